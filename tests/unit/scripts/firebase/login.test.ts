import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { firebaseLogin } from '../../../../scripts/firebase/login';

const home = mkdtempSync(path.join(tmpdir(), 'slimstart-home-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));

describe('whether Firebase has a login here', () => {
  it('finds none in a home where nobody signed in, as firebase-tools says', () => {
    expect(firebaseLogin({ HOME: home })).toEqual({ state: 'missing' });
  }, 30_000);

  it('takes a service account key, a token, gcloud’s credentials, or the check switched off', () => {
    expect(firebaseLogin({ HOME: home, GOOGLE_APPLICATION_CREDENTIALS: '/keys/ci.json' }).state).toBe('found');
    expect(firebaseLogin({ HOME: home, FIREBASE_TOKEN: 'token' }).state).toBe('found');
    expect(firebaseLogin({ HOME: home, FIREBASE_LOGIN_CHECK: 'off' }).state).toBe('found');
    const gcloud = path.join(home, 'gcloud');
    mkdirSync(gcloud);
    writeFileSync(path.join(gcloud, 'application_default_credentials.json'), '{}');
    expect(firebaseLogin({ HOME: home, CLOUDSDK_CONFIG: gcloud })).toEqual({
      state: 'found',
      how: "gcloud's application default credentials",
    });
  });
});
