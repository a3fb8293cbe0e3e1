/**
 * What `npm run deploy` runs once every check passed (scripts/deploy.ts): the host named, the build,
 * `firebase deploy` for each part in order, the deploy of Cloudflare Pages or Netlify by their CLI,
 * and what a server of the operator's own is left to do.
 */
import { hostSettings } from '../../lib/legalPages/transfers';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeFunctionsEnv } from '../firebase/functionsEnv';
import { root } from '../lib/paths';
import { run } from '../lib/processes';
import { firebaseConfig, firebasePublic, writeFirebaseConfig } from '../hosts/firebase';
import { cliDeploy, cliOf, isCliHost, type CliHost, type DeployHost } from '../hosts/deploys';
import { hostCli, installHostClis } from '../hosts/clis';
import { cloudflareSite, netlifyProject } from '../hosts/cliServers';
import { DEPLOY_RULES_FILE } from '../export/appRules';
import type { RulesPlan } from '../firebase/rulesDeploy';

export type ServerHost = Exclude<DeployHost, 'firebase' | CliHost>;
export const isServerHost = (host: DeployHost): host is ServerHost => host !== 'firebase' && !isCliHost(host);

/** Where a server's generated config and out/ go, printed before its build and after it. */
export const serverSteps: Record<ServerHost, string[]> = {
  nginx: [
    'Copy out/ to the site folder on the server (deploy/nginx.conf serves /var/www/slimstart/out; change its root if yours differs).',
    "Put deploy/nginx.conf in nginx's http block (for example as /etc/nginx/conf.d/slimstart.conf). For an https address it names the certificate of NGINX_TLS_CERTIFICATE and NGINX_TLS_CERTIFICATE_KEY (or certbot's).",
    'Check and reload: nginx -t && nginx -s reload',
  ],
  apache: [
    'Copy out/ to the site folder on the server (deploy/apache.conf serves /var/www/slimstart/out; change DocumentRoot and <Directory> if yours differs).',
    "Put deploy/apache.conf in the server configuration, outside any <VirtualHost> (for example as /etc/apache2/sites-available/slimstart.conf, then a2ensite slimstart), and enable its modules: a2enmod rewrite headers include (and ssl http2 for an https address, whose *:443 host names the certificate of APACHE_TLS_CERTIFICATE and APACHE_TLS_KEY, or certbot's).",
    'Check and reload: apachectl configtest && apachectl graceful',
  ],
  caddy: [
    'Copy out/ to the site folder on the server (deploy/Caddyfile serves /var/www/slimstart/out; change its root if yours differs).',
    "Put deploy/Caddyfile in Caddy's configuration (for example imported from /etc/caddy/Caddyfile). For an https address it names the site's host, and Caddy gets the certificate itself.",
    'Check and reload: caddy validate --config /etc/caddy/Caddyfile && caddy reload --config /etc/caddy/Caddyfile',
  ],
};

/** Where Firebase Hosting's copy of out/ is made, inside the project (lib/i18n/firebaseLanguage.ts). */
export const FIREBASE_PUBLIC = '.firebase-public';

/** One step of a deploy: what it shows, and what it does. */
export interface DeployStep {
  shows: string;
  run: () => void;
}

export function command(shown: string, args: string[], run: () => void): DeployStep {
  return { shows: [shown, ...args].join(' '), run };
}

export function echoed(step: DeployStep) {
  console.log(`\n> ${step.shows}`);
  step.run();
}

/**
 * The build for `host`, then `then`. A build for Firebase Hosting sets its language cookie
 * (lib/i18n/firebaseLanguage.ts); one for another host does not, whatever the settings say. The
 * country of a host whose company the code knows goes to the build too, as the deploy's checks
 * assumed it (lib/legalPages/transfers.ts): the policies then place it where it is.
 */
export function buildStep(host: DeployHost, env: Record<string, string | undefined>, then: () => void): DeployStep {
  const buildEnv = { NEXT_PUBLIC_FIREBASE_HOSTING: host === 'firebase' ? 'on' : 'off', ...hostSettings(env, host) };
  return command(`NEXT_PUBLIC_FIREBASE_HOSTING=${buildEnv.NEXT_PUBLIC_FIREBASE_HOSTING} npm`, ['run', 'build'], () => {
    writeFunctionsEnv(env);
    run('npm', ['run', 'build'], { env: buildEnv });
    then();
  });
}

/** The host CLIs installed as pinned (tools/host-clis), before anything is built. */
export const installStep = (host: CliHost): DeployStep =>
  command('npm', ['run', 'hosts:install'], () => {
    installHostClis();
    hostCli(cliOf[host]);
  });

