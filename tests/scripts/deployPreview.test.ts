/**
 * `npm run deploy -- --preview` and `--promote <build id>` as an operator types them, in a fresh
 * copy of the project with a live site's settings in .env.production.local and the hosts'
 * credentials in .env.deploy.local (docs/operators.md#a-preview-then-the-same-bytes-live). Dry runs:
 * the hosts cannot be reached from here, so each run prints the commands it would send them. The
 * promote finds a kept build made as a preview keeps it (scripts/deploy/kept.ts).
 */
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { folderHash, sourcesHash, writeKept } from '../../scripts/deploy/kept';
import { deployable } from '../support/liveSettings';
import { envFile, operatorCopy, runToEnd, type Env } from './support';

let dir = '';
let env: Env = {};
const credentials = {
  CLOUDFLARE_API_TOKEN: 'cf-token-in-the-deploy-file-0123456789',
  CLOUDFLARE_ACCOUNT_ID: '0123456789abcdef0123456789abcdef',
  NETLIFY_AUTH_TOKEN: 'nfp_netlifytokeninthedeployfile0123456789',
};
// Each host's company in the policies, as the deploy's checks ask (scripts/hosts/deploys.ts).
const hostSettings = {
  firebase: {},
  netlify: { HOSTING_PROVIDER: 'Netlify, Inc., 512 2nd Street, San Francisco, CA 94107, USA', HOSTING_COUNTRY: 'US' },
  cloudflare: {
    HOSTING_PROVIDER: 'Cloudflare, Inc., 101 Townsend Street, San Francisco, CA 94107, USA',
    HOSTING_COUNTRY: 'US',
    CLOUDFLARE_PAGES_PROJECT: 'slimstart',
  },
  caddy: { HOSTING_PROVIDER: 'Hetzner Online GmbH, Industriestr. 25, 91710 Gunzenhausen', HOSTING_COUNTRY: 'DE' },
};

beforeAll(() => {
  ({ dir, env } = operatorCopy({
    '.env.production.local': envFile({ ...deployable, NETLIFY_SITE_ID: '12345678-1234-1234-1234-123456789abc' }),
    '.env.deploy.local': envFile(credentials),
  }));
});

const deploy = (host: keyof typeof hostSettings, args: string[]) =>
  runToEnd('deploy', ['--host', host, ...args], { cwd: dir, env: { ...env, ...hostSettings[host] } });

describe('npm run deploy -- --preview --dry-run', () => {
  it('Firebase Hosting: a preview channel named by the build id, and no rules or functions', async () => {
    const { code, output } = await deploy('firebase', ['--preview', '--dry-run']);
    expect(code, output).toBe(0);
    expect(output).toContain(
      'firebase hosting:channel:deploy <build id> --config .firebase-hosting-<build id>.json --project slimstart-prod',
    );
    expect(output).not.toContain('firebase deploy');
    expect(output).toContain('after 7 days (its default; 30 days at most)');
    expect(output).toContain('A preview is no publication: legal/published.json is unchanged');
  });

  it('Netlify: a draft deploy, never --prod', async () => {
    const { code, output } = await deploy('netlify', ['--preview', '--dry-run']);
    expect(code, output).toBe(0);
    const line = output.split('\n').find((text) => text.includes('netlify deploy'));
    expect(line).toContain('--dir .deploys/<build id>/site');
    expect(line).not.toContain('--prod');
  });

  it('Cloudflare Pages: a branch of the preview’s own, not the production branch', async () => {
    const { code, output } = await deploy('cloudflare', ['--preview', '--dry-run']);
    expect(code, output).toBe(0);
    expect(output).toContain(
      'wrangler pages deploy .deploys/<build id>/site --project-name slimstart --branch preview-<build id>',
    );
  });

  it('Caddy: the folder and its config under a preview path, and how to serve them', async () => {
    const { code, output } = await deploy('caddy', ['--preview', '--dry-run']);
    expect(code, output).toBe(0);
    expect(output).toContain(
      'write .deploys/<build id>/Caddyfile: deploy/Caddyfile serving /var/www/slimstart/previews/<build id>',
    );
    expect(output).toContain('at an address of its own');
  });
});

describe('npm run deploy -- --promote <build id> --dry-run', () => {
  const id = 'mscript01-c0ffee';
  const kept = (host: string) => {
    const site = path.join(dir, '.deploys', id, 'site');
    mkdirSync(site, { recursive: true });
    writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>SlimStart</title>');
    writeKept(
      {
        id,
        host: host as 'netlify',
        project: 'slimstart-prod',
        site: folderHash(site),
        sources: sourcesHash(dir),
        at: '2026-11-29T12:00:00Z',
      },
      path.join(dir, '.deploys'),
    );
  };

  it('sends the kept folder to production: Netlify with --prod, Cloudflare to its production branch', async () => {
    kept('netlify');
    const netlify = await runToEnd('deploy', ['--promote', id, '--dry-run'], {
      cwd: dir,
      env: { ...env, ...hostSettings.netlify },
    });
    expect(netlify.code, netlify.output).toBe(0);
    expect(netlify.output).toContain(`netlify deploy --prod --no-build --dir .deploys/${id}/site`);
    kept('cloudflare');
    const cloudflare = await deploy('cloudflare', ['--promote', id, '--dry-run']);
    expect(cloudflare.code, cloudflare.output).toBe(0);
    expect(cloudflare.output).toContain(
      `wrangler pages deploy .deploys/${id}/site --project-name slimstart --branch main`,
    );
  });

  it('clones the Firebase channel to live after the rules and the functions', async () => {
    kept('firebase');
    const { code, output } = await deploy('firebase', ['--promote', id, '--dry-run']);
    expect(code, output).toBe(0);
    const rules = output.indexOf(
      `firebase deploy --only firestore:rules,functions --config .firebase-hosting-${id}.json`,
    );
    expect(rules).toBeGreaterThan(-1);
    expect(output.indexOf(`firebase hosting:clone slimstart-prod:${id} slimstart-prod:live`)).toBeGreaterThan(rules);
  });

  it('refuses sources changed since the preview, unless --rebuild builds them anew', async () => {
    kept('netlify');
    appendFileSync(path.join(dir, 'messages', 'en.json'), ' ');
    const refused = await deploy('netlify', ['--promote', id, '--dry-run']);
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toContain(`the sources changed since the preview of build ${id}`);
    const rebuilt = await deploy('netlify', ['--promote', id, '--rebuild', '--dry-run']);
    expect(rebuilt.code, rebuilt.output).toBe(0);
    expect(rebuilt.output).toContain('NEXT_PUBLIC_FIREBASE_HOSTING=off npm run build');
    expect(rebuilt.output).toContain('netlify deploy --prod');
  });
});
