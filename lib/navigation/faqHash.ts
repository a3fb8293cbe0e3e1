import { decodeOrNull } from '../url';

/**
 * The FAQ entries that moved (redirects.json, docs/operators.md#redirects): old id → new id, as the
 * build resolved and stamped them (lib/hosting/redirectRules.ts). A `#fragment` never reaches a
 * server, so only the page itself can follow one.
 */
const moved: Record<string, string> = JSON.parse(process.env.NEXT_PUBLIC_FAQ_ANCHORS || '{}');

/**
 * Opens the FAQ answer that the URL's hash names (`/faq#delete-account`), now and whenever the hash
 * changes, after putting a moved entry's new id in the address; returns what stops it. The FAQ's
 * island runs it on the document (islands/faqHash.ts), components/OpenFaqFromHash.tsx wherever the
 * page runs as the application (`npm run dev`).
 * Without JavaScript the answers still open by hand: they are native `<details>`.
 */
export function openFaqFromHash(): () => void {
  function open() {
    // A malformed hash (`#%zz`) names no answer: the page stays as it is.
    let id = decodeOrNull(location.hash.slice(1));
    if (id && Object.hasOwn(moved, id)) {
      id = moved[id];
      history.replaceState(history.state, '', `#${id}`);
    }
    const target = id ? document.getElementById(id) : null;
    if (target instanceof HTMLDetailsElement && !target.open) {
      target.open = true;
      target.scrollIntoView();
    }
  }
  open();
  window.addEventListener('hashchange', open);
  return () => window.removeEventListener('hashchange', open);
}
