/**
 * What an operator types, in a fresh copy of the project with the settings in its files, as
 * docs/operators.md says to keep them: a live site's in .env.production.local, the hosts'
 * credentials in .env.deploy.local. Nothing of this shell's settings reaches the commands: only a
 * PATH and a HOME of their own (no Firebase login). The tests share the copy, one after the other.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitFor } from '../../scripts/lib/processes';
import { deployable } from '../support/liveSettings';
import { projectRoot } from '../support/projectFiles';
import { everyEnv, freshCopy, npmRun, runToEnd, stop, typesCheckedApart, type Env } from './support';

let dir = '';
let env: Env = {};
const envFile = (settings: Record<string, string>) =>
  Object.entries(settings)
    .map(([name, value]) => `${name}=${JSON.stringify(value)}`)
    .join('\n');
const liveSettings = { ...deployable, FIREBASE_FUNCTIONS: 'off', FIRESTORE_RULES: 'off' };
const tokens = {
  cloudflare: 'cf-token-from-the-shell-0123456789abcdef01',
  netlify: 'nfp_netlifytokeninthedeployfile0123456789',
};

beforeAll(() => {
  dir = freshCopy({ forTheFile: true });
  // Next.js's build caches of the suite's own builds, as on a machine that built before: the builds
  // here take half the time, and what they build is the same.
  for (const cache of ['.next/cache', '.next-server/cache']) {
    if (existsSync(path.join(projectRoot, cache)))
      cpSync(path.join(projectRoot, cache), path.join(dir, cache), { recursive: true });
  }
  const home = path.join(dir, '.home');
  mkdirSync(home);
  env = { PATH: process.env.PATH, HOME: home, NO_UPDATE_NOTIFIER: '1', ...typesCheckedApart };
  writeFileSync(path.join(dir, '.env.production.local'), envFile(liveSettings));
  writeFileSync(path.join(dir, '.env.deploy.local'), envFile({ NETLIFY_AUTH_TOKEN: tokens.netlify }));
});

/** Starts `npm run <name>` in the copy, and gives the status of each path once it answers. */
async function served(name: string, paths: string[]) {
  const port = await freePort();
  const run = npmRun(name, [], { cwd: dir, env: { ...env, PORT: String(port) } });
  try {
    await waitFor(`npm run ${name}`, `http://127.0.0.1:${port}/`, run.helper, { timeoutMs: 200_000 });
    const statuses: Record<string, number> = {};
    for (const pathname of paths) {
      statuses[pathname] = (await fetch(`http://127.0.0.1:${port}${pathname}`, { redirect: 'manual' })).status;
    }
    return { statuses, output: run.output() };
  } finally {
    await stop(run);
  }
}

const languages = ['/fr', '/de', '/zh', '/es', '/jp'];
const threeLanguages = { '/fr': 200, '/de': 200, '/zh': 404, '/es': 404, '/jp': 404 };

describe('an operator’s settings in .env.production.local', () => {
  it('npm start never serves what a build stopped before its last step left: it builds again', async () => {
    const build = npmRun('build', [], { cwd: dir, env });
    // Right after `next build`: the export's post-processing has begun, the build is not finished.
    // A hang guard: a build in a fresh copy has taken over 200 s on a loaded machine.
    await expect.poll(build.output, { timeout: 400_000, interval: 200 }).toContain('The warning above that the export');
    await stop(build);
    expect(existsSync(path.join(dir, 'out/index.html'))).toBe(true);
    expect(existsSync(path.join(dir, '.out-unfinished'))).toBe(true);

    const port = await freePort();
    const start = npmRun('start', [], { cwd: dir, env: { ...env, PORT: String(port) } });
    try {
      await expect
        .poll(start.output, { timeout: 60_000 })
        .toContain('out/ holds a build that did not finish (it failed or was stopped): building it again');
      // Building, not serving.
      await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
    } finally {
      await stop(start);
    }
  }, 600_000);

  it('npm run build reads LOCALES there, and npm start serves exactly those three languages', async () => {
    const build = await runToEnd('build', [], { cwd: dir, env });
    expect(build.code, build.output).toBe(0);
    const { statuses, output } = await served('start', ['/', '/faq', ...languages]);
    expect(output).toContain('is up to date with the sources and messages: serving it without building');
    expect(statuses).toMatchObject({ '/': 200, '/faq': 200, ...threeLanguages });
    // A real project named: no emulators. And the live FAQ has no contact form, which it says once.
    expect(output).not.toMatch(/Firebase emulators|without the emulators/);
    expect(output).toContain(
      'The FAQ has no contact form: it needs the product API’s address, NEXT_PUBLIC_API_BASE_URL',
    );
    const faq = readFileSync(path.join(dir, 'out/faq.html'), 'utf8');
    expect(faq).toContain(`mailto:${deployable.CONTACT_EMAIL}`);
    expect(faq).not.toContain('NEXT_PUBLIC_API_BASE_URL');
  }, 300_000);

  it('npm run build:server reads them too, and server mode serves the same three languages', async () => {
    const build = await runToEnd('build:server', [], { cwd: dir, env });
    expect(build.code, build.output).toBe(0);
    const { statuses, output } = await served('start:server', ['/faq', ...languages]);
    expect(statuses).toMatchObject({ '/faq': 200, ...threeLanguages });
    expect(output).not.toMatch(/Firebase emulators|without the emulators/);
  }, 300_000);
});

