import { describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID, firebaseSources, readFirebaseSettings } from '@/lib/firebase/config';
import { callableUrl, functionsSources } from '@/lib/firebase/functions';
import { readFunctionsSettings } from '@/lib/firebase/functionsRegions';

const real = {
  NEXT_PUBLIC_FIREBASE_API_KEY: 'AIzaReal',
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'slimstart-prod.firebaseapp.com',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'slimstart-prod',
  NEXT_PUBLIC_FIREBASE_APP_ID: '1:2:web:3',
};

describe('Firebase settings', () => {
  it('use the demo project on the local emulators when nothing is configured', () => {
    const settings = readFirebaseSettings({});
    expect(settings.options.projectId).toBe(DEMO_PROJECT_ID);
    expect(settings.emulators).toEqual({
      auth: '127.0.0.1:9099',
      firestore: '127.0.0.1:8080',
      functions: '127.0.0.1:5001',
    });
    expect(firebaseSources(settings)).toEqual({
      connect: ['http://127.0.0.1:9099', 'http://127.0.0.1:8080'],
      frame: ['http://127.0.0.1:9099'],
      script: ['https://apis.google.com'],
    });
  });

  it('use a real project, and Google’s hosts, when one is configured', () => {
    const settings = readFirebaseSettings(real);
    expect(settings.options).toEqual({
      apiKey: 'AIzaReal',
      authDomain: 'slimstart-prod.firebaseapp.com',
      projectId: 'slimstart-prod',
      appId: '1:2:web:3',
    });
    expect(settings.emulators).toBeNull();
    expect(firebaseSources(settings).connect).toContain('https://firestore.googleapis.com');
    expect(firebaseSources(settings).frame).toEqual(['https://slimstart-prod.firebaseapp.com']);
  });

  it('stop the build when only part of a project is configured, naming what is missing', () => {
    expect(() => readFirebaseSettings({ NEXT_PUBLIC_FIREBASE_API_KEY: 'x' })).toThrow(
      'Firebase is half configured: set NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN, NEXT_PUBLIC_FIREBASE_PROJECT_ID as well',
    );
    expect(() => readFirebaseSettings({ NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: 'localhost' })).toThrow(
      'NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST must be host:port',
    );
    expect(() => readFirebaseSettings({ ...real, NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'evil.example/"x' })).toThrow(
      'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN must be a host name',
    );
  });
});

describe('Cloud Functions settings', () => {
  it('are on, in us-central1 (USA), unless told otherwise', () => {
    expect(readFunctionsSettings({})).toEqual({ enabled: true, region: 'us-central1', country: 'US' });
    expect(readFunctionsSettings({ FIREBASE_FUNCTIONS: 'off', FIREBASE_FUNCTIONS_REGION: 'europe-west3' })).toEqual({
      enabled: false,
      region: 'europe-west3',
      country: 'DE',
    });
  });

  it('name the callable on the emulator or in the project, and the policy lets the browser call it only when on', () => {
    const on = readFunctionsSettings({ FIREBASE_FUNCTIONS_REGION: 'europe-west1' });
    const emulated = readFirebaseSettings({ NEXT_PUBLIC_FIREBASE_FUNCTIONS_EMULATOR_HOST: '127.0.0.1:5185' });
    expect(callableUrl('deleteAccount', emulated, on)).toBe(
      'http://127.0.0.1:5185/demo-slimstart/europe-west1/deleteAccount',
    );
    expect(callableUrl('deleteAccount', readFirebaseSettings(real), on)).toBe(
      'https://europe-west1-slimstart-prod.cloudfunctions.net/deleteAccount',
    );
    expect(functionsSources(readFirebaseSettings(real), on)).toEqual([
      'https://europe-west1-slimstart-prod.cloudfunctions.net',
    ]);
    expect(functionsSources(readFirebaseSettings(real), { ...on, enabled: false })).toEqual([]);
  });

  it('stop the build on a switch other than on or off, or a region Cloud Functions lacks', () => {
    expect(() => readFunctionsSettings({ FIREBASE_FUNCTIONS: 'yes' })).toThrow('FIREBASE_FUNCTIONS must be on');
    expect(() => readFunctionsSettings({ FIREBASE_FUNCTIONS_REGION: 'mars-north1' })).toThrow(
      'FIREBASE_FUNCTIONS_REGION must be a Cloud Functions region, one of africa-south1',
    );
  });
});
