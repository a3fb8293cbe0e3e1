// The Admin SDK of the functions tests: on the emulator suite, and never probing a cloud metadata
// server (docs/design.md#5-firebase-emulators). It reads these when it first connects.
import { DEMO_PROJECT_ID } from '@/lib/firebase/config';
import { AUTH_HOST, FIRESTORE_HOST } from '../rules/emulator';

Object.assign(process.env, {
  FIRESTORE_EMULATOR_HOST: FIRESTORE_HOST,
  FIREBASE_AUTH_EMULATOR_HOST: AUTH_HOST,
  GCLOUD_PROJECT: DEMO_PROJECT_ID,
  METADATA_SERVER_DETECTION: 'none',
});
