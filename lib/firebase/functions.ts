/**
 * Whether the project runs the site's Cloud Functions (functions/, docs/design.md#server-code), and
 * where: read at build time, like lib/firebase/config.ts, and by the scripts that deploy and emulate
 * them. No Firebase code here.
 *
 * FIREBASE_FUNCTIONS=on (the default) says they are deployed: deletions go through them, and the
 * privacy policy names them among the recipients. `off` is a project without server code (Firebase's
 * free plan): the browser deletes, and the texts say what is then left behind. FIREBASE_FUNCTIONS_REGION
 * is their Cloud Functions region; the policies name its country.
 */
import { firebaseSettings, type FirebaseSettings } from './config';

/** Cloud Functions' regions and the country of each (ISO 3166), which the privacy policy names. */
export const FUNCTIONS_REGIONS: Record<string, string> = {
  'africa-south1': 'ZA',
  'asia-east1': 'TW',
  'asia-east2': 'HK',
  'asia-northeast1': 'JP',
  'asia-northeast2': 'JP',
  'asia-northeast3': 'KR',
  'asia-south1': 'IN',
  'asia-south2': 'IN',
  'asia-southeast1': 'SG',
  'asia-southeast2': 'ID',
  'australia-southeast1': 'AU',
  'australia-southeast2': 'AU',
  'europe-central2': 'PL',
  'europe-north1': 'FI',
  'europe-southwest1': 'ES',
  'europe-west1': 'BE',
  'europe-west2': 'GB',
  'europe-west3': 'DE',
  'europe-west4': 'NL',
  'europe-west6': 'CH',
  'europe-west8': 'IT',
  'europe-west9': 'FR',
  'europe-west10': 'DE',
  'europe-west12': 'IT',
  'me-central1': 'QA',
  'me-central2': 'SA',
  'me-west1': 'IL',
  'northamerica-northeast1': 'CA',
  'northamerica-northeast2': 'CA',
  'southamerica-east1': 'BR',
  'southamerica-west1': 'CL',
  'us-central1': 'US',
  'us-east1': 'US',
  'us-east4': 'US',
  'us-east5': 'US',
  'us-south1': 'US',
  'us-west1': 'US',
  'us-west2': 'US',
  'us-west3': 'US',
  'us-west4': 'US',
};

export const DEFAULT_FUNCTIONS_REGION = 'us-central1';

export interface FunctionsSettings {
  /** Whether the functions are deployed (and emulated): the site then deletes through them. */
  enabled: boolean;
  region: string;
  /** The region's country (ISO 3166 alpha-2). */
  country: string;
}

type Env = Record<string, string | undefined>;

export function readFunctionsSettings(env: Env): FunctionsSettings {
  const switchedOn = env.FIREBASE_FUNCTIONS?.trim().toLowerCase() || 'on';
  if (switchedOn !== 'on' && switchedOn !== 'off') {
    throw new Error(
      `FIREBASE_FUNCTIONS must be on (the project runs the site's Cloud Functions, on Firebase's Blaze plan) ` +
        `or off (it runs none), got "${env.FIREBASE_FUNCTIONS}"`,
    );
  }
  const region = env.FIREBASE_FUNCTIONS_REGION?.trim() || DEFAULT_FUNCTIONS_REGION;
  const country = FUNCTIONS_REGIONS[region];
  if (!country) {
    throw new Error(
      `FIREBASE_FUNCTIONS_REGION must be a Cloud Functions region, one of ${Object.keys(FUNCTIONS_REGIONS).join(', ')}; got "${region}"`,
    );
  }
  return { enabled: switchedOn === 'on', region, country };
}

// Written out one by one: Next.js inlines only literal `process.env.…` reads (next.config.ts passes both).
export const functionsSettings = readFunctionsSettings({
  FIREBASE_FUNCTIONS: process.env.FIREBASE_FUNCTIONS,
  FIREBASE_FUNCTIONS_REGION: process.env.FIREBASE_FUNCTIONS_REGION,
});

/** Where the browser calls the callable function `name`: on the emulator, or in the project. */
export function callableUrl(
  name: string,
  { emulators, options }: FirebaseSettings = firebaseSettings,
  { region }: FunctionsSettings = functionsSettings,
): string {
  return emulators
    ? `http://${emulators.functions}/${options.projectId}/${region}/${name}`
    : `https://${region}-${options.projectId}.cloudfunctions.net/${name}`;
}

/** The origin the Content-Security-Policy must let the browser call, when the functions run. */
export function functionsSources(
  settings: FirebaseSettings = firebaseSettings,
  functions: FunctionsSettings = functionsSettings,
): string[] {
  return functions.enabled ? [new URL(callableUrl('deleteAccount', settings, functions)).origin] : [];
}
