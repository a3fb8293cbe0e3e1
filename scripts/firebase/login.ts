/**
 * Whether `firebase deploy` could deploy here (docs/operators.md#accounts): a login of firebase-tools
 * (`npx firebase login`, kept in the user's configuration), a service account key
 * (GOOGLE_APPLICATION_CREDENTIALS), the deprecated FIREBASE_TOKEN, or gcloud's application default
 * credentials. Read from this machine only: nothing is asked of Google. Where the credentials come
 * from a cloud's metadata server (a CI on Cloud Build), FIREBASE_LOGIN_CHECK=off skips the check.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { root } from '../lib/paths';

export type FirebaseLogin =
  | { state: 'found'; how: string }
  | { state: 'missing' }
  /** firebase-tools could not be asked: the deploy goes on, and `firebase deploy` will say. */
  | { state: 'unknown'; why: string };

export function firebaseLogin(env: Record<string, string | undefined>): FirebaseLogin {
  if (env.FIREBASE_LOGIN_CHECK?.trim().toLowerCase() === 'off')
    return { state: 'found', how: 'FIREBASE_LOGIN_CHECK=off' };
  if (env.GOOGLE_APPLICATION_CREDENTIALS?.trim())
    return { state: 'found', how: 'the service account key in GOOGLE_APPLICATION_CREDENTIALS' };
  if (env.FIREBASE_TOKEN?.trim()) return { state: 'found', how: 'FIREBASE_TOKEN' };
  const home = env.HOME ?? homedir();
  const adc = path.join(
    env.CLOUDSDK_CONFIG ?? path.join(home, '.config', 'gcloud'),
    'application_default_credentials.json',
  );
  if (existsSync(adc)) return { state: 'found', how: "gcloud's application default credentials" };
  const cli = path.join(root, 'node_modules', '.bin', 'firebase');
  const listed = spawnSync(cli, ['login:list', '--json'], {
    encoding: 'utf8',
    env: { ...process.env, ...env, CI: '1' },
    timeout: 30_000,
  });
  let answer: { status?: string; result?: { user?: { email?: string } }[] } = {};
  try {
    answer = JSON.parse(listed.stdout);
  } catch {
    // Not JSON: it could not be asked.
  }
  if (listed.error || listed.status !== 0 || answer.status !== 'success') {
    return { state: 'unknown', why: listed.error?.message ?? `firebase login:list answered ${listed.status}` };
  }
  const email = answer.result?.[0]?.user?.email;
  return email ? { state: 'found', how: `the login of ${email}` } : { state: 'missing' };
}

export const noFirebaseLogin =
  'Firebase has no login on this machine, which deploying the Firestore rules and the Cloud Functions needs: ' +
  'run `npx firebase login` (or set GOOGLE_APPLICATION_CREDENTIALS to a service account key, for a CI; ' +
  'FIREBASE_LOGIN_CHECK=off where a cloud gives the credentials).';
