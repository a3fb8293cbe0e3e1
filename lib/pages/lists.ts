import type en from '@/messages/en.json';
import messages from '@/messages/en.json' with { type: 'json' };
import { LIST_KEYS } from '../i18n/lists';
import { hasApp } from './app';

// The lists of items on each page are the keys of the English messages, in their order:
// adding a question or a section is a change to the message files alone.
type Keys<T> = Extract<keyof T, string>[];

// Where each list's entries are in the messages, every one read below (lib/i18n/lists.ts).
export { LIST_KEYS };

export const howSteps = Object.keys(messages.Home.how) as Keys<typeof en.Home.how>;
export const features = Object.keys(messages.Home.features) as Keys<typeof en.Home.features>;
export const appFeatures = Object.keys(messages.Home.app.features) as Keys<typeof en.Home.app.features>;

/**
 * What is about the app, not this site: shown only where the operator configures the app's store
 * links (lib/pages/app.ts). Without them, the pages claim only what the site does (docs/claims.md).
 */
export const appOnly: readonly string[] = ['app', 'app-data'] satisfies (
  keyof typeof en.Faq.items | keyof typeof en.Privacy.sections
)[];

function shown<T extends string>(keys: T[]): T[] {
  return hasApp ? keys : keys.filter((key) => !appOnly.includes(key));
}

export const faqIds = shown(Object.keys(messages.Faq.items) as Keys<typeof en.Faq.items>);

/** The policy's section naming the privacy officer, before which each market's own sections go. */
export const PRIVACY_OFFICER = 'privacy-officer';

/**
 * The entries of the lists that the code names, which the editor does not remove
 * (editor/domain/lists.ts): the FAQ's teasers and its question about the app, the policy's sections
 * about the app, about the visitor's rights (which the controls follow, components/legal/LegalPage.tsx) and
 * about the privacy officer (before which each market's own sections go); the terms' contract
 * information, which every market's law asks for (tests/unit/lib/legalPages/contract.test.ts).
 */
export const namedEntries = (): Partial<Record<(typeof LIST_KEYS)[number], readonly string[]>> => ({
  'Faq.items': [...teaserQuestions, 'app'],
  'Privacy.sections': ['app-data', 'rights', PRIVACY_OFFICER],
  'Terms.sections': ['contract'],
});

/** The questions the home page teases, each a link into the FAQ. */
export const teaserQuestions = [
  'cost',
  'medical-advice',
  'delete-account',
] as const satisfies readonly (typeof faqIds)[number][];
