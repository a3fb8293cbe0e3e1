/**
 * Cloudflare Pages and Netlify run locally by their own CLIs (wrangler's `pages dev`, `netlify dev`),
 * each in a network namespace with only loopback (scripts/hosts/loopbackNamespace.ts), serving the
 * export with the files the build wrote to deploy/cloudflare/ and deploy/netlify/
 * (lib/hosting/cdnConfigs.ts), as `npm run deploy -- --host cloudflare|netlify` sends them. Used by
 * `npm run preview:cloudflare`, `preview:netlify` and the host contract (tests/e2e/hosts.spec.ts).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hostCli } from './clis';
import { startInLoopbackNamespace } from './loopbackNamespace';
import { waitFor } from '../lib/processes';
import { deployFile, type Host, type HostOptions } from './host';

/** The compatibility date wrangler 4.86.0's runtime supports (without one it asks for today's and fails). */
export const CLOUDFLARE_COMPATIBILITY_DATE = '2026-05-01';

/**
 * A copy of `outDir` with Cloudflare's `_headers` and `_redirects` beside the pages, as Cloudflare
 * Pages is sent it: out/ itself holds no host's files, since every other host would serve them.
 */
export function cloudflareSite(outDir: string, dir: string, deployDir?: string): string {
  const site = path.join(dir, 'site');
  cpSync(outDir, site, { recursive: true });
  for (const file of ['_headers', '_redirects'])
    cpSync(deployFile(`cloudflare/${file}`, deployDir), path.join(site, file));
  return site;
}

/** A folder with netlify.toml, where Netlify's CLI runs: the config is read there, never served. */
export function netlifyProject(dir: string, deployDir?: string): string {
  cpSync(deployFile('netlify/netlify.toml', deployDir), path.join(dir, 'netlify.toml'));
  return dir;
}

/** `make()`, or, where it throws, the folder it was making things in removed. */
function removingOnError<T>(dir: string, make: () => T): T {
  try {
    return make();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** What keeps a CLI's settings, logs and telemetry out of the user's home: a home of its own. */
const privateHome = (dir: string) => ({
  HOME: dir,
  XDG_CONFIG_HOME: path.join(dir, '.config'),
  NO_UPDATE_NOTIFIER: '1',
  BROWSER: 'none',
});

async function startCli(
  name: string,
  dir: string,
  command: string,
  args: (innerPort: number) => string[],
  { port, env }: { port: number; env: Record<string, string> },
): Promise<Host> {
  // The namespace is the CLI's alone: any fixed port is free there.
  const innerPort = 8788;
  const helper = await startInLoopbackNamespace(command, args(innerPort), {
    port,
    innerPort,
    socket: path.join(dir, 'relay.sock'),
    cwd: dir,
    env: { ...privateHome(dir), ...env },
  }).catch((error) => {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await helper.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  // The CLIs are slow to start on a busy machine: Netlify's once took over 90 s.
  await waitFor(name, `${url}/`, helper, { timeoutMs: 180_000 }).catch(async (error) => {
    await stop();
    throw error;
  });
  return { url, stop };
}

/** Cloudflare Pages' local server (wrangler 4.86.0 `pages dev`) serving a copy of `outDir`. */
export async function startCloudflarePages({ outDir, port, deployDir }: HostOptions): Promise<Host> {
  const wrangler = hostCli('wrangler');
  const dir = mkdtempSync(path.join(tmpdir(), 'slimstart-cloudflare-'));
  const site = removingOnError(dir, () => cloudflareSite(path.resolve(outDir), dir, deployDir));
  return startCli(
    'Cloudflare Pages (wrangler pages dev)',
    dir,
    wrangler,
    (innerPort) => [
      ...['pages', 'dev', site, '--ip', '127.0.0.1', '--port', String(innerPort)],
      `--compatibility-date=${CLOUDFLARE_COMPATIBILITY_DATE}`,
    ],
    { port, env: { WRANGLER_SEND_METRICS: 'false' } },
  );
}

/**
 * Netlify's local server (netlify-cli 26.2.0 `netlify dev`) serving `outDir` with netlify.toml.
 * `--offline` alone still fetches the edge functions' runtime and fails; the site has none, and the
 * CLI's own hidden flag skips them.
 */
export async function startNetlify({ outDir, port, deployDir }: HostOptions): Promise<Host> {
  const netlify = hostCli('netlify');
  const made = mkdtempSync(path.join(tmpdir(), 'slimstart-netlify-'));
  const dir = removingOnError(made, () => netlifyProject(made, deployDir));
  return startCli(
    'Netlify (netlify dev)',
    dir,
    netlify,
    (innerPort) => [
      ...['dev', '--offline', '--internal-disable-edge-functions', '--no-open', '--skip-gitignore'],
      ...['--dir', path.resolve(outDir), '--port', String(innerPort)],
    ],
    { port, env: {} },
  );
}
