import 'client-only';

import { buildId } from '../buildWatch/runningBuild';
import { unlessLeaving } from '../navigation/leaving';
import { guardedReload } from '../navigation/reload';
import { payloadUrl } from './buildFiles';
import { noteHostDate } from '../legal/hostClock';
import type { LegalPayload } from '../legal/payload';
import type { MessageTree } from '../i18n/deferredTexts';

/** The server answered, with an error: unlike a network failure, a reload may help. */
class ServerAnswer extends Error {}

/** A page's payload as the browser reads it (lib/hosting/pagePayload.ts writes it). */
export interface PagePayload {
  texts: MessageTree;
  /** The account screens': the legal texts' versions, and what each new one changes, in the page's language. */
  legal?: LegalPayload;
}

const loading = new Map<string, Promise<PagePayload>>();

/**
 * The payload of the page at `pagePath`: fetched once, however many screens ask. When that fails, it
 * logs `Failed locale loading: {reason}` (docs/spec.md#8-error-catalogue); the promise rejects, the
 * next ask tries again, and meanwhile a screen shows its fallback text. When the server answered
 * with an error (the payload of a replaced build is gone), the page also loads afresh, once, through
 * the reload guard, so that the visitor gets the texts after all. When the network failed (offline),
 * the page stays: a reload would only show the browser's offline page (docs/design.md#texts-on-demand).
 */
export function loadPagePayload(pagePath: string = location.pathname): Promise<PagePayload> {
  let payload = loading.get(pagePath);
  if (!payload) {
    payload = fetch(payloadUrl(pagePath, buildId))
      .then((response) => {
        // The host's clock, which judges the legal texts' days on the account screen (lib/legal/hostClock.ts).
        noteHostDate(response.headers.get('date'));
        return response.ok
          ? response.json()
          : Promise.reject(new ServerAnswer(`${response.status} for ${response.url}`));
      })
      .catch((reason: unknown) => {
        loading.delete(pagePath);
        // A fetch cut off by leaving the page is no failure.
        unlessLeaving(() => {
          console.error(`Failed locale loading: ${reason instanceof Error ? reason.message : String(reason)}`);
          if (reason instanceof ServerAnswer) guardedReload(location.href);
        });
        throw reason;
      });
    loading.set(pagePath, payload);
  }
  return payload;
}

/** The texts a page loads once it runs (lib/i18n/deferredTexts.ts), from its payload. */
export function loadPageTexts(pagePath: string = location.pathname): Promise<MessageTree> {
  return loadPagePayload(pagePath).then((payload) => payload.texts);
}
