import 'client-only';

import { buildId } from './buildWatch/runningBuild';
import { unlessLeaving } from './navigation/leaving';
import { guardedReload } from './navigation/reload';
import { payloadUrl } from './hosting/buildFiles';
import type { MessageTree } from './i18n/deferredTexts';

/** The server answered, with an error: unlike a network failure, a reload may help. */
class ServerAnswer extends Error {}

const loading = new Map<string, Promise<MessageTree>>();

/**
 * The texts a page loads once it runs (lib/i18n/deferredTexts.ts), from the payload of the page at
 * `pagePath`: fetched once, however many screens ask. When that fails, it logs
 * `Failed locale loading: {reason}` (docs/spec.md#8-error-catalogue); the promise rejects, the next
 * ask tries again, and meanwhile a screen shows its fallback text. When the server answered with an
 * error (the payload of a replaced build is gone), the page also loads afresh, once, through the
 * reload guard, so that the visitor gets the texts after all. When the network failed (offline),
 * the page stays: a reload would only show the browser's offline page (docs/design.md#texts-on-demand).
 */
export function loadPageTexts(pagePath: string = location.pathname): Promise<MessageTree> {
  let texts = loading.get(pagePath);
  if (!texts) {
    texts = fetch(payloadUrl(pagePath, buildId))
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new ServerAnswer(`${response.status} for ${response.url}`)),
      )
      .then((payload: { texts: MessageTree }) => payload.texts)
      .catch((reason: unknown) => {
        loading.delete(pagePath);
        // A fetch cut off by leaving the page is no failure.
        unlessLeaving(() => {
          console.error(`Failed locale loading: ${reason instanceof Error ? reason.message : String(reason)}`);
          if (reason instanceof ServerAnswer) guardedReload(location.href);
        });
        throw reason;
      });
    loading.set(pagePath, texts);
  }
  return texts;
}
