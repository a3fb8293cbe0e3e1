/**
 * The header's signed-in state on a document (docs/design.md#documents). The page's first script
 * has marked `<html>` from the signed-in hint before the header was painted (lib/firebase/hint.ts);
 * this follows the hint as it changes in another tab, and reads it again when the page comes back
 * from the back-forward cache, where it may have been signed in or out meanwhile. Firebase never
 * loads on a document: the account screen confirms the session.
 */
import { markFromHint, onHintChange, SIGNED_IN_HINT, SIGNED_IN_MARK } from '@/lib/firebase/hint';

const mark = () => markFromHint(SIGNED_IN_HINT, SIGNED_IN_MARK);
onHintChange(mark);
addEventListener('pageshow', (event) => {
  if (event.persisted) mark();
});
