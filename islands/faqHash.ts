/**
 * The FAQ's island (docs/design.md#documents): opens the answer that the hash names, on load and
 * when the hash changes (lib/navigation/faqHash.ts).
 */
import { openFaqFromHash } from '@/lib/navigation/faqHash';

openFaqFromHash();
