/**
 * The editor's groups of texts (./places.ts names them): a page of the site, or a part of it that
 * has none (the header and footer, the consent banner, the error pages, the service's messages),
 * by the namespace of a text's key; and the sections of a group.
 */

/** The editor's groups of texts, in the order of its page menu. */
export const PAGES = [
  'home',
  'faq',
  'privacy',
  'terms',
  'legalNotice',
  'signIn',
  'account',
  'contact',
  'everyPage',
  'consent',
  'markets',
  'versions',
  'errors',
  'api',
  'other',
] as const;
export type PageId = (typeof PAGES)[number];

/** The group of a text's namespace (its key's first part); Account's sign-in texts are the sign-in page's. */
export function pageOf(key: string): PageId {
  const [namespace, part] = key.split('.');
  if (namespace === 'Account' && part === 'signIn') return 'signIn';
  return NAMESPACES[namespace] ?? 'other';
}

const NAMESPACES: Record<string, PageId> = {
  Home: 'home',
  Faq: 'faq',
  Privacy: 'privacy',
  Terms: 'terms',
  LegalNotice: 'legalNotice',
  Account: 'account',
  Contact: 'contact',
  Site: 'everyPage',
  Nav: 'everyPage',
  LocaleSwitcher: 'everyPage',
  Consent: 'consent',
  Markets: 'markets',
  LegalVersions: 'versions',
  NotFound: 'errors',
  Error: 'errors',
  Api: 'api',
};

/**
 * The section of the texts' list a text is in: its namespace's top texts together, else the group
 * under the namespace (under `Account.signIn` on the sign-in page).
 */
export function sectionOf(key: string): string {
  const parts = key.split('.');
  const depth = pageOf(key) === 'signIn' ? 3 : 2;
  return parts.slice(0, parts.length <= depth ? depth - 1 : depth).join('.');
}
