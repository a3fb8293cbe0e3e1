/** The signed-in visitor's ID token, in local storage under `token` (SPEC.md section 3). */
export const TOKEN_KEY = 'token';

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}
