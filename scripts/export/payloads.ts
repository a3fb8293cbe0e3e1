import { promises as fs } from 'node:fs';
import { defaultLocale } from '../../lib/i18n/locales';
import { allPages } from '../../lib/pages/routes';
import { builtPages } from '../../lib/pages/built';
import { pagePayload } from '../../lib/hosting/pagePayload';
import type { MessageTree } from '../../lib/i18n/deferredTexts';
import { withEnglish } from '../../lib/i18n/fallback';

/**
 * The payload of every prerendered page, the account screens too, by its page's URL
 * (docs/spec.md#7-the-calls-it-makes): the texts it loads once it runs (lib/hosting/buildFiles.ts).
 * The export writes them as files, server mode keeps them in its manifest.
 */
export async function pagePayloads(buildId: string): Promise<{ url: string; body: string }[]> {
  const messagesOf = new Map<string, Promise<MessageTree>>();
  const read = (code: string): Promise<MessageTree> => fs.readFile(`messages/${code}.json`, 'utf8').then(JSON.parse);
  const english = read(defaultLocale);
  const payloads: { url: string; body: string }[] = [];
  for (const { locale, page, url } of builtPages(allPages)) {
    // As the pages show them: English where a text is missing (lib/i18n/fallback.ts).
    if (!messagesOf.has(locale.code)) {
      messagesOf.set(
        locale.code,
        Promise.all([read(locale.code), english]).then(([own, en]) =>
          withEnglish(own, en, { shownAsEnglish: (text) => text }),
        ),
      );
    }
    const messages = await messagesOf.get(locale.code)!;
    payloads.push({ url, body: JSON.stringify(pagePayload(page, locale, messages, buildId)) });
  }
  return payloads;
}
