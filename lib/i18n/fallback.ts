import { IntlErrorCode, type IntlError } from 'next-intl';
import { LIST_KEYS } from './lists';
import type { MessageTree } from './deferredTexts';
import { asEnglish } from './englishMarks';

/**
 * A language behind English (docs/editors.md#publishing-while-a-language-is-behind): its pages show
 * English where a text is missing, between invisible marks (lib/i18n/englishMarks.ts), and leave
 * out an entry of a list that English has and it lacks until the entry is translated. The documents
 * step turns the marks into `lang="en"` on the element that shows the text
 * (scripts/export/englishTexts.ts), the editor's preview into a "not yet translated" badge
 * (editor/preview/untranslated.ts), and plain text (lib/i18n/plain.ts) drops them.
 */

/**
 * The lists whose entries a language may lack: those the site renders from a message object
 * (lib/pages/lists.ts), but the terms' and the policy's sections, legal texts that are complete in
 * every language before a publish (scripts/i18n/status.ts `mustBeCurrent`), so a build made before
 * then shows them in English rather than leaving a section out.
 */
const LISTS_WITHOUT_NEW_ENTRIES: readonly string[] = LIST_KEYS.filter((list) => !/^(Terms|Privacy)\./.test(list));

/**
 * A market's own sections are its languages' alone (lib/markets.ts), and complete there before a
 * publish: English's are not another language's to show.
 */
const OWN_TO_EACH_LANGUAGE = 'Markets';

const holdsText = (node: string | MessageTree | undefined): boolean =>
  typeof node === 'string' || (!!node && Object.values(node).some(holdsText));

/** How a language's pages show what it lacks: English through `shownAsEnglish`; a new list entry left out or not. */
export interface Fallback {
  shownAsEnglish?: (text: string) => string;
  leaveOutNewEntries?: boolean;
}

/**
 * A locale's messages as its pages show them: its own texts, English (through `shownAsEnglish`,
 * which marks it) where one is missing, and without the entries of a list that it lacks altogether
 * (the editor's preview shows them, in English, to the person who will translate them). Its texts
 * English no longer has stay.
 */
export function withEnglish(
  own: MessageTree,
  english: MessageTree,
  { shownAsEnglish = asEnglish, leaveOutNewEntries = true }: Fallback = {},
  prefix = '',
): MessageTree {
  const shown: MessageTree = { ...own };
  for (const [name, text] of Object.entries(english)) {
    const mine = own[name];
    if (!prefix && name === OWN_TO_EACH_LANGUAGE) continue;
    if (typeof text === 'string') {
      if (typeof mine !== 'string') shown[name] = shownAsEnglish(text);
    } else if (leaveOutNewEntries && LISTS_WITHOUT_NEW_ENTRIES.includes(prefix.slice(0, -1)) && !holdsText(mine)) {
      delete shown[name];
    } else {
      const inner = typeof mine === 'object' ? mine : {};
      shown[name] = withEnglish(inner, text, { shownAsEnglish, leaveOutNewEntries }, `${prefix}${name}.`);
    }
  }
  return shown;
}

/**
 * What next-intl does with a text the messages lack, which the loader's English leaves only for an
 * entry a language has not translated yet: English, never the key, and no stack trace in the
 * terminal. A key English lacks too is the code's fault, which the messages' types refuse: its key
 * shows.
 */
export function missingTexts(english: MessageTree) {
  const englishAt = (key: string) => {
    const text = key
      .split('.')
      .reduce<MessageTree | string | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        english,
      );
    return typeof text === 'string' ? text : undefined;
  };
  return {
    getMessageFallback: ({ namespace, key }: { namespace?: string; key: string }) => {
      const path = namespace ? `${namespace}.${key}` : key;
      const text = englishAt(path);
      return text === undefined ? path : asEnglish(text);
    },
    onError: (error: IntlError) => {
      if (error.code !== IntlErrorCode.MISSING_MESSAGE) console.error(error);
    },
  };
}
