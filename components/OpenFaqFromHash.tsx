'use client';

import { useEffect } from 'react';

/** Opens the FAQ answer that the URL's hash names (`/faq#delete-account`), on load and on change. */
export default function OpenFaqFromHash() {
  useEffect(() => {
    function open() {
      const id = decodeURIComponent(location.hash.slice(1));
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
