/**
 * The real hosts the export ships for, run locally with the configs the build wrote to deploy/
 * (docs/design.md#7-hosts): nginx with deploy/nginx.conf, Apache with deploy/apache.conf, Caddy
 * with deploy/Caddyfile, and the Firebase Hosting emulator with deploy/firebase.json merged into the
 * project's firebase.json, exactly as `npm run deploy` sends it. Used by `npm run preview:*`,
 * `npm run deploy` and the host contract (tests/e2e/hosts.spec.ts).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PROJECT_ID } from '../../lib/firebase/config';
import { FIREBASE_I18N_ROOT } from '../../lib/i18n/firebaseLanguage';
import { root } from '../lib/paths';
import { freePort, spawnLogged, waitFor } from '../lib/processes';

export interface Host {
  url: string;
  stop: () => void | Promise<void>;
}

/**
 * What a host is started with: the export, the loopback port, and the folder of the configs the
 * build generated (deploy/, or one a test generated for a locale table of its own).
 */
export interface HostOptions {
  outDir: string;
  port: number;
  deployDir?: string;
}

/** A config the build generated, or an error saying to build first. */
export function deployFile(name: string, deployDir = path.join(root, 'deploy')): string {
  const file = path.join(deployDir, name);
  if (!existsSync(file)) throw new Error(`deploy/${name} is missing: run \`npm run build\` first.`);
  return file;
}

const generated = (name: string, deployDir?: string) => readFileSync(deployFile(name, deployDir), 'utf8');

/** A server's binary in the usual places or on PATH, or an error saying how to install it. */
function binary(name: string, places: string[], install: string): string {
  const found = places.find(existsSync);
  if (found) return found;
  if (spawnSync(name, ['-v']).status === 0) return name;
  throw new Error(`${name} is not installed. ${install}`);
}

const nginxBinary = () =>
  binary(
    'nginx',
    ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx', '/opt/homebrew/bin/nginx'],
    'On Debian or Ubuntu: apt-get install -y nginx-light (as root); elsewhere install nginx 1.22 or later with its SSI module.',
  );

/** A generated config with the one line that `pattern` matches replaced, or an error naming the file. */
function replaceOnce(config: string, file: string, pattern: RegExp, replacement: string): string {
  let count = 0;
  const changed = config.replace(pattern, () => (count++, replacement));
  if (count !== 1) throw new Error(`deploy/${file} has no single line matching ${pattern}`);
  return changed;
}

/** Where the preview's plain-HTTP listener and its made certificate are, when the config serves HTTPS. */
interface NginxTlsPreview {
  httpPort: number;
  certificate: string;
  key: string;
}

/**
 * A whole nginx configuration around the generated servers, changing only their `listen`, `root`,
 * certificate and redirect lines, with everything nginx writes kept in `dir`.
 */
function nginxConfig(
  servers: string,
  { dir, port, outDir, tls }: { dir: string; port: number; outDir: string; tls: NginxTlsPreview | null },
) {
  let site = replaceOnce(servers, 'nginx.conf', /^(\s*)root [^;]+;/m, `  root ${outDir};`);
  if (tls) {
    site = replaceOnce(site, 'nginx.conf', /^\s*listen 443 ssl( http2)?;/m, `  listen 127.0.0.1:${port} ssl http2;`);
    site = replaceOnce(site, 'nginx.conf', /^\s*listen 80;/m, `  listen 127.0.0.1:${tls.httpPort};`);
    site = replaceOnce(site, 'nginx.conf', /^\s*ssl_certificate [^;]+;/m, `  ssl_certificate ${tls.certificate};`);
    site = replaceOnce(site, 'nginx.conf', /^\s*ssl_certificate_key [^;]+;/m, `  ssl_certificate_key ${tls.key};`);
    site = replaceOnce(
      site,
      'nginx.conf',
      /return 301 https:\/\/\$host\$request_uri;/,
      `return 301 https://$host:${port}$request_uri;`,
    );
  } else site = replaceOnce(site, 'nginx.conf', /^(\s*)listen [^;]+;/m, `  listen 127.0.0.1:${port};`);
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

/**
 * A certificate for localhost and 127.0.0.1, valid for a day, made with openssl in `dir`: what the
 * preview serves HTTPS with in place of the site's own.
 */
function makeCertificate(dir: string): { certificate: string; key: string } {
  const certificate = path.join(dir, 'certificate.pem');
  const key = path.join(dir, 'key.pem');
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'].concat([
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ]),
    { encoding: 'utf8' },
  );
  if (made.error || made.status !== 0)
    throw new Error(
      `openssl could not make the preview's certificate (on Debian or Ubuntu: apt-get install -y openssl): ${made.error?.message ?? made.stderr}`,
    );
  return { certificate, key };
}

/**
 * nginx 1.22+ serving `outDir` with deploy/nginx.conf on loopback. Where the config serves HTTPS
 * (the site's address is https), it does so on `port` with a certificate made for the preview, and
 * its plain-HTTP server, which only redirects there, listens on a free port (`httpUrl`).
 */
