import messages from '@/messages/en.json' with { type: 'json' };
import { localeInfo, type Locale } from '../i18n/locales';
import { marketSections, type Market, type MarketSection, type SectionNeed } from '../markets';
import { analyticsValues } from '../analytics/markets';
import { hasApp } from '../pages/app';
import { appOnly, PRIVACY_OFFICER } from '../pages/lists';
import { company } from './values';
import type { PageText } from '../legal/texts';
import type { MessageTree } from '../i18n/deferredTexts';

/**
 * A section of a legal page: its anchor, where its `title` and `body` are in the messages, and what
 * the deployment must have for it to be shown (`app`: the app's store links, lib/pages/app.ts).
 */
export interface LegalSection extends Omit<MarketSection, 'needs'> {
  needs?: SectionNeed | 'app';
}

const sectionList = (namespace: 'Privacy' | 'Terms', ids: readonly string[]): LegalSection[] =>
  ids.map((id) => ({ id, key: `${namespace}.sections.${id}`, ...(appOnly.includes(id) ? { needs: 'app' } : {}) }));

/** English's keys of a namespace's sections: the committed en.json's unless told (the editor reads its own). */
type SectionsOf = { Privacy: { sections: object }; Terms: { sections: object } };

/**
 * Whether a section is shown in `locale`: one that names a representative the company does not need
 * is left out (lib/company.ts), as is one on the legal route of analytics that do not run in the
 * market (lib/analytics/markets.ts), or one about the app where there is none.
 */
export function sectionShown(locale: Locale): (section: { needs?: LegalSection['needs'] }) => boolean {
  const has = (need: LegalSection['needs'] & string) =>
    need === 'app'
      ? hasApp
      : need === 'analyticsRoute'
        ? analyticsValues(locale).analyticsRoute !== 'none'
        : company[need] !== null;
  return ({ needs }) => !needs || has(needs);
}

/**
 * Every section the privacy policy of a locale can have: the sections every market has, with the
 * locale's own market's sections (lib/markets.ts) before the privacy officer and the contact, then
 * the sections of other markets that the locale's readers need too (`alsoShows`,
 * lib/i18n/localeTable.ts). An archived version keeps them all (lib/legalPages/documents.ts).
 */
export function everyPrivacySectionOf(locale: Locale, english: SectionsOf = messages): LegalSection[] {
  const commonPrivacySections = sectionList('Privacy', Object.keys(english.Privacy.sections));
  const { market, alsoShows = {} } = localeInfo(locale);
  const others = Object.entries(alsoShows).flatMap(([other, ids]) =>
    marketSections(other as Market).filter(({ id }) => ids.includes(id)),
  );
  const own = [...marketSections(market), ...others];
  const at = commonPrivacySections.findIndex((section) => section.id === PRIVACY_OFFICER);
  return [...commonPrivacySections.slice(0, at), ...own, ...commonPrivacySections.slice(at)];
}

/** The sections of the terms, in English's order. */
export const termsSectionsOf = (english: SectionsOf = messages): LegalSection[] =>
  sectionList('Terms', Object.keys(english.Terms.sections));

/** The sections of each text with a page of its own, in `locale`, from English's keys (`english`). */
const sectionsByText: Record<PageText, (locale: Locale, english?: SectionsOf) => LegalSection[]> = {
  terms: (_, english) => termsSectionsOf(english),
  privacy: everyPrivacySectionOf,
};

/**
 * The sections of a text with a page of its own, in English's order (`english`, the committed en.json
 * unless told: the editor and `npm run legal` read the files as they are now).
 */
export function sectionsOf(text: PageText, locale: Locale, english?: MessageTree): LegalSection[] {
  return sectionsByText[text](locale, english as SectionsOf | undefined);
}
