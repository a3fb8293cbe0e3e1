import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  checkBuildFor,
  checkSiteProtocol,
  checkSiteSettings,
  deployProblems,
  deployProject,
  deploysToFirebase,
  liveSiteSettings,
} from '../../../scripts/deploy/checks';
import { deployArgs, deploySteps, deployPlan } from '../../../scripts/deploy/plan';
import { readDeployArgs } from '../../../scripts/deploy/args';
import { cliDeploy, hostCredentials } from '../../../scripts/hosts/deploys';
import { projectRoot } from '../../support/projectFiles';
import { deployable, live } from '../../support/liveSettings';
import { transferProblem } from '@/lib/legalPages/transfers';

describe('npm run deploy', () => {
  it('deploys the Firestore rules with the site, from the one config it writes', () => {
    const args = deployArgs('/p/.firebase-hosting.json', 'slimstart-prod', ['--debug']);
    expect(args).toEqual(['--config', '/p/.firebase-hosting.json', '--project', 'slimstart-prod', '--debug']);
    // The config it writes is the project's firebase.json plus the hosting section: that names the
    // rules file, which the build keeps up to date (scripts/export/firebaseProject.ts).
    const project = JSON.parse(readFileSync(path.join(projectRoot, 'firebase.json'), 'utf8'));
    expect(existsSync(path.join(projectRoot, project.firestore.rules))).toBe(true);
  });

  it('deploys the functions before the site when they are on, and never the site without them', () => {
    expect(deploySteps(true, ['--debug'])).toEqual({
      only: ['firestore:rules,functions', 'hosting'],
      extra: ['--debug'],
    });
    expect(deploySteps(false, [])).toEqual({ only: ['hosting,firestore:rules'], extra: [] });
    for (const narrowing of [['--only', 'hosting'], ['--only=hosting'], ['--except', 'functions']]) {
      expect(() => deploySteps(true, narrowing)).toThrow(/FIREBASE_FUNCTIONS is on.*set FIREBASE_FUNCTIONS=off/s);
    }
  });

  it('refuses a functions switch other than on and off, with the rest of what is missing', () => {
    expect(deployProblems({ FIREBASE_FUNCTIONS: 'maybe' }, null)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^FIREBASE_FUNCTIONS must be on/)]),
    );
  });

  it('takes the project from FIREBASE_PROJECT first, then from .firebaserc', () => {
    const rc = JSON.stringify({ projects: { default: 'slimstart-prod' } });
    expect(deployProject({ FIREBASE_PROJECT: 'slimstart-staging' }, rc)).toBe('slimstart-staging');
    expect(deployProject({}, rc)).toBe('slimstart-prod');
  });

  it('stops with a message that says what to set when no project is named', () => {
    expect(() => deployProject({}, null)).toThrow(/Set FIREBASE_PROJECT=<your project id>.*firebase use --add/s);
    expect(() => deployProject({ FIREBASE_PROJECT: ' ' }, JSON.stringify({ projects: {} }))).toThrow(
      /No Firebase project/,
    );
    expect(() => deployProject({}, '{not json')).toThrow(/\.firebaserc is not valid JSON/);
  });

  it('refuses what is no real project id', () => {
    expect(() => deployProject({ FIREBASE_PROJECT: 'My Project; rm -rf /' }, null)).toThrow(
      /not a Firebase project id/,
    );
    expect(() => deployProject({ FIREBASE_PROJECT: 'demo-slimstart' }, null)).toThrow(/demo project/);
  });

  it('never deploys a site built for the local emulators or for another project', () => {
    const real = {
      NEXT_PUBLIC_FIREBASE_API_KEY: 'AIza-test',
      NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'slimstart-prod.firebaseapp.com',
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'slimstart-prod',
    };
    expect(() => checkBuildFor('slimstart-prod', {})).toThrow(
      /local Firebase emulators.*NEXT_PUBLIC_FIREBASE_PROJECT_ID=slimstart-prod/s,
    );
    expect(() => checkBuildFor('slimstart-staging', real)).toThrow(/project slimstart-prod, not for slimstart-staging/);
    expect(() => checkBuildFor('slimstart-prod', real)).not.toThrow();
  });

  it('asks only for what the served markets require, and publishes with it', () => {
    expect(() => checkSiteSettings(live)).not.toThrow();
    // Neither China's nor Korea's representative, nor an EU one for a company in the EU.
    for (const name of ['CN_REPRESENTATIVE', 'KR_REPRESENTATIVE', 'EU_REPRESENTATIVE'])
      expect(live).not.toHaveProperty(name);
  });

  it('refuses a market’s detail that is unset, a stand-in or a placeholder, and names it', () => {
    expect(() => checkSiteSettings({ ...live, HOSTING_PROVIDER: undefined })).toThrow(
      /^Set HOSTING_PROVIDER \(.*\(en, de, fr\) require them/s,
    );
    expect(() => checkSiteSettings({ ...live, LEGAL_NAME: 'SlimStart Ltd.' })).toThrow(/^Set LEGAL_NAME \(/);
    expect(() => checkSiteSettings({ ...live, VAT_ID: 'TODO' })).toThrow(/^Set VAT_ID \(/);
    expect(() => checkSiteSettings({ ...live, CONTACT_EMAIL: 'hello@slimstart.example' })).toThrow(
      /^Set CONTACT_EMAIL \(/,
    );
    expect(() => checkSiteSettings({ ...live, PRIVACY_OFFICER: ' ' })).toThrow(/^Set PRIVACY_OFFICER \(/);
    // A company may have no VAT number: saying so is an answer.
    expect(() => checkSiteSettings({ ...live, VAT_ID: 'none' })).not.toThrow();
  });

  it('asks for the representatives a company abroad needs in the markets it serves', () => {
    const inUk = { ...live, COMPANY_COUNTRY: 'GB', GOVERNING_LAW: 'scotland' };
    expect(() => checkSiteSettings(inUk)).toThrow(/^Set EU_REPRESENTATIVE \(/);
    expect(() => checkSiteSettings({ ...inUk, EU_REPRESENTATIVE: 'Rep EU GmbH, Hauptstraße 2, Berlin' })).not.toThrow();
    // Every market served: China's, Korea's and Japan's requirements come in too.
    expect(() => checkSiteSettings({ ...live, LOCALES: '' })).toThrow(
      /^Set CN_REPRESENTATIVE, CN_REPRESENTATIVE_CONTACT, KR_REPRESENTATIVE, KR_REPRESENTATIVE_CONTACT \(/,
    );
    expect(() => checkSiteSettings({ ...live, LOCALES: 'en,xx' })).toThrow(/LOCALES names "xx"/);
  });

  it('asks a company in the United Kingdom which of its legal systems governs the terms', () => {
    const inUk = { ...live, COMPANY_COUNTRY: 'GB', EU_REPRESENTATIVE: 'Rep EU GmbH, Hauptstraße 2, Berlin' };
    expect(() => checkSiteSettings(inUk)).toThrow(/^Set GOVERNING_LAW \(/);
    expect(() => checkSiteSettings({ ...inUk, GOVERNING_LAW: 'england-wales' })).not.toThrow();
    // Elsewhere the law of the company's country is the default, which needs no setting.
    expect(() => checkSiteSettings(live)).not.toThrow();
  });

  it('never links to localhost', () => {
    expect(() => checkSiteSettings({})).toThrow(new RegExp(`^Set ${liveSiteSettings.join(', ')}, LEGAL_NAME`));
    expect(() => checkSiteSettings({ ...live, SITE_URL: 'http://localhost:3000' })).toThrow(/live site's address/);
  });

  it('refuses a live site on plain http unless PLAIN_HTTP_REASON says why, and leaves loopback to the check above', () => {
    expect(() => checkSiteProtocol({ ...live, SITE_URL: 'http://slimstart.app' })).toThrow(
      /^SITE_URL is http:\/\/slimstart\.app, on plain HTTP.*say why in PLAIN_HTTP_REASON\.$/,
    );
    expect(deployProblems({ ...deployable, SITE_URL: 'http://slimstart.app' }, null)).toEqual([
      expect.stringMatching(/PLAIN_HTTP_REASON/),
    ]);
    expect(() =>
      checkSiteProtocol({ ...live, SITE_URL: 'http://slimstart.app', PLAIN_HTTP_REASON: 'an intranet without TLS' }),
    ).not.toThrow();
    for (const SITE_URL of ['https://slimstart.app', 'http://localhost:3000', 'http://127.0.0.1:3000'])
      expect(() => checkSiteProtocol({ ...live, SITE_URL }), SITE_URL).not.toThrow();
  });

  it('names everything a deploy lacks in one list, not one stage per run', () => {
    const problems = deployProblems({}, null);
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/^No Firebase project to deploy to/);
    expect(problems[1]).toMatch(/local Firebase emulators, not for your Firebase project/);
    expect(problems[2]).toMatch(new RegExp(`^Set ${liveSiteSettings.join(', ')}, LEGAL_NAME`));
    // Google is abroad for every market: its safeguard is the operator's to state.
    expect(problems[3]).toMatch(/^Set TRANSFERS_GOOGLE: the privacy policy names every recipient outside/);
    // With the project known, the build is checked against it; a complete configuration has none.
    expect(deployProblems({ ...live, FIREBASE_PROJECT: 'slimstart-prod' }, null)).toEqual([
      expect.stringMatching(/NEXT_PUBLIC_FIREBASE_PROJECT_ID=slimstart-prod/),
    ]);
    const firebase = {
      NEXT_PUBLIC_FIREBASE_API_KEY: 'AIza-test',
      NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'slimstart-prod.firebaseapp.com',
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'slimstart-prod',
    };
    expect(deployProblems({ ...live, ...firebase, FIREBASE_PROJECT: 'slimstart-prod' }, null)).toEqual([]);
  });

  it('deploys to the host --host names, Firebase Hosting unless told; the Firebase part goes to every host', () => {
    const told = (argv: string[]) => {
      const { host, extra, dryRun, mode } = readDeployArgs(argv);
      return { host, extra, dryRun, mode: mode.kind };
    };
    expect(told([])).toEqual({ host: 'firebase', extra: [], dryRun: false, mode: 'live' });
    expect(told(['--debug', '--host', 'nginx'])).toEqual({ host: 'nginx', extra: ['--debug'], dryRun: false, mode: 'live' });
    expect(told(['--host=caddy', '--dry-run'])).toEqual({ host: 'caddy', extra: [], dryRun: true, mode: 'live' });
    expect(() => readDeployArgs(['--host', 'geocities'])).toThrow(
      /--host geocities is not a host this site deploys to\. Give one of firebase, cloudflare, netlify, nginx, apache, caddy/,
    );
    expect(() => readDeployArgs(['--host'])).toThrow(/--host needs a value/);
    // A server of the operator's own: the rules and the functions, and no Firebase Hosting.
    expect(deploySteps(true, [], 'apache')).toEqual({ only: ['firestore:rules,functions'], extra: [] });
    expect(deploySteps(false, [], 'nginx')).toEqual({ only: ['firestore:rules'], extra: [] });
    expect(() => deploySteps(true, ['--except', 'functions'], 'caddy')).toThrow(/FIREBASE_FUNCTIONS is on/);
  });

  it('leaves the Firestore rules out with FIRESTORE_RULES=off, for the app team to deploy one ruleset', () => {
    expect(deploySteps(true, [], 'firebase', false)).toEqual({ only: ['functions', 'hosting'], extra: [] });
    expect(deploySteps(false, [], 'firebase', false)).toEqual({ only: ['hosting'], extra: [] });
    // A server of the operator's own without functions and without rules: nothing for Firebase at all.
    expect(deploySteps(false, [], 'nginx', false)).toEqual({ only: [], extra: [] });
  });

  it('refuses a hosting provider in the policies that is not the host deployed to', () => {
    const ready = {
      ...deployable,
      HOSTING_PROVIDER: 'Hetzner Online GmbH, Industriestr. 25, 91710 Gunzenhausen, Germany',
    };
    expect(deployProblems(ready, null)).toEqual([
      expect.stringMatching(
        /^HOSTING_PROVIDER is "Hetzner Online GmbH.*", but the site is deployed to Firebase Hosting/,
      ),
    ]);
    // On the operator's own server the provider is whoever they name, where they say it is; Google
    // on Firebase Hosting.
    expect(deployProblems(ready, null, 'nginx')).toEqual([expect.stringMatching(/^Set HOSTING_COUNTRY: /)]);
    expect(deployProblems({ ...ready, HOSTING_COUNTRY: 'DE' }, null, 'nginx')).toEqual([]);
    expect(deployProblems({ ...ready, HOSTING_PROVIDER: live.HOSTING_PROVIDER }, null)).toEqual([]);
  });

  it('refuses a recipient abroad without its safeguard, and a host placed in the wrong country', () => {
    const own = { ...deployable, HOSTING_PROVIDER: 'Hetzner Online GmbH, Gunzenhausen, Germany' };
    const noHostRoute = { ...own, TRANSFERS_HOSTING: undefined };
    // Germany is abroad for the UK's pages: its route, and the country itself, are the operator's to say.
    expect(deployProblems(noHostRoute, null, 'nginx')).toEqual([
      expect.stringMatching(/^Set TRANSFERS_HOSTING, HOSTING_COUNTRY: /),
    ]);
    expect(
      deployProblems({ ...noHostRoute, HOSTING_COUNTRY: 'DE', TRANSFERS_HOSTING: 'adequacy' }, null, 'nginx'),
    ).toEqual([]);
    // China recognises no adequacy: served there, the same setting is refused.
    expect(
      deployProblems(
        {
          ...own,
          LOCALES: 'en,zh',
          CN_REPRESENTATIVE: 'Rep CN Ltd., Shanghai',
          CN_REPRESENTATIVE_CONTACT: '+86 21 1',
          HOSTING_COUNTRY: 'DE',
          TRANSFERS_HOSTING: 'adequacy',
        },
        null,
        'nginx',
      ),
    ).toEqual([expect.stringMatching(/^TRANSFERS_HOSTING states adequacy for Hetzner .*\(DE\) in the cn market/)]);
    // Netlify runs from the United States: no other country is accepted for it.
    const deployment = { hosting: 'Netlify, Inc.', apiOperator: null, analytics: 'none' as const, analyticsHost: '' };
    const served = [{ market: 'uk' as const, analyticsRoute: 'none' as const }];
    expect(transferProblem({ ...live, HOSTING_COUNTRY: 'DE' }, 'netlify', deployment, served)).toMatch(
      /^HOSTING_COUNTRY is DE, but Netlify, Inc\. runs netlify from US/,
    );
    expect(transferProblem(live, 'netlify', deployment, served)).toBeNull();
  });

  it('refuses analytics in China or Korea that name no legal route, and two services at once', () => {
    const ready = { ...deployable, NEXT_PUBLIC_GA_ID: 'G-TEST12345' };
    expect(deployProblems({ ...ready, ANALYTICS_CN: 'on' }, null)).toEqual([
      expect.stringMatching(
        /^ANALYTICS_CN must name the legal route that analytics rest on in China \(separate-consent\)/,
      ),
    ]);
    expect(deployProblems({ ...ready, ANALYTICS_KR: 'on' }, null)).toEqual([
      expect.stringMatching(/^ANALYTICS_KR must name the legal route .* in Korea \(consent, eu-recognition\)/),
    ]);
    expect(deployProblems({ ...ready, ANALYTICS_KR: 'eu-recognition' }, null)).toEqual([
      expect.stringMatching(/eu-recognition rests on Korea's recognition of the EU/),
    ]);
    expect(deployProblems({ ...ready, ANALYTICS_CN: 'separate-consent', ANALYTICS_KR: 'consent' }, null)).toEqual([]);
    expect(deployProblems({ ...ready, NEXT_PUBLIC_PLAUSIBLE_DOMAIN: 'slimstart.app' }, null)).toEqual([
      expect.stringMatching(/^Set one analytics service/),
    ]);
  });

  describe('to Cloudflare Pages and Netlify', () => {
    const cloudflare = {
      CLOUDFLARE_API_TOKEN: 'Zq3bT9kL2mN8pR4sV6wY1aC5dF7gH0jK',
      CLOUDFLARE_ACCOUNT_ID: '0123456789abcdef0123456789abcdef',
      CLOUDFLARE_PAGES_PROJECT: 'slimstart',
      HOSTING_PROVIDER: 'Cloudflare, Inc., San Francisco, USA',
    };
    const netlify = {
      NETLIFY_AUTH_TOKEN: 'nfp_Zq3bT9kL2mN8pR4sV6wY1aC5dF7gH0jK',
      NETLIFY_SITE_ID: '3f2a9c1e-7b4d-4e8a-9f6b-2c1d0e9a8b7c',
      HOSTING_PROVIDER: 'Netlify, Inc., San Francisco, USA',
    };

    it('refuses missing, placeholder or malformed credentials, naming where each is found', () => {
      const [missing] = deployProblems(
        { ...deployable, HOSTING_PROVIDER: cloudflare.HOSTING_PROVIDER },
        null,
        'cloudflare',
      );
      expect(missing).toMatch(
        /^Deploying to Cloudflare Pages needs CLOUDFLARE_API_TOKEN, CLOUDFLARE_ACCOUNT_ID, CLOUDFLARE_PAGES_PROJECT/,
      );
      expect(missing).toContain('Workers & Pages, Account details');
      expect(missing).toContain('never in a committed file');
      const placeholders = { ...deployable, ...netlify, NETLIFY_AUTH_TOKEN: 'your-netlify-token-goes-here' };
      expect(deployProblems({ ...placeholders, NETLIFY_SITE_ID: 'my-site' }, null, 'netlify')).toEqual([
        expect.stringMatching(
          /^Deploying to Netlify needs NETLIFY_AUTH_TOKEN, NETLIFY_SITE_ID, unset or not as expected/,
        ),
      ]);
      expect(
        deployProblems({ ...deployable, ...cloudflare, CLOUDFLARE_ACCOUNT_ID: 'abc' }, null, 'cloudflare'),
      ).toEqual([expect.stringMatching(/needs CLOUDFLARE_ACCOUNT_ID,.*32 hexadecimal digits/)]);
      // Complete: nothing left to ask, and no host's credentials asked of another host.
      expect(deployProblems({ ...deployable, ...cloudflare }, null, 'cloudflare')).toEqual([]);
      expect(deployProblems({ ...deployable, ...netlify }, null, 'netlify')).toEqual([]);
      expect(deployProblems(deployable, null, 'firebase')).toEqual([]);
    });

    it('refuses a hosting entry that names another company than the host’s', () => {
      expect(
        deployProblems({ ...deployable, ...netlify, HOSTING_PROVIDER: live.HOSTING_PROVIDER }, null, 'netlify'),
      ).toEqual([
        expect.stringMatching(
          /^HOSTING_PROVIDER is "Google Cloud EMEA.*", but the site is deployed to Netlify, which Netlify runs/,
        ),
      ]);
      expect(
        deployProblems(
          { ...deployable, ...cloudflare, HOSTING_PROVIDER: netlify.HOSTING_PROVIDER },
          null,
          'cloudflare',
        ),
      ).toEqual([expect.stringMatching(/deployed to Cloudflare Pages, which Cloudflare runs/)]);
    });

    it('runs the host’s CLI with the credentials in its environment, never on its command line', () => {
      const wrangler = cliDeploy('cloudflare', cloudflare, { site: '/tmp/site', outDir: '/p/out' });
      expect(wrangler).toEqual({
        cli: 'wrangler',
        args: [
          'pages',
          'deploy',
          '/tmp/site',
          '--project-name',
          'slimstart',
          '--branch',
          'main',
          '--commit-dirty=true',
        ],
        env: {
          CLOUDFLARE_API_TOKEN: cloudflare.CLOUDFLARE_API_TOKEN,
          CLOUDFLARE_ACCOUNT_ID: cloudflare.CLOUDFLARE_ACCOUNT_ID,
          WRANGLER_SEND_METRICS: 'false',
        },
      });
      const cli = cliDeploy('netlify', netlify, { site: '/tmp/site', outDir: '/p/out' });
      expect(cli.args).toEqual([
        'deploy',
        '--prod',
        '--no-build',
        '--dir',
        '/p/out',
        '--site',
        netlify.NETLIFY_SITE_ID,
      ]);
      expect(cli.env).toEqual({ NETLIFY_AUTH_TOKEN: netlify.NETLIFY_AUTH_TOKEN });
      expect(cli.args.join(' ')).not.toContain(netlify.NETLIFY_AUTH_TOKEN);
    });

    it('builds, deploys the Firebase part, then the site with the host’s CLI', () => {
      const shown = (host: 'cloudflare' | 'netlify', env: Record<string, string>) =>
        deployPlan(host, env, { project: 'slimstart-prod', extra: [], functions: true, rules: 'site' }).map(
          (step) => step.shows,
        );
      // Built for another host than Firebase Hosting: its language cookie off, whatever is set.
      expect(shown('netlify', { ...netlify, NEXT_PUBLIC_FIREBASE_HOSTING: 'on' })).toEqual([
        // The CLI before anything is built or deployed: a failed install stops it all.
        'npm run hosts:install',
        'NEXT_PUBLIC_FIREBASE_HOSTING=off npm run build',
        'firebase deploy --only firestore:rules,functions --config .firebase-hosting.json --project slimstart-prod',
        `netlify deploy --prod --no-build --dir out --site ${netlify.NETLIFY_SITE_ID} (from a folder holding deploy/netlify/netlify.toml)`,
      ]);
      expect(
        deployPlan('firebase', deployable, { project: 'p', extra: [], functions: false, rules: 'site' })[0].shows,
      ).toBe('NEXT_PUBLIC_FIREBASE_HOSTING=on npm run build');
      expect(shown('cloudflare', cloudflare).at(-1)).toBe(
        'wrangler pages deploy <a copy of out/ with deploy/cloudflare/_headers and _redirects> --project-name slimstart --branch main --commit-dirty=true',
      );
    });
  });
});

describe('the hosts’ credentials', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const project = (files: Record<string, string>) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'slimstart-credentials-'));
    dirs.push(dir);
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    return dir;
  };

  it('come from the shell, else from .env.deploy.local, which no build reads', () => {
    const dir = project({ '.env.deploy.local': 'NETLIFY_AUTH_TOKEN=from-the-file\nCLOUDFLARE_API_TOKEN=file\n' });
    expect(hostCredentials(dir, { CLOUDFLARE_API_TOKEN: 'shell' }, [])).toEqual({
      values: { CLOUDFLARE_API_TOKEN: 'shell', NETLIFY_AUTH_TOKEN: 'from-the-file' },
      problems: [],
    });
  });

  it('are refused in any settings file the command read, as a build reads them', () => {
    const read = [
      { path: '.env.production.local', env: { CLOUDFLARE_API_TOKEN: 'x', CLOUDFLARE_ACCOUNT_ID: 'y', SITE_URL: 'z' } },
      { path: '.env', env: { NETLIFY_AUTH_TOKEN: 'z' } },
    ];
    expect(hostCredentials(project({}), {}, read).problems).toEqual([
      'CLOUDFLARE_API_TOKEN, CLOUDFLARE_ACCOUNT_ID are in .env.production.local, which every build reads: move them to .env.deploy.local, which only npm run deploy reads, and which git ignores.',
      'NETLIFY_AUTH_TOKEN is in .env, which every build reads: move it to .env.deploy.local, which only npm run deploy reads, and which git ignores.',
    ]);
  });
});

describe('a deploy without a Firebase part', () => {
  it('is one to a host of its own with neither the functions nor the rules', () => {
    expect(deploysToFirebase('caddy', false, 'off')).toBe(false);
    expect(deploysToFirebase('netlify', false, 'off')).toBe(false);
    expect(deploysToFirebase('firebase', false, 'off')).toBe(true);
    expect(deploysToFirebase('caddy', true, 'off')).toBe(true);
    expect(deploysToFirebase('caddy', false, 'site')).toBe(true);
    // It asks for no Firebase project, only a build for a real one.
    expect(
      deployProblems(
        {
          ...deployable,
          FIREBASE_PROJECT: '',
          FIREBASE_FUNCTIONS: 'off',
          FIRESTORE_RULES: 'off',
          HOSTING_COUNTRY: 'IE',
        },
        null,
        'caddy',
      ),
    ).toEqual([]);
    expect(deployProblems({ ...deployable, FIREBASE_PROJECT: '', HOSTING_COUNTRY: 'IE' }, null, 'caddy')).toEqual([
      expect.stringMatching(/^No Firebase project to deploy to/),
    ]);
  });
});
