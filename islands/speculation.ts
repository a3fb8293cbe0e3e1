/**
 * Instant full loads between documents (docs/design.md#documents): hands the page's
 * speculation rules, computed at build time, to the browser, under the link-prefetch rule
 * (lib/speculationRules.ts).
 */
import { speculateOnLinks } from '@/lib/speculationRules';

speculateOnLinks();
