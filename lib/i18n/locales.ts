/**
 * What the locale table (./localeTable.ts, one row per locale) implies: the locale type, the
 * default, the URL prefixes and the lookups that routing, detection and the export use.
 *
 * `servedLocaleTable` here is the locales the site serves: every row, unless the operator switches
 * markets off at build time with LOCALES (docs/markets.md). A locale switched off is gone from
 * everything derived from this table: its pages, the sitemap, hreflang, the switcher, detection
 * and its 404 pages. `everyLocale` is the whole table, for what must know every language the
 * project has: the message files and their tooling, and the Firestore rules (a profile written
 * in a market that is later switched off stays valid).
 */
import { localeTable as everyLocale, type LocaleInfo } from './localeTable';

export { everyLocale, type LocaleInfo };

export type Locale = (typeof everyLocale)[number]['code'];

export const defaultLocale = 'en' satisfies Locale;

/**
 * The rows of `table` that LOCALES names (comma-separated codes or URL segments: `en,de,fr`, `ja`
 * or `jp`), in the table's order; every row when it is unset. An unknown entry, or a list without
 * the default locale (it is the one at `/`), stops the build with a message saying what to write.
 */
export function servedLocales<T extends { readonly code: string; readonly segment: string }>(
  table: readonly T[],
  setting: string | undefined,
): T[] {
  const wanted = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  if (!wanted.length) return [...table];
  const names = table.map((l) => l.code).join(', ');
  const unknown = wanted.filter((entry) => !table.some((l) => l.code === entry || l.segment === entry));
  if (unknown.length) {
    throw new Error(
      `LOCALES names ${unknown.map((u) => `"${u}"`).join(', ')}, which the site does not have. It has: ${names}.`,
    );
  }
  if (!wanted.some((entry) => entry === defaultLocale)) {
    throw new Error(`LOCALES must include ${defaultLocale}: it is the default locale, served at /. Got "${setting}".`);
  }
  return table.filter((l) => wanted.includes(l.code) || wanted.includes(l.segment));
}

/** The locales the site serves (LOCALES, read at build time; next.config.ts passes it to the browser). */
export const servedLocaleTable: readonly (typeof everyLocale)[number][] = servedLocales(
  everyLocale,
  process.env.LOCALES,
);

export const locales: readonly Locale[] = servedLocaleTable.map((l) => l.code);

/** The URL prefixes (segments) of every locale but the default one, which has none. */
export const prefixedSegments: readonly string[] = servedLocaleTable
  .filter((l) => l.code !== defaultLocale)
  .map((l) => l.segment);

export function localeInfo(code: Locale): LocaleInfo {
  return everyLocale.find((l) => l.code === code)!;
}

/** The served locale whose URL segment this is, or undefined for anything else. */
export function localeForSegment(segment: string): Locale | undefined {
  return servedLocaleTable.find((l) => l.segment === segment)?.code;
}

/** Whether `value` is a locale the site serves. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