export async function startNginx({
  outDir,
  port,
  httpPort,
  deployDir,
}: HostOptions & { httpPort?: number }): Promise<Host & { httpUrl?: string }> {
  const nginx = nginxBinary();
  const dir = mkdtempSync(path.join(tmpdir(), 'slimstart-nginx-'));
  const servers = generated('nginx.conf', deployDir);
  const tls = /^\s*listen 443 ssl/m.test(servers)
    ? { httpPort: httpPort ?? (await freePort()), ...makeCertificate(dir) }
    : null;
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(servers, { dir, port, outDir: path.resolve(outDir), tls }));
  const check = spawnSync(nginx, ['-t', '-q', '-c', conf], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused the configuration:\n${check.stderr}`);
  const { child, log } = spawnLogged(nginx, ['-c', conf, '-g', 'daemon off;']);
  const url = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const httpUrl = tls ? `http://127.0.0.1:${tls.httpPort}` : undefined;
  // Both listeners open together; the plain one answers without trusting the made certificate.
  await waitFor('nginx', `${httpUrl ?? url}/`, { child, log: () => log() + readIfThere(path.join(dir, 'error.log')) });
  return {
    url,
    httpUrl,
    stop: () => {
      child.kill('SIGQUIT');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function readIfThere(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
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

/** Where Debian's Apache keeps its modules; the generated config needs these. */
const APACHE_MODULES = '/usr/lib/apache2/modules';
const apacheModules = ['mpm_event', 'authz_core', 'mime', 'dir', 'rewrite', 'headers', 'include'];

/**
 * Apache httpd 2.4 serving `outDir` with deploy/apache.conf on a loopback port, from a config of its
 * own around it (Debian's modules). As root Apache serves as `www-data`, which may not enter the
 * project's folder: it serves a world-readable copy of `outDir` then.
 */
export async function startApache({ outDir, port, deployDir }: HostOptions): Promise<Host> {
  const apache = binary(
    'apache2',
    ['/usr/sbin/apache2'],
    'On Debian or Ubuntu: apt-get install -y --no-install-recommends apache2 (as root).',
  );
  const missing = apacheModules.filter((name) => !existsSync(`${APACHE_MODULES}/mod_${name}.so`));
  if (missing.length)
    throw new Error(`Apache lacks ${missing.map((m) => `mod_${m}`).join(', ')} in ${APACHE_MODULES}.`);
  const dir = mkdtempSync(path.join(tmpdir(), 'slimstart-apache-'));
  const asRoot = process.getuid?.() === 0;
  let served = path.resolve(outDir);
  if (asRoot) {
    chmodSync(dir, 0o755);
    served = path.join(dir, 'out');
    cpSync(outDir, served, { recursive: true });
  }
  let site = generated('apache.conf', deployDir);
  site = replaceOnce(site, 'apache.conf', /<VirtualHost [^>]+>/, `<VirtualHost 127.0.0.1:${port}>`);
  site = replaceOnce(site, 'apache.conf', /^(\s*)DocumentRoot .+$/m, `  DocumentRoot ${served}`);
  site = replaceOnce(site, 'apache.conf', /^(\s*)<Directory (?!\/>).+>$/m, `  <Directory ${served}>`);
  const conf = path.join(dir, 'httpd.conf');
  writeFileSync(
    conf,
    [
      `ServerRoot ${dir}`,
      'ServerName localhost',
      `Listen 127.0.0.1:${port}`,
      `PidFile ${dir}/httpd.pid`,
      `ErrorLog ${dir}/error.log`,
      'LogLevel warn',
      ...(asRoot ? ['User www-data', 'Group www-data'] : []),
      `Mutex file:${dir}`,
      ...apacheModules.map((name) => `LoadModule ${name}_module ${APACHE_MODULES}/mod_${name}.so`),
      'TypesConfig /etc/mime.types',
      // One process with a few threads is enough for the tests and the load run.
      'StartServers 1',
      'ServerLimit 1',
      'ThreadsPerChild 32',
      'MaxRequestWorkers 32',
      'MinSpareThreads 1',
      'MaxSpareThreads 32',
      '<Directory />',
      '  Require all denied',
      '  AllowOverride None',
      '</Directory>',
      site,
    ].join('\n'),
  );
  const check = spawnSync(apache, ['-t', '-f', conf], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`Apache refused the configuration:\n${check.stderr}`);
  const helper = spawnLogged(apache, ['-f', conf, '-DFOREGROUND']);
  const url = `http://127.0.0.1:${port}`;
  await waitFor('Apache', `${url}/`, {
    child: helper.child,
    log: () => helper.log() + readIfThere(path.join(dir, 'error.log')),
  });
  return {
    url,
    stop: () => {
      helper.child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Caddy 2.6+ serving `outDir` with deploy/Caddyfile on a loopback port: the site's address and root
 * changed, with Caddy's admin endpoint and automatic HTTPS off, and what it saves kept in a
 * folder of its own.
 */
export async function startCaddy({ outDir, port, deployDir }: HostOptions): Promise<Host> {
  const caddy = binary(
    'caddy',
    ['/usr/bin/caddy', '/usr/local/bin/caddy', '/opt/homebrew/bin/caddy'],
    'On Debian or Ubuntu: apt-get install -y caddy (as root); elsewhere install Caddy 2.6 or later.',
  );
  const dir = mkdtempSync(path.join(tmpdir(), 'slimstart-caddy-'));
  let site = generated('Caddyfile', deployDir);
  // Caddy listens on every interface unless told to bind.
  site = replaceOnce(site, 'Caddyfile', /^:80 \{$/m, `http://127.0.0.1:${port} {\n\tbind 127.0.0.1`);
  site = replaceOnce(site, 'Caddyfile', /^\troot \* .+$/m, `\troot * ${path.resolve(outDir)}`);
  const conf = path.join(dir, 'Caddyfile');
  writeFileSync(conf, `{\n\tadmin off\n\tauto_https off\n}\n\n${site}`);
  const env = { XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir };
  const check = spawnSync(caddy, ['validate', '--config', conf, '--adapter', 'caddyfile'], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  if (check.status !== 0) throw new Error(`Caddy refused the configuration:\n${check.stderr}`);
  const helper = spawnLogged(caddy, ['run', '--config', conf, '--adapter', 'caddyfile'], { env });
  const url = `http://127.0.0.1:${port}`;
  await waitFor('Caddy', `${url}/`, helper);
  return {
    url,
    stop: () => {
      helper.child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
