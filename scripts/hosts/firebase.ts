/**
 * Firebase Hosting (docs/design.md#7-hosts): the hosting section of firebase.json, which the build
 * writes to deploy/firebase.json, out/ as Firebase is sent it, and the Hosting emulator serving it.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_PROJECT_ID } from '../../lib/firebase/config';
import { FIREBASE_I18N_ROOT } from '../../lib/i18n/firebaseLanguage';
import { routeRules } from '../../lib/hosting/routeRules';
import { redirectTable, type RedirectTable } from '../../lib/hosting/redirects';
import { root } from '../lib/paths';
import { freePort, spawnLogged, waitFor } from '../lib/processes';
import { deployFile, generated, type Host, type HostOptions } from './host';

/**
 * The `hosting` section of firebase.json for out/: the route rules' headers, clean URLs, and the
 * trailing-slash rule every host follows (`/faq/` → 301 `/faq`; where no page is, 404). Firebase
 * Hosting answers every unknown path with one 404 page: the one of the visitor's language from its
 * i18n folder, else the root 404.html; either shows the locale's own 404 page once its first script
 * has run, where the path's prefix names another (lib/hosting/notFoundSlot.ts, showLocaleNotFound).
 * The moved addresses of redirects.json (docs/operators.md#redirects) are its `redirects`, which it
 * applies before any file or rewrite, keeping the query.
 * @see https://firebase.google.com/docs/hosting/full-config
 */
export function firebaseHosting(redirects: RedirectTable = redirectTable()) {
  return {
    hosting: {
      public: 'out',
      cleanUrls: true,
      trailingSlash: false,
      // Each language's 404 page, which Firebase chooses by the visitor's language
      // (lib/i18n/firebaseLanguage.ts): deploy puts them into its copy of out/.
      i18n: { root: FIREBASE_I18N_ROOT },
      redirects: Object.entries(redirects).map(([source, [destination, type]]) => ({ source, destination, type })),
      headers: Object.entries(routeRules).map(([source, rule]) => ({
        source,
        headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })),
      })),
    },
  };
}

/**
 * out/ as Firebase Hosting is sent it: a copy in the project's folder `name` (Firebase serves only
 * below its config's folder) with each language's 404 page in its i18n folder, which the build wrote
 * to deploy/firebase/ (lib/i18n/firebaseLanguage.ts). Returns the copy's path.
 */
export function firebasePublic(outDir: string, name: string, deployDir?: string): string {
  const dir = path.join(root, name);
  rmSync(dir, { recursive: true, force: true });
  cpSync(outDir, dir, { recursive: true });
  const localized = path.join('firebase', FIREBASE_I18N_ROOT);
  cpSync(deployFile(localized, deployDir), path.join(dir, FIREBASE_I18N_ROOT), { recursive: true });
  return dir;
}

/** The project's firebase.json with the hosting section the build generated, for `outDir`. */
export function firebaseConfig(
  outDir: string,
  emulators?: Record<string, unknown>,
  deployDir?: string,
): Record<string, unknown> {
  const project = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
  const { hosting } = JSON.parse(generated('firebase.json', deployDir));
  // Firebase reads `public` relative to the config's folder and refuses one outside it.
  const publicDir = path.relative(root, path.resolve(root, outDir));
  if (!publicDir || publicDir.startsWith('..') || path.isAbsolute(publicDir)) {
    throw new Error(`The folder to serve must be inside the project, got ${outDir}`);
  }
  return {
    ...project,
    hosting: { ...hosting, public: publicDir },
    emulators: { ...project.emulators, ...emulators },
  };
}

/**
 * Writes a Firebase config at the project's root, where Firebase looks for `public` and .firebaserc
 * (the files are git-ignored), and returns its path.
 */
export function writeFirebaseConfig(name: string, config: Record<string, unknown>): string {
  const file = path.join(root, name);
  writeFileSync(file, JSON.stringify(config, null, 2) + '\n');
  return file;
}

/** The Firebase Hosting emulator serving `outDir` (its copy with the language 404 pages) with the generated hosting config. */
export async function startFirebaseHosting({ outDir, port, deployDir }: HostOptions): Promise<Host> {
  const ports = { hub: await freePort(), logging: await freePort() };
  const publicDir = firebasePublic(outDir, `.firebase-public-${port}`, deployDir);
  const config = firebaseConfig(
    publicDir,
    {
      hosting: { host: '127.0.0.1', port },
      hub: { host: '127.0.0.1', port: ports.hub },
      logging: { host: '127.0.0.1', port: ports.logging },
    },
    deployDir,
  );
  // Hosting alone: the functions run in the emulator suite (scripts/firebase/emulators.ts).
  delete config.functions;
  const file = writeFirebaseConfig(`.firebase-hosting-${port}.json`, config);
  const helper = spawnLogged(path.join(root, 'node_modules', '.bin', 'firebase'), [
    'emulators:start',
    '--only',
    'hosting',
    '--project',
    DEMO_PROJECT_ID,
    '--config',
    file,
  ]);
  const url = `http://127.0.0.1:${port}`;
  await waitFor('The Firebase Hosting emulator', `${url}/`, helper);
  return {
    url,
    stop: () => {
      helper.child.kill('SIGTERM');
      rmSync(file, { force: true });
      rmSync(publicDir, { recursive: true, force: true });
    },
  };
}
