/**
 * Where a text shows, by the names a visitor sees (docs/editors.md#the-editor): the page ("FAQ", in
 * the site's own words for its menu), the part of it (a section's heading, an FAQ question) and what
 * the text is there ("Answer"). The key stays a detail for developers. Parts of the site without a
 * page of their own (the header and footer, the consent banner, the error pages, the service's
 * messages) are grouped under plain names of the editor's catalogue.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Entry } from '../domain/catalogue';
import type { List } from '../domain/lists';
import { pageOf, type PageId } from './pages';
import { locale, t } from './t';

/** The site's own name of a page that has one: its link in the site's menu and footer. */
const NAV: Partial<Record<PageId, string>> = {
  home: 'Nav.index',
  faq: 'Nav.faq',
  privacy: 'Nav.privacy-policy',
  terms: 'Nav.terms-conditions',
  legalNotice: 'Nav.legal-notice',
  signIn: 'Nav.signIn',
  account: 'Nav.account',
};

/** The names of the editor's own catalogue, for the groups without a page. */
const PLAIN: Record<PageId, () => string> = {
  home: () => t('placeHome'),
  faq: () => t('placeFaq'),
  privacy: () => t('placePrivacy'),
  terms: () => t('placeTerms'),
  legalNotice: () => t('placeLegalNotice'),
  signIn: () => t('placeSignIn'),
  account: () => t('placeAccount'),
  contact: () => t('placeContact'),
  everyPage: () => t('placeEveryPage'),
  consent: () => t('placeConsent'),
  markets: () => t('placeMarkets'),
  versions: () => t('placeVersions'),
  errors: () => t('placeErrors'),
  api: () => t('placeApi'),
  other: () => t('placeOther'),
};

/** What a text is, by its key's last part, where that says it plainly; else the text itself names it. */
const ROLES: Record<string, () => string> = {
  question: () => t('roleQuestion'),
  answer: () => t('roleAnswer'),
  heading: () => t('roleHeading'),
  title: () => t('roleHeading'),
  body: () => t('roleText'),
  text: () => t('roleText'),
  intro: () => t('roleIntro'),
};

/** A list entry's field (`question`) by what it is on the page, where the editor names it. */
export const roleName = (field: string): string => ROLES[field]?.() ?? field;

/** A market's part of the pages, by its region's name in the reader's language. */
const MARKET_REGIONS: Record<string, string> = { uk: 'GB', eu: 'EU', br: 'BR', cn: 'CN', jp: 'JP', kr: 'KR' };

/** The groups with a name of the editor's own: no heading of the site names them. */
const GROUPS: Record<string, () => string> = {
  'Account.errors': () => t('groupErrors'),
  'Api.errors': () => t('groupErrors'),
  'Account.validation': () => t('groupValidation'),
  'LegalNotice.fields': () => t('groupDetails'),
  'Site.legalChange': () => t('groupLegalChange'),
  'Faq.items': () => t('groupQuestions'),
  'Terms.sections': () => t('groupSections'),
  'Privacy.sections': () => t('groupSections'),
};

/** The texts a namespace holds at its top, where a page has several namespaces or none. */
const NAMESPACE_SECTIONS: Record<string, () => string> = {
  Site: () => t('sectionSite'),
  Nav: () => t('sectionNav'),
  LocaleSwitcher: () => t('sectionLanguageMenu'),
  NotFound: () => t('sectionNotFound'),
  Error: () => t('sectionError'),
};

/** A message as plain words: its tags' contents, each choice's `other` branch, an argument as `{name}`. */
function plainOf(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.type === TYPE.tag) return plainOf(element.children);
      if (element.type === TYPE.pound) return '#';
      if ('options' in element) return plainOf((element.options.other ?? Object.values(element.options)[0]).value);
      return 'value' in element ? `{${element.value}}` : '';
    })
    .join('');
}

/** A text as a name: one line of plain words, short. */
function asName(text: string): string {
  let words = text;
  try {
    words = plainOf(parse(text));
  } catch {
    // Not a valid message (a translation being fixed): its text as it is.
  }
  const line = words.replace(/\s+/g, ' ').trim();
  return line.length > 60 ? `${line.slice(0, 57).trimEnd()}…` : line;
}

export interface Places {
  /** A group's name in the page menu. */
  pageName: (page: PageId) => string;
  /** Where a text shows, after its page: its part's names, then what it is there. */
  trail: (key: string) => string[];
  /** The name of a section of the texts' list (./viewState.ts `sectionOf`). */
  sectionName: (section: string) => string;
}

/**
 * The names of every place, from the catalogue's texts: the site's own words in the reader's
 * language where it has them (a page's menu link, a section's heading), else English.
 */
export function placesOf(entries: Entry[], lists: List[]): Places {
  const texts = new Map(entries.map((entry) => [entry.key, entry]));
  const shown = (key: string): string | null => {
    const entry = texts.get(key);
    if (!entry) return null;
    const own = entry.cells[locale]?.text;
    return asName(own && entry.cells[locale]?.state !== 'invalid' ? own : entry.english);
  };
  const regions = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });

  /** The name of a group of texts (`Home.how`, `Faq.items.cost`): its heading on the page, or a plain one. */
  function groupName(group: string): string | null {
    const list = lists.find(
      (candidate) =>
        group.startsWith(`${candidate.list}.`) && group.split('.').length === candidate.list.split('.').length + 1,
    );
    if (list) {
      const item = group.slice(list.list.length + 1);
      const field = ['question', 'heading', 'title', 'name'].find((f) => list.fields.includes(f));
      return (field && shown(`${group}.${field}`)) ?? item;
    }
    if (GROUPS[group]) return GROUPS[group]();
    const [namespace, market, below] = group.split('.');
    if (namespace === 'Markets' && MARKET_REGIONS[market] && below === undefined)
      return regions.of(MARKET_REGIONS[market]) ?? market;
    return shown(`${group}Title`) ?? shown(`${group}.title`) ?? shown(`${group}.heading`);
  }

  return {
    pageName: (page) => (NAV[page] && shown(NAV[page])) || PLAIN[page](),
    trail(key) {
      const parts = key.split('.');
      const names: string[] = [];
      // The groups between the namespace and the text; Account's sign-in texts are a page already.
      const first = pageOf(key) === 'signIn' ? 2 : 1;
      for (let end = first + 1; end < parts.length; end++) {
        const group = parts.slice(0, end).join('.');
        // A list the site gives no heading ("The questions") goes without saying before its entry.
        if (GROUPS[group] && lists.some(({ list }) => list === group)) continue;
        const name = groupName(group);
        if (name) names.push(name);
      }
      const leaf = parts.at(-1)!;
      const role = ROLES[leaf] && !(parts.length === 2 && (leaf === 'title' || leaf === 'description'));
      if (role) names.push(ROLES[leaf]());
      else if (parts.length === 2 && leaf === 'title') names.push(t('roleTabTitle'));
      else if (parts.length === 2 && leaf === 'description') names.push(t('roleDescription'));
      else names.push(t('roleQuoted', { text: shown(key) ?? leaf }));
      return names;
    },
    sectionName(section) {
      if (!section.includes('.')) return NAMESPACE_SECTIONS[section]?.() ?? t('sectionMain');
      return groupName(section) ?? section.split('.').at(-1)!;
    },
  };
}
