/**
 * Whether `firebase deploy` could deploy here (docs/operators.md#accounts): a login of firebase-tools
 * (`npx firebase login`, kept in the user's configuration), a service account key
 * (GOOGLE_APPLICATION_CREDENTIALS), the deprecated FIREBASE_TOKEN, or gcloud's application default
 * credentials. Read from this machine only: nothing is asked of Google.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { root } from './paths';

/** How firebase-tools would sign in, or null when it has no way. */
export function firebaseLogin(env: Record<string, string | undefined>): string | null {
  if (env.GOOGLE_APPLICATION_CREDENTIALS?.trim()) return 'the service account key in GOOGLE_APPLICATION_CREDENTIALS';
  if (env.FIREBASE_TOKEN?.trim()) return 'FIREBASE_TOKEN';
  const cli = path.join(root, 'node_modules', '.bin', 'firebase');
  const listed = spawnSync(cli, ['login:list', '--json'], { encoding: 'utf8', env: { ...process.env, CI: '1' } });
  try {
    const accounts = (JSON.parse(listed.stdout) as { result?: { user?: { email?: string } }[] }).result ?? [];
    if (accounts[0]?.user?.email) return `the login of ${accounts[0].user.email}`;
  } catch {
    // Not JSON: no answer is no login.
  }
  const home = env.HOME ?? homedir();
  const adc = path.join(env.CLOUDSDK_CONFIG ?? path.join(home, '.config', 'gcloud'), 'application_default_credentials.json');
  return existsSync(adc) ? "gcloud's application default credentials" : null;
}

export const noFirebaseLogin =
  'Firebase has no login on this machine, which deploying the Firestore rules and the Cloud Functions needs: ' +
  'run `npx firebase login` (or set GOOGLE_APPLICATION_CREDENTIALS to a service account key, for a CI).';
