import { TOKEN_KEY } from '../api/token';
import { announceHintChange, SIGNED_IN_HINT } from './hint';
import { SIGNING_IN } from './signingIn';

/** The new account held for the visitor's agreement (lib/firebase/newAccountHold.ts), by its uid. */
export const NEW_ACCOUNT_HELD = 'slimstart:new-account';

/**
 * What the browser remembers of the signed-in visitor: the ID token under `token`
 * (docs/spec.md#3-entities-and-their-fields), for the product API, and the hint that the header reads (lib/firebase/hint.ts).
 */
export function rememberSession(token: string | null, storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage) {
  try {
    if (token) {
      storage.setItem(TOKEN_KEY, token);
      storage.setItem(SIGNED_IN_HINT, '1');
      // The hint, set, takes over from the mark of a sign-in on its way (lib/firebase/signingIn.ts):
      // removed only now, so that no moment has neither.
      storage.removeItem(SIGNING_IN);
    } else {
      storage.removeItem(TOKEN_KEY);
      storage.removeItem(SIGNED_IN_HINT);
    }
  } catch {
    // Storage refused (private mode, quota): the session still works in this tab.
  }
  // The header follows at once, on every screen (components/HeaderAccountLink.tsx).
  announceHintChange();
}
