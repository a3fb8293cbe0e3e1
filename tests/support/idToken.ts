/**
 * An emulator's ID token as if its sign-in were `seconds` older: the Auth emulator's tokens are
 * unsigned (and the emulators accept them so), so only the payload's `auth_time` changes; the
 * emulator has no clock to turn back.
 */
export function signedInEarlier(idToken: string, seconds: number): string {
  const [header, payload] = idToken.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  claims.auth_time -= seconds;
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), ''].join('.');
}