describe('npm run deploy -- --host caddy, for a server of the operator’s own', () => {
  it('says where out/ and the Caddyfile go and that Firebase has no login here, in a dry run that exits 0', async () => {
    // The functions on (the shell wins over the file): the Firebase part needs a login.
    const dryRun = await runToEnd('deploy', ['--host', 'caddy', '--dry-run'], {
      cwd: dir,
      // A server of the operator's own is where they say it is (lib/legalPages/transfers.ts).
      env: { ...env, FIREBASE_FUNCTIONS: 'on', HOSTING_COUNTRY: 'IE' },
    });
    expect(dryRun.code, dryRun.output).toBe(0);
    expect(dryRun.output).toContain('Once built, on your server:');
    expect(dryRun.output).toContain('Copy out/ to the site folder on the server (deploy/Caddyfile serves');
    expect(dryRun.output).toContain("Put deploy/Caddyfile in Caddy's configuration");
    expect(dryRun.output).toContain('Not yet: Firebase has no login on this machine');
    expect(dryRun.output).toContain('firebase deploy --only functions');
    expect(existsSync(path.join(dir, '.out-unfinished'))).toBe(false);
  });

  it('refuses a host’s credential in a file the build reads', async () => {
    const file = path.join(dir, '.env.production.local');
    writeFileSync(file, `${envFile(liveSettings)}\nNETLIFY_AUTH_TOKEN=${tokens.netlify}\n`);
    try {
      const refused = await runToEnd('deploy', ['--host', 'caddy', '--dry-run'], { cwd: dir, env });
      expect(refused.code, refused.output).toBe(1);
      expect(refused.output).toContain(
        'NETLIFY_AUTH_TOKEN is in .env.production.local, which every build reads: move it to .env.deploy.local',
      );
    } finally {
      writeFileSync(file, envFile(liveSettings));
    }
  });

  it('hands the build none of the hosts’ credentials, says first where everything goes, and leaves the Firebase part out as told', async () => {
    // Every Node.js process the deploy starts writes down its command line and which credentials it sees.
    const seen = path.join(dir, '.seen');
    mkdirSync(seen);
    const probe = path.join(dir, '.probe.cjs');
    writeFileSync(
      probe,
      `require('fs').writeFileSync(require('path').join(${JSON.stringify(seen)}, process.pid + '.json'), JSON.stringify({
        argv: process.argv.join(' '),
        credentials: Object.entries(process.env).filter(([, value]) => ${JSON.stringify(Object.values(tokens))}.includes(value)).map(([name]) => name),
      }));`,
    );
    // A setting only the build checks stops it as it starts: what matters is what it was handed,
    // and that the deploy had said where everything goes before anything could fail.
    const deploy = await runToEnd('deploy', ['--host', 'caddy'], {
      cwd: dir,
      env: {
        ...env,
        HOSTING_COUNTRY: 'IE',
        CLOUDFLARE_API_TOKEN: tokens.cloudflare,
        BUILD_CHECK_INTERVAL: '5',
        NODE_OPTIONS: `--require ${probe}`,
      },
    });
    expect(deploy.code, deploy.output).toBe(1);
    expect(deploy.output).toContain('BUILD_CHECK_INTERVAL must be a number of milliseconds of at least 1000');
    const build = deploy.output.indexOf('> NEXT_PUBLIC_FIREBASE_HOSTING=off npm run build');
    expect(build).toBeGreaterThan(deploy.output.indexOf('Copy out/ to the site folder on the server'));
    expect(deploy.output.indexOf('Once built, on your server:')).toBeGreaterThan(-1);
    expect(deploy.output).toContain('Nothing is deployed to Firebase (FIREBASE_FUNCTIONS=off, FIRESTORE_RULES=off)');

    const processes = readdirSync(seen).map((file) => JSON.parse(readFileSync(path.join(seen, file), 'utf8')));
    const builds = processes.filter(({ argv }) => argv.includes('scripts/build.ts'));
    expect(builds.length).toBeGreaterThan(0);
    expect(builds.flatMap(({ credentials }) => credentials)).toEqual([]);
    // The deploy itself had the shell's, and only that: the file's it reads into its own hands.
    expect(processes.find(({ argv }) => argv.includes('scripts/deploy.ts'))?.credentials).toEqual([
      'CLOUDFLARE_API_TOKEN',
    ]);
  });
});

describe('npm run deploy with a SITE_URL on plain http', () => {
  it('refuses it, naming the setting that says why, and goes ahead once that setting does', async () => {
    const refused = await runToEnd('deploy', ['--host', 'apache', '--dry-run'], {
      cwd: dir,
      env: { ...env, SITE_URL: 'http://example.com', HOSTING_COUNTRY: 'IE' },
    });
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toContain('SITE_URL is http://example.com, on plain HTTP');
    expect(refused.output).toContain('say why in PLAIN_HTTP_REASON');
    const told = await runToEnd('deploy', ['--host', 'apache', '--dry-run'], {
      cwd: dir,
      env: {
        ...env,
        SITE_URL: 'http://intranet.slimstart.app',
        PLAIN_HTTP_REASON: 'an intranet site',
        HOSTING_COUNTRY: 'IE',
      },
    });
    expect(told.code, told.output).toBe(0);
    expect(told.output).toContain('Every setting is in place');
  });
});

it('npm run build stops, before building anything, at app rules that could reach what the site owns', async () => {
  const copy = freshCopy();
  writeFileSync(
    path.join(copy, 'firestore.app.rules'),
    'match /{document=**} {\n  allow read, write: if request.auth != null;\n}\n',
  );
  const { code, output } = await runToEnd('build', [], { cwd: copy, env: everyEnv });
  expect(code).not.toBe(0);
  expect(output).toMatch(/firestore\.app\.rules cannot stand beside the site's rules/);
  expect(output).toContain('match /{document=**} can match users/{uid}');
  expect(existsSync(path.join(copy, 'out'))).toBe(false);
});
