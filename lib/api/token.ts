/** The signed-in visitor's ID token, in local storage under `token` (docs/spec.md#3-entities-and-their-fields). */
export const TOKEN_KEY = 'token';

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}
