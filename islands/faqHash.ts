/**
 * The FAQ's island (docs/design.md#documents): opens the answer that the hash names, on load and
 * when the hash changes (lib/faqHash.ts).
 */
import { openFaqFromHash } from '@/lib/faqHash';

openFaqFromHash();
