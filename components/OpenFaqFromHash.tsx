'use client';

import { useEffect } from 'react';
import { openFaqFromHash } from '@/lib/navigation/faqHash';

/**
 * Opens the FAQ answer that the URL's hash names (lib/navigation/faqHash.ts). The FAQ is a document
 * (lib/hosting/documents.ts): its marker names the island that does this there (islands/faqHash.ts);
 * where the page runs as the application (`npm run dev`), this effect does it.
 */
export default function OpenFaqFromHash() {
  useEffect(openFaqFromHash, []);
  return <span hidden data-island="faq-hash" />;
}
