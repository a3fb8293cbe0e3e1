import type { LegalText, LegalVersions } from './account/legal';
import { everyPrivacySectionOf, termsSections, type LegalSection } from './content';
import type { Locale } from './i18n/locales';
import type { MessageTree } from './i18n/deferredTexts';
import { versionSlug } from './legalVersionPages';

/**
 * One version of a legal text in one language, as its page shows it: the ICU messages, unformatted,
 * so that the deployment's company, markets and settings fill them in as they fill in the current
 * text. Every section the text can have is kept, each with what it needs to be shown
 * (lib/content.ts, `sectionShown`). The newest version of each text is read from messages/; an
 * earlier one from its archive, legal/archive/{text}/{version}/{locale}.json, which
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

/** A text as the messages of `locale` hold it now. */
export function documentOf(text: LegalText, locale: Locale, messages: MessageTree): LegalDocument {
  const at = (key: string) => messageAt(messages, key);
  if (text === 'healthConsent') {
    return {
      heading: at('Account.health.heading'),
      intro: at('Account.health.text'),
      sections: [],
      statement: at('Account.health.consent'),
    };
  }
  const namespace = text === 'terms' ? 'Terms' : 'Privacy';
  const sections = text === 'terms' ? termsSections : everyPrivacySectionOf(locale);
  return {
    heading: at(`${namespace}.heading`),
    intro: at(`${namespace}.intro`),
    sections: sections.map(({ id, key, needs }) => ({
      id,
      ...(needs ? { needs } : {}),
      title: at(`${key}.title`),
      body: at(`${key}.body`),
    })),
  };
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
