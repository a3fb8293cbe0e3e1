import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { localeForSegment, type Locale } from './locales';

/**
 * Every layout and page guards its own `[locale]` segment (docs/design.md#routing-and-locales: pages render in
 * parallel with the layout, so a guard in the layout alone is not enough) and enables static
 * rendering for that locale.
 * @see https://next-intl.dev/docs/routing/setup#static-rendering
 */
export async function resolveLocaleSegment(params: Promise<{ locale: string }>): Promise<Locale> {
  const locale = localeForSegment((await params).locale);
  if (!locale) notFound();
  setRequestLocale(locale);
  return locale;
}
