/**
 * What the locale table (./localeTable.ts, one row per locale) implies: the locale type, the
 * default, the URL prefixes and the lookups that routing, detection and the export use.
 */
import { localeTable, type LocaleInfo } from './localeTable';

export { localeTable, type LocaleInfo };

export type Locale = (typeof localeTable)[number]['code'];

export const defaultLocale = 'en' satisfies Locale;

export const locales: readonly Locale[] = localeTable.map((l) => l.code);

/** The URL prefixes (segments) of every locale but the default one, which has none. */
export const prefixedSegments: readonly string[] = localeTable
  .filter((l) => l.code !== defaultLocale)
  .map((l) => l.segment);

export function localeInfo(code: Locale): LocaleInfo {
  return localeTable.find((l) => l.code === code)!;
}

/** The locale whose URL segment this is, or undefined for anything else. */
export function localeForSegment(segment: string): Locale | undefined {
  return localeTable.find((l) => l.segment === segment)?.code;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
