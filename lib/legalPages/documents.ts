import type { LegalVersions } from '../legal/versions';
import { hasOwnPage, LEGAL_TEXTS, legalTexts, type LegalText } from '../legal/texts';
import { sectionsOf, type LegalSection } from './sections';
import type { Locale } from '../i18n/locales';
import type { MessageTree } from '../i18n/deferredTexts';
import { versionSlug } from '../pages/legalVersions';

/**
 * One version of a legal text in one language, as its page shows it: the ICU messages, unformatted,
 * so that the deployment's company, markets and settings fill them in as they fill in the current
 * text. Every section the text can have is kept, each with what it needs to be shown
 * (lib/legalPages/sections.ts, `sectionShown`). The newest version of each text is read from messages/; an
 * earlier one from its archive, legal/archive/{text}/{version slug}/{locale}.json, which
 * `npm run legal -- announce` writes before the new text goes into messages/
 * (docs/editors.md#legal-versions).
 */
export interface LegalDocument {
  heading: string;
  intro: string;
  sections: { id: string; needs?: LegalSection['needs']; title: string; body: string }[];
  /** What is consented to, in the visitor's words (the consent to keeping weights only). */
  statement?: string;
}

export const ARCHIVE_DIR = 'legal/archive';

/** Where a version's text in one language is archived, relative to the project. */
export function archiveFile(text: LegalText, version: string, code: string): string {
  return `${ARCHIVE_DIR}/${text}/${versionSlug(version)}/${code}.json`;
}

function messageAt(messages: MessageTree, key: string): string {
  const value = key
    .split('.')
    .reduce<MessageTree | string | undefined>(
      (tree, part) => (typeof tree === 'object' ? tree[part] : undefined),
      messages,
    );
  if (typeof value !== 'string') throw new Error(`The messages have no text at ${key}`);
  return value;
}

/**
 * Where each part of a text's document is in the messages of `locale`: its sections are English's
 * (`english`, the committed en.json unless told: the editor and `npm run legal` read the files as
 * they are now).
 */
function documentKeys(text: LegalText, locale: Locale, english?: MessageTree) {
  if (!hasOwnPage(text)) return { ...legalTexts[text].keys, sections: [] };
  const { namespace } = legalTexts[text];
  return {
    heading: `${namespace}.heading`,
    intro: `${namespace}.intro`,
    statement: undefined,
    sections: sectionsOf(text, locale, english).map(({ id, key, needs }) => ({
      id,
      needs,
      title: `${key}.title`,
      body: `${key}.body`,
    })),
  };
}

/** A text as the messages of `locale` hold it now, its sections those of `english`. */
export function documentOf(
  text: LegalText,
  locale: Locale,
  messages: MessageTree,
  english?: MessageTree,
): LegalDocument {
  const at = (key: string) => messageAt(messages, key);
  const keys = documentKeys(text, locale, english);
  return {
    heading: at(keys.heading),
    intro: at(keys.intro),
    sections: keys.sections.map(({ id, needs, title, body }) => ({
      id,
      ...(needs ? { needs } : {}),
      title: at(title),
      body: at(body),
    })),
    ...(keys.statement ? { statement: at(keys.statement) } : {}),
  };
}

/** Every message key of a text's document in `locale`: what its page there is made of. */
export function documentKeyList(text: LegalText, locale: Locale, english?: MessageTree): string[] {
  const keys = documentKeys(text, locale, english);
  return [
    keys.heading,
    keys.intro,
    ...keys.sections.flatMap(({ title, body }) => [title, body]),
    ...(keys.statement ? [keys.statement] : []),
  ];
}

/**
 * The legal text a message key is part of, or null: what the documents above read (a heading, the
 * intro, a section's title or body, a market's own section, the consent's words). A change of
 * substance to one of them is a new version (docs/editors.md#legal-versions).
 */
export function legalTextOf(key: string): LegalText | null {
  for (const text of LEGAL_TEXTS) {
    const words = hasOwnPage(text)
      ? new RegExp(`^${legalTexts[text].namespace}\\.(heading|intro|sections\\.[^.]+\\.(title|body))$`).test(key)
      : (Object.values(legalTexts[text].keys) as string[]).includes(key);
    if (words) return text;
  }
  // A market's own sections are the privacy policy's (lib/legalPages/sections.ts).
  if (/^Markets\.[^.]+\.[^.]+\.(title|body)$/.test(key)) return 'privacy';
  return null;
}

/** Whether a version's text is read from its archive: every version but the text's newest. */
export function isArchived(text: LegalText, version: string, data: LegalVersions): boolean {
  return data[text].at(-1)!.version !== version;
}

/** What is wrong with an archived document: the build refuses a file that is not one. */
export function documentProblems(document: unknown): string[] {
  const d = document as Partial<LegalDocument> | null;
  const problems: string[] = [];
  if (typeof d?.heading !== 'string') problems.push('it has no heading');
  if (typeof d?.intro !== 'string') problems.push('it has no intro');
  if (!Array.isArray(d?.sections)) problems.push('it has no list of sections');
  else if (
    d.sections.some((s) => typeof s?.id !== 'string' || typeof s.title !== 'string' || typeof s.body !== 'string')
  )
    problems.push('a section lacks its id, title or body');
  if (d?.statement !== undefined && typeof d.statement !== 'string') problems.push('its statement is no text');
  return problems;
}
