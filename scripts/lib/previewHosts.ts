/**
 * The real hosts the export ships for, run locally with the configs the build wrote to deploy/
 * (docs/design.md#7-hosts): nginx with deploy/nginx.conf, and the Firebase Hosting emulator with
 * deploy/firebase.json merged into the project's firebase.json, exactly as `npm run deploy` sends
 * it. Used by `npm run preview:nginx`, `npm run preview:hosting`, `npm run deploy` and the host
 * contract (tests/e2e/hosts.spec.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PROJECT_ID } from '../../lib/firebase/config';
import { root } from './paths';
import { freePort, spawnLogged, waitFor } from './processes';

const deployDir = path.join(root, 'deploy');

export interface Host {
  url: string;
  stop: () => void;
}

function generated(file: string): string {
  const full = path.join(deployDir, file);
  if (!existsSync(full)) throw new Error(`deploy/${file} is missing: run \`npm run build\` first.`);
  return readFileSync(full, 'utf8');
}

function nginxBinary(): string {
  const found = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx', '/opt/homebrew/bin/nginx'].find(
    existsSync,
  );
  if (found) return found;
  if (spawnSync('nginx', ['-v']).status === 0) return 'nginx';
  throw new Error(
    'nginx is not installed. On Debian or Ubuntu: apt-get install -y nginx-light (as root); ' +
      'elsewhere install nginx 1.22 or later with its SSI module.',
  );
}

/**
 * A whole nginx configuration around the generated server block, changing only its `listen` and
 * `root`, with everything nginx writes kept in `dir`.
 */
function nginxConfig(serverBlock: string, { dir, port, outDir }: { dir: string; port: number; outDir: string }) {
  let listens = 0;
  let roots = 0;
  const site = serverBlock
    .replace(/^(\s*)listen [^;]+;/m, (_, indent) => (listens++, `${indent}listen 127.0.0.1:${port};`))
    .replace(/^(\s*)root [^;]+;/m, (_, indent) => (roots++, `${indent}root ${outDir};`));
  if (listens !== 1 || roots !== 1) throw new Error('deploy/nginx.conf has no listen or root line to point at out/');
  return [
    // Workers run as this user: as root, nginx would otherwise use `nobody`, who may not read out/.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log;`,
    'events { worker_connections 256; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    `  access_log off;`,
    // nginx closes a keep-alive connection after 1000 requests by default; a load generator does
    // not wait for that close before its next request, which can then meet a reset. Nothing here
    // needs connections recycled.
    '  keepalive_requests 1000000;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t};`),
    site,
    '}',
    '',
  ].join('\n');
}

/** nginx 1.22+ serving `outDir` with deploy/nginx.conf on a loopback port. */
export async function startNginx({ outDir, port }: { outDir: string; port: number }): Promise<Host> {
  const nginx = nginxBinary();
  const dir = mkdtempSync(path.join(tmpdir(), 'slimstart-nginx-'));
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(generated('nginx.conf'), { dir, port, outDir: path.resolve(outDir) }));
  const check = spawnSync(nginx, ['-t', '-q', '-c', conf], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused the configuration:\n${check.stderr}`);
  const { child, log } = spawnLogged(nginx, ['-c', conf, '-g', 'daemon off;']);
  const url = `http://127.0.0.1:${port}`;
  await waitFor('nginx', `${url}/`, { child, log: () => log() + readIfThere(path.join(dir, 'error.log')) });
  return {
    url,
    stop: () => {
      child.kill('SIGQUIT');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function readIfThere(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

/** The project's firebase.json with the hosting section the build generated, for `outDir`. */
export function firebaseConfig(outDir: string, emulators?: Record<string, unknown>): Record<string, unknown> {
  const project = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
  const { hosting } = JSON.parse(generated('firebase.json'));
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

/** The Firebase Hosting emulator serving `outDir` with the generated hosting config. */
export async function startFirebaseHosting({ outDir, port }: { outDir: string; port: number }): Promise<Host> {
  const ports = { hub: await freePort(), logging: await freePort() };
  const config = firebaseConfig(outDir, {
    hosting: { host: '127.0.0.1', port },
    hub: { host: '127.0.0.1', port: ports.hub },
    logging: { host: '127.0.0.1', port: ports.logging },
  });
  // Hosting alone: the functions run in the emulator suite (scripts/lib/emulatorProcesses.ts).
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
    },
  };
}
