import type en from '@/messages/en.json';
import messages from '@/messages/en.json' with { type: 'json' };
import { localeInfo, type Locale } from './i18n/locales';
import { marketSections, type Market, type MarketSection, type SectionNeed } from './markets';
import { company, hasApp } from './site';
import { analyticsValues } from './analytics/markets';

// The lists of items on each page are the keys of the English messages, in their order:
// adding a question or a section is a change to the message files alone.
type Keys<T> = Extract<keyof T, string>[];

/**
 * Where each list's entries are in the messages, every one read below: the editor adds, removes and
 * moves their entries in English (editor/domain/lists.ts).
 */
export const LIST_KEYS = [
  'Home.how',
  'Home.features',
  'Home.app.features',
  'Faq.items',
  'Privacy.sections',
  'Terms.sections',
] as const;

export const howSteps = Object.keys(messages.Home.how) as Keys<typeof en.Home.how>;
export const features = Object.keys(messages.Home.features) as Keys<typeof en.Home.features>;
export const appFeatures = Object.keys(messages.Home.app.features) as Keys<typeof en.Home.app.features>;

/**
 * What is about the app, not this site: shown only where the operator configures the app's store
 * links (lib/site.ts). Without them, the pages claim only what the site does (docs/claims.md).
 */
const appOnly: readonly string[] = ['app', 'app-data'] satisfies (
  keyof typeof en.Faq.items | keyof typeof en.Privacy.sections
)[];

function shown<T extends string>(keys: T[]): T[] {
  return hasApp ? keys : keys.filter((key) => !appOnly.includes(key));
}

export const faqIds = shown(Object.keys(messages.Faq.items) as Keys<typeof en.Faq.items>);

/**
 * A section of a legal page: its anchor, where its `title` and `body` are in the messages, and what
 * the deployment must have for it to be shown (`app`: the app's store links, lib/site.ts).
 */
export interface LegalSection extends Omit<MarketSection, 'needs'> {
  needs?: SectionNeed | 'app';
}

const sectionsOf = (namespace: 'Privacy' | 'Terms', ids: readonly string[]): LegalSection[] =>
  ids.map((id) => ({ id, key: `${namespace}.sections.${id}`, ...(appOnly.includes(id) ? { needs: 'app' } : {}) }));

const PRIVACY_OFFICER = 'privacy-officer';

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
 * lib/i18n/localeTable.ts). An archived version keeps them all (lib/legal/documents.ts).
 */
export function everyPrivacySectionOf(locale: Locale, english: SectionsOf = messages): LegalSection[] {
  const commonPrivacySections = sectionsOf('Privacy', Object.keys(english.Privacy.sections));
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
  sectionsOf('Terms', Object.keys(english.Terms.sections));

/**
 * The entries of the lists that the code names, which the editor does not remove
 * (editor/domain/lists.ts): the FAQ's teasers and its question about the app, the policy's sections
 * about the app, about the visitor's rights (which the controls follow, components/LegalPage.tsx) and
 * about the privacy officer (before which each market's own sections go).
 */
export const namedEntries = (): Partial<Record<(typeof LIST_KEYS)[number], readonly string[]>> => ({
  'Faq.items': [...teaserQuestions, 'app'],
  'Privacy.sections': ['app-data', 'rights', PRIVACY_OFFICER],
});

/** The questions the home page teases, each a link into the FAQ. */
export const teaserQuestions = [
  'cost',
  'medical-advice',
  'delete-account',
] as const satisfies readonly (typeof faqIds)[number][];
