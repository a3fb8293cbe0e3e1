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

export const DEFAULT_FUNCTIONS_REGION = 'us-central1';

/**
 * How long the hourly clean-up leaves a website sign-up without an agreement (functions/src/signUps.ts
 * GRACE_HOURS, which tests/unit/functionsRuntime.test.ts holds equal): the privacy policy says it.
 */
export const CLEAN_UP_GRACE_HOURS = 24;

export interface FunctionsSettings {
  /** Whether the functions are deployed (and emulated): the site then deletes through them. */
  enabled: boolean;
  region: string;
}

type Env = Record<string, string | undefined>;

/**
 * The switch and the region as the pages use them, unchecked: the build checks both first
 * (lib/firebase/functionsRegions.ts, from next.config.ts), so the browser carries no checks.
 */
/** FIREBASE_FUNCTIONS as given, trimmed and in lower case; `on` when unset. */
export function functionsSwitchValue(env: Env): string {
  return env.FIREBASE_FUNCTIONS?.trim().toLowerCase() || 'on';
}

export function readFunctionsSwitch(env: Env): FunctionsSettings {
  return {
    enabled: functionsSwitchValue(env) !== 'off',
    region: env.FIREBASE_FUNCTIONS_REGION?.trim() || DEFAULT_FUNCTIONS_REGION,
  };
}

// Written out one by one: Next.js inlines only literal `process.env.…` reads (next.config.ts passes both).
export const functionsSettings = readFunctionsSwitch({
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
