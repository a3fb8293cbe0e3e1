/**
 * What every host the export ships for shares (docs/design.md#7-hosts): writing its config (the
 * route rules as paths and quoted values), and running it locally with the config the build wrote
 * to deploy/, as `npm run preview:*`, `npm run deploy` and the host contract
 * (tests/e2e/hosts.spec.ts) do. Each host has a file of its own beside this one: nginx.ts,
 * apache.ts, caddy.ts, firebase.ts, and cliServers.ts for Cloudflare Pages and Netlify.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../lib/paths';

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

export const generated = (name: string, deployDir?: string) => readFileSync(deployFile(name, deployDir), 'utf8');

/** A server's binary in the usual places or on PATH, or an error saying how to install it. */
export function binary(name: string, places: string[], install: string): string {
  const found = places.find(existsSync);
  if (found) return found;
  if (spawnSync(name, ['-v']).status === 0) return name;
  throw new Error(`${name} is not installed. ${install}`);
}

/** A generated config with the one line that `pattern` matches replaced, or an error naming the file. */
export function replaceOnce(config: string, file: string, pattern: RegExp, replacement: string): string {
  let count = 0;
  const changed = config.replace(pattern, () => (count++, replacement));
  if (count !== 1) throw new Error(`deploy/${file} has no single line matching ${pattern}`);
  return changed;
}

export function readIfThere(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

/** A route rule's pattern as a path prefix (`/x/**` → `/x/`) or an exact path, for hosts that match by prefix. */
export function patternPath(pattern: string): { path: string; prefix: boolean } {
  return pattern.endsWith('/**') ? { path: pattern.slice(0, -2), prefix: true } : { path: pattern, prefix: false };
}

/** A header value inside double quotes, for Apache and Caddy. */
export const quoted = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** Where a server finds the site's certificate (the full chain) and its private key. */
export interface TlsFiles {
  certificate: string;
  key: string;
}

/**
 * The certificate a server of the operator's own serves an https site with: the paths its two
 * settings name, or where Let's Encrypt's certbot puts the site's host's (`/etc/letsencrypt/live/{host}/`).
 * An http site gets none. A path that is not absolute, or holds a character that would end the
 * directive, stops the build with the setting's name.
 */
export function tlsFiles(
  env: Record<string, string | undefined>,
  site: URL,
  names: { certificate: string; key: string },
): TlsFiles | null {
  if (site.protocol !== 'https:') return null;
  const live = `/etc/letsencrypt/live/${site.hostname}`;
  const tls = {
    certificate: env[names.certificate]?.trim() || `${live}/fullchain.pem`,
    key: env[names.key]?.trim() || `${live}/privkey.pem`,
  };
  for (const [name, value] of [
    [names.certificate, tls.certificate],
    [names.key, tls.key],
  ] as const) {
    if (!/^\/[^\s;{}"'$#]+$/.test(value))
      throw new Error(
        `${name} must be an absolute path without spaces, quotes, ; { } $ or #, got ${JSON.stringify(value)}`,
      );
  }
  return tls;
}

/**
 * A certificate for localhost and 127.0.0.1, valid for a day, made with openssl in `dir`: what a
 * preview serves HTTPS with in place of the site's own.
 */
export function makeCertificate(dir: string): TlsFiles {
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
