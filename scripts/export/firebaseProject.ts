/**
 * The Firebase project files that follow from the TypeScript tables, written by `npm run build`:
 * - firestore.rules, whose profile limits and language list come from lib/account/profileForm.ts and the
 *   locale table, so that a new locale's visitors can save their profile, and whose agreement
 *   and consent (versions by date, ages) come from legal/versions.json and the locale table;
 * - firebase.json, whose emulator ports are lib/firebase/config.ts's DEFAULT_EMULATORS, with the functions.
 * Both are committed; a unit test fails when they differ from what the tables give.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_EMULATORS, type EmulatorHosts } from '../../lib/firebase/config';
import { firestoreRules } from './firestoreRules';

/**
 * firebase.json: the rules file, the Cloud Functions (docs/design.md#server-code: built before each
 * deploy, on a runtime Cloud Functions still deploys, tests/unit/functionsRuntime.test.ts), and the
 * local emulators, where the site's scripts start them.
 * Before a deploy, `npm ci --dry-run` checks that the functions' own lock file agrees with
 * functions/package.json (it refuses one that does not, installing nothing); Firebase's build then
 * installs the functions from that lock with `npm ci`, at the versions the tests ran
 * (scripts/firebase/functionsLock.ts). Nothing is installed into the checkout: a second copy of
 * firebase-admin beside the root's would split the tests' Firebase app in two.
 */
function firebaseJson(emulators: EmulatorHosts = DEFAULT_EMULATORS): string {
  const at = (host: string) => {
    const [hostname, port] = host.split(':');
    return { host: hostname, port: Number(port) };
  };
  const config = {
    firestore: { rules: 'firestore.rules' },
    functions: [
      {
        source: 'functions',
        codebase: 'default',
        runtime: 'nodejs22',
        ignore: ['node_modules', 'src', 'tsconfig.json', '*.log'],
        predeploy: [
          'npm --prefix "$RESOURCE_DIR" ci --dry-run --ignore-scripts --no-audit --no-fund',
          'npm --prefix "$RESOURCE_DIR" run build',
        ],
      },
    ],
    emulators: {
      auth: at(emulators.auth),
      firestore: at(emulators.firestore),
      functions: at(emulators.functions),
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/** The generated project files, by name. */
export function firebaseProjectFiles(): Record<string, string> {
  return { 'firestore.rules': firestoreRules(), 'firebase.json': firebaseJson() };
}

/** Writes the files that differ from what the tables give; returns their names. */
export function writeFirebaseProject(root: string): string[] {
  return Object.entries(firebaseProjectFiles()).flatMap(([name, text]) => {
    const file = path.join(root, name);
    if (existsSync(file) && readFileSync(file, 'utf8') === text) return [];
    writeFileSync(file, text);
    return [name];
  });
}
