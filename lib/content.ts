import type en from '@/messages/en.json';
import messages from '@/messages/en.json' with { type: 'json' };
import { hasApp } from './site';

// The lists of items on each page are the keys of the English messages, in their order:
// adding a question or a section is a change to the message files alone.
type Keys<T> = Extract<keyof T, string>[];

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
export const privacySections = shown(Object.keys(messages.Privacy.sections) as Keys<typeof en.Privacy.sections>);
export const termsSections = Object.keys(messages.Terms.sections) as Keys<typeof en.Terms.sections>;

/** The questions the home page teases, each a link into the FAQ. */
export const teaserQuestions = [
  'cost',
  'medical-advice',
  'delete-account',
] as const satisfies readonly (typeof faqIds)[number][];
