/** The signed-in visitor's ID token, in local storage under `token` (docs/spec.md#3-entities-and-their-fields). */
export const TOKEN_KEY = 'token';

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Firebase's own token, refreshed when it has expired, on a page where Firebase runs (lib/firebase/app.ts). */
let freshToken: (() => Promise<string | null>) | undefined;

export function provideFreshToken(source: () => Promise<string | null>): void {
  freshToken = source;
}

/**
 * The token a request carries: where Firebase runs, its own, which it refreshes once expired (and
 * the stored copy follows: lib/firebase/app.ts); elsewhere, or should Firebase fail to give one, the
 * stored copy, as the seed sends it.
 */
export async function currentToken(): Promise<string | null> {
  const fresh = await freshToken?.().catch(() => null);
  return fresh ?? readToken();
}