/**
 * The steps of a deploy whose settings passed every check: the build, `firebase deploy` for each part
 * (deploySteps), and for Cloudflare Pages or Netlify their CLI's deploy from a folder readied for it.
 */
export function deployPlan(
  host: DeployHost,
  env: Record<string, string | undefined>,
  { project, extra, functions, rules }: { project: string; extra: string[]; functions: boolean; rules: RulesPlan },
): DeployStep[] {
  const config = path.join(root, '.firebase-hosting.json');
  const firebase = path.join(root, 'node_modules', '.bin', 'firebase');
  const steps: DeployStep[] = [
    buildStep(host, env, () => {
      // Firebase Hosting gets its copy of out/ with the 404 page per language; the rules and functions alone need none.
      const publicDir = host === 'firebase' ? firebasePublic(path.join(root, 'out'), FIREBASE_PUBLIC) : 'out';
      // The ruleset the build wrote: the site's, with the phone app's beside it when there are any.
      writeFirebaseConfig('.firebase-hosting.json', {
        ...firebaseConfig(publicDir),
        firestore: { rules: DEPLOY_RULES_FILE },
      });
    }),
    ...deploySteps(functions, extra, host, rules !== 'off').only.map((only) =>
      command('firebase', ['deploy', '--only', only, ...deployArgs(path.basename(config), project, extra)], () =>
        run(firebase, ['deploy', '--only', only, ...deployArgs(config, project, extra)]),
      ),
    ),
  ];
  if (!isCliHost(host)) return steps;
  // The CLI first: a failed install must stop the deploy before anything is built or deployed.
  steps.unshift(installStep(host));
  const outDir = path.join(root, 'out');
  const folder = '<a copy of out/ with deploy/cloudflare/_headers and _redirects>';
  const shown = cliDeploy(host, env, { site: folder, outDir: 'out' });
  const deploy = command(shown.cli, shown.args, () => {
    const dir = mkdtempSync(path.join(tmpdir(), `slimstart-${host}-deploy-`));
    try {
      const site = host === 'cloudflare' ? cloudflareSite(outDir, dir) : outDir;
      const cwd = host === 'netlify' ? netlifyProject(dir) : root;
      const { cli, args, env: secrets } = cliDeploy(host, env, { site, outDir });
      run(hostCli(cli), args, { cwd, env: secrets });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  if (host === 'netlify') deploy.shows += ' (from a folder holding deploy/netlify/netlify.toml)';
  return [...steps, deploy];
}

/**
 * What `firebase deploy` deploys, in order, for a build whose pages say the functions run
 * (FIREBASE_FUNCTIONS, lib/firebase/functions.ts) or not, with the arguments given after `--`
 * (on a server of the operator's own, the same without the hosting), and the Firestore rules unless
 * FIRESTORE_RULES=off leaves them to the app team (`rules`):
 * - on: the Firestore rules and the functions first, and the site only once they are deployed, so
 *   that no page promises a deletion that no function makes (Firebase refuses functions on its free
 *   plan, and the deploy stops there); an `--only` or `--except` that would leave them out is refused;
 * - off: the site and the rules, and no functions.
 */
export function deploySteps(
  functions: boolean,
  extra: string[],
  host: DeployHost = 'firebase',
  rules = true,
): { only: string[]; extra: string[] } {
  const hosting = host === 'firebase';
  const first = [...(rules ? ['firestore:rules'] : []), ...(functions ? ['functions'] : [])].join(',');
  if (!functions) {
    const parts = [...(hosting ? ['hosting'] : []), ...(rules ? ['firestore:rules'] : [])].join(',');
    return { only: parts ? [parts] : [], extra };
  }
  const narrowing = extra.find((arg) => /^--(only|except)(=|$)/.test(arg));
  if (narrowing) {
    throw new Error(
      `Nothing was built or deployed: FIREBASE_FUNCTIONS is on, so the site's pages say that its Cloud Functions ` +
        `delete accounts, and the deploy includes them; ${narrowing} would leave them out. For a project without ` +
        "them (Firebase's free plan), set FIREBASE_FUNCTIONS=off, and the pages say what is then left behind.",
    );
  }
  return { only: [first, ...(hosting ? ['hosting'] : [])], extra };
}

/** `firebase deploy`'s arguments after `--only`: one config (the project's with the hosting the build wrote). */
export function deployArgs(config: string, project: string, extra: string[]): string[] {
  return ['--config', config, '--project', project, ...extra];
}
