/**
 * The three legal texts, one entry each: what the rest of the code asks of a text it is handed, so
 * that none of it switches on the text's name (docs/architecture.md#the-legal-texts).
 *
 * Each has its own rule when a new version is published (lib/legal/versions.ts):
 * - `terms`: announced, then accepted from the date it applies (the agreement step);
 * - `privacy`: announced only; it is acknowledged, never accepted, and locks nothing;
 * - `healthConsent`: a new consent to keeping weights is given to the new text; one given before
 *   covers what it covered.
 */
export const LEGAL_TEXTS = ['terms', 'privacy', 'healthConsent'] as const;
export type LegalText = (typeof LEGAL_TEXTS)[number];

interface Entry {
  /**
   * The page that shows its version in force and lists its versions (a page of lib/pages/routes.ts),
   * and that a notice of its change links to when the version's own page is not built.
   */
  page: 'terms-conditions' | 'privacy-policy';
  /** Where its versions' own pages are: /versions/{folder}/{version} (lib/pages/legalVersions.ts). */
  folder: string;
}

/** The terms and the privacy policy: a page of their own, their words in a namespace of the messages. */
interface PageEntry extends Entry {
  namespace: 'Terms' | 'Privacy';
  /** The section under which the page offers the controls that exercise the visitor's rights. */
  rightsSection?: string;
}

/** The consent to keeping weights: asked on the account screen, its words there. */
interface ConsentEntry extends Entry {
  keys: { heading: string; intro: string; statement: string };
}

export const legalTexts = {
  terms: { page: 'terms-conditions', folder: 'terms-conditions', namespace: 'Terms' },
  privacy: { page: 'privacy-policy', folder: 'privacy-policy', namespace: 'Privacy', rightsSection: 'rights' },
  // Its versions are listed on the privacy policy's page.
  healthConsent: {
    page: 'privacy-policy',
    folder: 'health-consent',
    keys: { heading: 'Account.health.heading', intro: 'Account.health.text', statement: 'Account.health.consent' },
  },
} as const satisfies Record<'terms' | 'privacy', PageEntry> & Record<'healthConsent', ConsentEntry>;

/** A text with a page of its own. */
export type PageText = { [T in LegalText]: (typeof legalTexts)[T] extends PageEntry ? T : never }[LegalText];

/** Whether `text` has a page of its own (the terms, the privacy policy), or is the consent. */
export function hasOwnPage(text: LegalText): text is PageText {
  return 'namespace' in legalTexts[text];
}
