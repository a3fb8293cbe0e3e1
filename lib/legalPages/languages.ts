import { locales } from '../i18n/locales';

/**
 * The languages this build serves (LOCALES), named in `locale` and joined as its lists are: the
 * terms say in which languages the agreement can be made (`{languages}` in
 * `Terms.sections.contract`), and a build with fewer languages names only its own. The site's
 * English is British, whose lists have no comma before the last "and".
 */
export function siteLanguages(locale: string, codes: readonly string[] = locales): string {
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  return new Intl.ListFormat(locale === 'en' ? 'en-GB' : locale, { type: 'conjunction' }).format(
    codes.map((code) => names.of(code) ?? code),
  );
}
