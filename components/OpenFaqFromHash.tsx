'use client';

import { useEffect } from 'react';
import { decodeOrNull } from '@/lib/url';

/** Opens the FAQ answer that the URL's hash names (`/faq#delete-account`), on load and on change. */
export default function OpenFaqFromHash() {
  useEffect(() => {
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
  }, []);
  return null;
}
