import { TOKEN_KEY } from '../api/token';
import { SIGNED_IN_HINT } from './hint';

/**
 * What the browser remembers of the signed-in visitor: the ID token under `token`
 * (docs/spec.md#3-entities-and-their-fields), for the product API, and the hint that the header reads (lib/firebase/hint.ts).
 */
export function rememberSession(token: string | null, storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage) {
  try {
    if (token) {
      storage.setItem(TOKEN_KEY, token);
      storage.setItem(SIGNED_IN_HINT, '1');
    } else {
      storage.removeItem(TOKEN_KEY);
      storage.removeItem(SIGNED_IN_HINT);
    }
  } catch {
    // Storage refused (private mode, quota): the session still works in this tab.
  }
}

/**
 * Where to go after signing in: a path of this site from `?next=`, or the account screen. Anything
 * else (another host, `//host`, backslashes, `javascript:`) is ignored.
 */
export function safeNextPath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f]/.test(value)) return fallback;
  try {
    const url = new URL(value, 'http://site.invalid');
    if (url.origin !== 'http://site.invalid') return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
