import 'client-only';

import { buildId } from './buildWatch/runningBuild';
import { guardedReload, unlessLeaving } from './buildWatch/reload';
import { payloadUrl } from './hosting/buildFiles';
import type { MessageTree } from './i18n/deferredTexts';

const loading = new Map<string, Promise<MessageTree>>();

/**
 * The texts a page loads once it runs (lib/i18n/deferredTexts.ts), from the payload of the page at
 * `pagePath`: fetched once, however many screens ask. When that fails, it logs
 * `Failed locale loading: {reason}` (docs/spec.md#8-error-catalogue) and loads the page afresh,
 * once, through the reload guard, so that the visitor gets the texts after all; the promise then
 * rejects, the next ask tries again, and meanwhile a screen shows its fallback text.
 */
export function loadPageTexts(pagePath: string = location.pathname): Promise<MessageTree> {
  let texts = loading.get(pagePath);
  if (!texts) {
    texts = fetch(payloadUrl(pagePath, buildId))
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(`${response.status} for ${response.url}`)),
      )
      .then((payload: { texts: MessageTree }) => payload.texts)
      .catch((reason: unknown) => {
        loading.delete(pagePath);
        // A fetch cut off by leaving the page is no failure.
        unlessLeaving(() => {
          console.error(`Failed locale loading: ${reason instanceof Error ? reason.message : String(reason)}`);
          guardedReload(location.href);
        });
        throw reason;
      });
    loading.set(pagePath, texts);
  }
  return texts;
}
