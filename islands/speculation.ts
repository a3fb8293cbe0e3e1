/**
 * Instant full loads between documents (docs/design.md#documents): hands the page's
 * speculation rules, computed at build time, to the browser, under the link-prefetch rule
 * (lib/hosting/speculationRules.ts).
 */
import { speculateOnLinks } from '@/lib/hosting/speculationRules';

speculateOnLinks();
