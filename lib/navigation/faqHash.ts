import { decodeOrNull } from '../url';

/**
 * Opens the FAQ answer that the URL's hash names (`/faq#delete-account`), now and whenever the hash
 * changes; returns what stops it. The FAQ's island runs it on the document (islands/faqHash.ts),
 * components/OpenFaqFromHash.tsx wherever the page runs as the application (`npm run dev`).
 * Without JavaScript the answers still open by hand: they are native `<details>`.
 */
export function openFaqFromHash(): () => void {
  function open() {
    // A malformed hash (`#%zz`) names no answer: the page stays as it is.
    const id = decodeOrNull(location.hash.slice(1));
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
