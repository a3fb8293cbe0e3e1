/**
 * What the account screens' payload carries of the legal texts (lib/hosting/pagePayload.ts): every
 * version with its date, and what each new version changes, in the page's language
 * (`LegalChanges.{text}.{key}` in the messages). The screens judge the visitor's agreement and show
 * the notice of a change from it once it arrives, and from the same data bundled until then
 * (docs/architecture.md#the-legal-texts). The legal pages name the same words (`changesText`).
 */
import type { MessageTree } from '../i18n/deferredTexts';
import { changesKey, legalVersionData, type LegalVersions } from './versions';
import { LEGAL_TEXTS, type LegalText } from './texts';

export interface LegalPayload {
  versions: LegalVersions;
  /** By text and version: what it changes, in the page's language. */
  changes: Partial<Record<LegalText, Record<string, string>>>;
}

/**
 * What `version` of `text` changes, in the language of `messages` (every version but the first
 * says), or null while that language lacks it: a build stops on that (`legalPayload`), while the
 * editor's preview shows a page whose language is not translated yet without it.
 */
export function changesText(messages: MessageTree, text: LegalText, version: string): string | null {
  const said = (messages.LegalChanges as Record<string, MessageTree> | undefined)?.[text]?.[changesKey(version)];
  return typeof said === 'string' ? said : null;
}

/** The legal part of an account screen's payload in the language of `messages`. */
export function legalPayload(messages: MessageTree, versions: LegalVersions = legalVersionData): LegalPayload {
  const changes: LegalPayload['changes'] = {};
  for (const text of LEGAL_TEXTS)
    for (const { version } of versions[text].slice(1)) {
      const said = changesText(messages, text, version);
      if (said === null) throw new Error(`No LegalChanges.${text}.${changesKey(version)} text for ${version}`);
      (changes[text] ??= {})[version] = said;
    }
  return { versions, changes };
}
