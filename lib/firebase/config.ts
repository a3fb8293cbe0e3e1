/**
 * The Firebase project the site talks to, read at build time (no Firebase code here: the Content
 * Security Policy and the scripts read this file too).
 *
 * With NEXT_PUBLIC_FIREBASE_API_KEY, NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN, NEXT_PUBLIC_FIREBASE_PROJECT_ID
 * and NEXT_PUBLIC_FIREBASE_APP_ID set, the site uses that project. With none of them, it uses the
 * `demo-slimstart` project on the local Auth and Firestore emulators (docs/design.md#5-firebase-emulators), which
 * `npm start`, `npm run dev` and the tests start themselves. Setting only some of them stops the build.
 */
export interface FirebaseSettings {
  options: { apiKey: string; authDomain: string; projectId: string; appId?: string };
  /** `host:port` of each emulator, or null when talking to the real project. */
  emulators: EmulatorHosts | null;
}

/** `host:port` of each emulator the site talks to. */
export interface EmulatorHosts {
  auth: string;
  firestore: string;
  functions: string;
}

export const DEMO_PROJECT_ID = 'demo-slimstart';
export const DEFAULT_EMULATORS: EmulatorHosts = {
  auth: '127.0.0.1:9099',
  firestore: '127.0.0.1:8080',
  functions: '127.0.0.1:5001',
};

type Env = Record<string, string | undefined>;

function readHost(name: string, value: string | undefined, fallback: string): string {
  const host = value?.trim() || fallback;
  if (!/^[a-z0-9.-]+:\d{1,5}$/i.test(host))
    throw new Error(`${name} must be host:port, such as ${fallback}, got "${host}"`);
  return host;
}

export function readFirebaseSettings(env: Env): FirebaseSettings {
  const apiKey = env.NEXT_PUBLIC_FIREBASE_API_KEY?.trim();
  const authDomain = env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN?.trim();
  const projectId = env.NEXT_PUBLIC_FIREBASE_PROJECT_ID?.trim();
  const appId = env.NEXT_PUBLIC_FIREBASE_APP_ID?.trim() || undefined;
  const emulators = {
    auth: readHost(
      'NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST',
      env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST,
      DEFAULT_EMULATORS.auth,
    ),
    firestore: readHost(
      'NEXT_PUBLIC_FIREBASE_FIRESTORE_EMULATOR_HOST',
      env.NEXT_PUBLIC_FIREBASE_FIRESTORE_EMULATOR_HOST,
      DEFAULT_EMULATORS.firestore,
    ),
    functions: readHost(
      'NEXT_PUBLIC_FIREBASE_FUNCTIONS_EMULATOR_HOST',
      env.NEXT_PUBLIC_FIREBASE_FUNCTIONS_EMULATOR_HOST,
      DEFAULT_EMULATORS.functions,
    ),
  };
  if (!apiKey && !authDomain && !projectId) {
    return {
      options: { apiKey: 'demo-api-key', authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`, projectId: DEMO_PROJECT_ID },
      emulators,
    };
  }
  const missing = Object.entries({
    NEXT_PUBLIC_FIREBASE_API_KEY: apiKey,
    NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: authDomain,
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: projectId,
  })
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length) {
    throw new Error(
      `Firebase is half configured: set ${missing.join(', ')} as well, or none of them for the local emulators.`,
    );
  }
  if (!/^[a-z0-9.-]+$/i.test(authDomain!)) {
    throw new Error(
      `NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN must be a host name such as my-app.firebaseapp.com, got "${authDomain}"`,
    );
  }
  // A demo- project exists only on emulators; a real one uses them only when asked to.
  const useEmulators =
    projectId!.startsWith('demo-') ||
    Boolean(
      env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST ||
      env.NEXT_PUBLIC_FIREBASE_FIRESTORE_EMULATOR_HOST ||
      env.NEXT_PUBLIC_FIREBASE_FUNCTIONS_EMULATOR_HOST,
    );
  return {
    options: { apiKey: apiKey!, authDomain: authDomain!, projectId: projectId!, appId },
    emulators: useEmulators ? emulators : null,
  };
}

// Written out one by one: Next.js inlines only literal `process.env.NEXT_PUBLIC_…` reads.
export const firebaseSettings = readFirebaseSettings({
  NEXT_PUBLIC_FIREBASE_API_KEY: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
  NEXT_PUBLIC_FIREBASE_APP_ID: process.env.NEXT_PUBLIC_FIREBASE_APP_ID,
  NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST,
  NEXT_PUBLIC_FIREBASE_FIRESTORE_EMULATOR_HOST: process.env.NEXT_PUBLIC_FIREBASE_FIRESTORE_EMULATOR_HOST,
  NEXT_PUBLIC_FIREBASE_FUNCTIONS_EMULATOR_HOST: process.env.NEXT_PUBLIC_FIREBASE_FUNCTIONS_EMULATOR_HOST,
});

/** What the Content-Security-Policy must allow for sign-in and the profile database. */
export function firebaseSources({ emulators, options }: FirebaseSettings = firebaseSettings): {
  connect: string[];
  frame: string[];
  script: string[];
} {
  // Google sign-in loads Google's iframe loader (apis.google.com) in both cases.
  const script = ['https://apis.google.com'];
  if (emulators) {
    const auth = `http://${emulators.auth}`;
    return { connect: [auth, `http://${emulators.firestore}`], frame: [auth], script };
  }
  return {
    connect: [
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
    ],
    frame: [`https://${options.authDomain}`],
    script,
  };
}
