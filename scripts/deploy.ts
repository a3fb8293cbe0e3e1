/**
 * `npm run deploy`: builds the site and deploys out/ to Firebase Hosting with the hosting config the
 * build generated (deploy/firebase.json) merged into the project's firebase.json: nothing to merge
 * by hand. `-- --host cloudflare|netlify` sends it to Cloudflare Pages or Netlify with their own CLIs
 * (tools/host-clis) and the files the build wrote for them (deploy/cloudflare/, deploy/netlify/);
 * `-- --host nginx|apache|caddy` builds for a server of the operator's own and prints where out/ and
 * the server's generated config go. The Firebase part (the Firestore rules, which the build brings
 * up to date and writes to deploy/firestore.rules with the phone app's beside them, unless
 * FIRESTORE_RULES=off leaves the ruleset to the app team: scripts/firebase/rulesDeploy.ts; and
 * the Cloud Functions in functions/, unless FIREBASE_FUNCTIONS=off) deploys with
 * every host, from the same config, so the privacy policy's "only you can read your profile" and
 * "deleted at the latest after a day" never wait on a manual step. The Firebase project comes from
 * FIREBASE_PROJECT, or else from the default project in .firebaserc (`npx firebase use --add`
 * writes it). `--dry-run` checks everything and prints the commands without running any. Other
 * arguments after `--` go to `firebase deploy`. The build must be configured for that project
 * (NEXT_PUBLIC_FIREBASE_*, docs/operators.md#accounts, in the environment or in
 * .env.production.local): a site built for the local emulators is never deployed.
 */

import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { legalVersionData, type LegalVersions } from '../lib/account/legal';
import { accessLogMonths, governingLaw, missingCompanySettings } from '../lib/company';
import { analyticsRoutes } from '../lib/analytics/settings';
import { readFirebaseSettings } from '../lib/firebase/config';
import { readFunctionsSettings } from '../lib/firebase/functionsRegions';
import { writeFunctionsEnv } from './firebase/functionsEnv';
import {
  noticeProblems,
  readPublications,
  rebuildsDue,
  withPublications,
  writePublications,
  type Publications,
} from './legal/publication';
import { everyLocale, servedLocales } from '../lib/i18n/locales';
import { root } from './lib/paths';
import { run } from './lib/processes';
import { firebaseConfig, firebasePublic, writeFirebaseConfig } from './hosts/firebase';
import { runScript } from './lib/entry';
import {
  checkHostCredentials,
  checkHostingProvider,
  cliDeploy,
  cliOf,
  deployHosts,
  hostCredentials,
  hostCredentialNames,
  isCliHost,
  type CliHost,
  type DeployHost,
} from './hosts/deploys';
import { hostCli, installHostClis, outdatedHostClis } from './hosts/clis';
import { lackingTextProblems } from './legal/announce';
import { cloudflareSite, netlifyProject } from './hosts/cliServers';
import { firebaseLogin, noFirebaseLogin } from './firebase/login';
import { settingsFiles, shellEnv } from './settings/load';
import { DEPLOY_RULES_FILE } from './export/appRules';
import { rulesForMerging, rulesPlan, rulesPlanText, type RulesPlan } from './firebase/rulesDeploy';

/** Firebase project ids: 6 to 30 lowercase letters, digits and hyphens, starting with a letter. */
const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;

/** The project to deploy to, or an error that says what to set. */
export function deployProject(env: Record<string, string | undefined>, firebaserc: string | null): string {
  const fromEnv = env.FIREBASE_PROJECT?.trim();
  let project = fromEnv;
  if (!project && firebaserc !== null) {
    try {
      project = JSON.parse(firebaserc)?.projects?.default;
    } catch {
      throw new Error('.firebaserc is not valid JSON: fix it, or set FIREBASE_PROJECT=<your project id>.');
    }
  }
  if (!project) {
    throw new Error(
      'No Firebase project to deploy to. Set FIREBASE_PROJECT=<your project id> (for example ' +
        '`FIREBASE_PROJECT=my-project npm run deploy`), or run `npx firebase use --add` once to write ' +
        'it to .firebaserc.',
    );
  }
  if (typeof project !== 'string' || !PROJECT_ID.test(project)) {
    throw new Error(`"${project}" is not a Firebase project id (lowercase letters, digits and hyphens).`);
  }
  if (project.startsWith('demo-')) {
    throw new Error(`"${project}" is a demo project, which exists only on the local emulators: nothing to deploy to.`);
  }
  return project;
}

/**
 * Refuses a build that would send visitors to the local emulators or to another project. With no
 * project known yet, it still refuses the emulators.
 */
export function checkBuildFor(project: string | undefined, env: Record<string, string | undefined>): void {
  const settings = readFirebaseSettings(env);
  if (settings.emulators || (project && settings.options.projectId !== project)) {
    throw new Error(
      `The site would be built for ${settings.emulators ? 'the local Firebase emulators' : `project ${settings.options.projectId}`}, ` +
        `not for ${project ?? 'your Firebase project'}. Set NEXT_PUBLIC_FIREBASE_API_KEY, NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN and ` +
        `NEXT_PUBLIC_FIREBASE_PROJECT_ID=${project ?? '<your project id>'} (docs/operators.md#accounts).`,
    );
  }
}

/**
 * The settings every live site must be given: its own address (canonical links, sitemap) and the
 * two addresses its pages give for mail. The company details each served market's law requires
 * come on top (lib/company.ts).
 */
export const liveSiteSettings = ['SITE_URL', 'CONTACT_EMAIL', 'PRIVACY_EMAIL'] as const;

/**
 * Refuses a build whose pages would name the example company, give an example address, or link to
 * localhost. Only the markets the build serves (LOCALES) are asked for their details.
 */
export function checkSiteSettings(env: Record<string, string | undefined>): void {
  const served = servedLocales(everyLocale, env.LOCALES).map((l) => l.code);
  const local = /^https?:\/\/(localhost|127\.|\[::1\])/.test(env.SITE_URL?.trim() ?? '');
  const unset = liveSiteSettings.filter(
    (name) => !env[name]?.trim() || /\bexample\b/i.test(env[name]!) || (name === 'SITE_URL' && local),
  );
  const missing = [...unset, ...missingCompanySettings(env, served)];
  if (missing.length) {
    throw new Error(
      `Set ${missing.join(', ')} (docs/markets.md says what each is). The markets this site serves ` +
        `(${served.join(', ')}) require them, and unset or as placeholders the live legal notice, privacy ` +
        'policy and terms would name an example company, and the sitemap and links would point to localhost.' +
        (local
          ? ` SITE_URL is ${env.SITE_URL}: set it to the live site's address, such as https://slimstart.app.`
          : ''),
    );
  }
}

/**
 * Everything a deploy still lacks, each check's message in one list (the project, the Firebase
 * settings, the site's address, the company's details, the analytics and their legal route in
 * each market that asks for one), so that one run names all of it. Empty
 * when the deploy may go ahead.
 */
export function deployProblems(
  env: Record<string, string | undefined>,
  firebaserc: string | null,
  host: DeployHost = 'firebase',
  legal: LegalRecord = committedLegalRecord(env),
): string[] {
  const problems: string[] = [
    ...noticeProblems(legal.versions, legal.published, legal.today),
    ...(legal.lacking ?? []),
  ];
  const attempt = <T>(check: () => T): T | undefined => {
    try {
      return check();
    } catch (error) {
      problems.push((error as Error).message);
    }
  };
  const functions = attempt(() => readFunctionsSettings(env))?.enabled ?? true;
  const rules = attempt(() => rulesPlan(env, root)) ?? 'site';
  // Without a Firebase part, no project is deployed to; the build must still name a real one.
  const project = deploysToFirebase(host, functions, rules) ? attempt(() => deployProject(env, firebaserc)) : undefined;
  attempt(() => checkBuildFor(project, env));
  attempt(() => checkSiteSettings(env));
  // China and Korea: analytics only on a stated legal route, which the texts then name.
  attempt(() => analyticsRoutes(env));
  attempt(() => governingLaw(env));
  attempt(() => accessLogMonths(env));
  attempt(() => checkHostingProvider(host, env));
  attempt(() => checkHostCredentials(host, env));
  return problems;
}

/**
 * Whether a deploy sends anything to Firebase: the site to Firebase Hosting, the Cloud Functions, or
 * the Firestore rules. Without any, it needs no project and no login, and says what stays undone.
 */
export function deploysToFirebase(host: DeployHost, functions: boolean, rules: RulesPlan): boolean {
  return host === 'firebase' || functions || rules !== 'off';
}

/** What a deploy without a Firebase part leaves to others, in words. */
export const firebasePartLeftOut =
  'Nothing is deployed to Firebase (FIREBASE_FUNCTIONS=off, FIRESTORE_RULES=off): the project keeps the Firestore rules ' +
  "it has, which must hold the site's for sign-up and the profiles to work (npm run deploy prints them with FIRESTORE_RULES=off), " +
  'and no Cloud Functions delete what a deleted or abandoned account leaves (the privacy policy says so).';

/** The legal texts' versions, the record of their first publication, and the day of the deploy. */
interface LegalRecord {
  versions: LegalVersions;
  published: Publications;
  today: string;
  /** Each announced version whose text a served language lacks, in words (scripts/legal/announce.ts). */
  lacking?: string[];
}

/** The languages this deploy serves: LOCALES as the environment and the .env files set it. */
const servedCodes = (env: Record<string, string | undefined>) =>
  servedLocales(everyLocale, env.LOCALES).map((locale) => locale.code as string);

function committedLegalRecord(env: Record<string, string | undefined>): LegalRecord {
  const today = new Date().toISOString().slice(0, 10);
  const languages = servedCodes(env);
  return {
    versions: legalVersionData,
    published: readPublications(),
    today,
    lacking: lackingTextProblems(root, today, languages, { published: false }),
  };
}

/**
 * The host `--host` names (Firebase Hosting unless told), whether `--dry-run` asks for the commands
 * only, and the arguments left for `firebase deploy`.
 */
export function readDeployHost(argv: readonly string[]): { host: DeployHost; extra: string[]; dryRun: boolean } {
  const dryRun = argv.includes('--dry-run');
  const extra = argv.filter((arg) => arg !== '--dry-run');
  const at = extra.findIndex((arg) => arg === '--host' || arg.startsWith('--host='));
  if (at === -1) return { host: 'firebase', extra, dryRun };
  const [flag] = extra.splice(at, 1);
  const name = flag.includes('=') ? flag.slice('--host='.length) : extra.splice(at, 1)[0];
  if (!deployHosts.includes(name as DeployHost)) {
    throw new Error(
      `Nothing was built or deployed: --host ${name ?? '(nothing)'} is not a host this site deploys to. Give one of ${deployHosts.join(', ')}.`,
    );
  }
  return { host: name as DeployHost, extra, dryRun };
}

type ServerHost = Exclude<DeployHost, 'firebase' | CliHost>;
const isServerHost = (host: DeployHost): host is ServerHost => host !== 'firebase' && !isCliHost(host);

/** Where a server's generated config and out/ go, printed before its build and after it. */
const serverSteps: Record<ServerHost, string[]> = {
  nginx: [
    'Copy out/ to the site folder on the server (deploy/nginx.conf serves /var/www/slimstart/out; change its root if yours differs).',
    "Put deploy/nginx.conf in nginx's http block (for example as /etc/nginx/conf.d/slimstart.conf). For an https address it names the certificate of NGINX_TLS_CERTIFICATE and NGINX_TLS_CERTIFICATE_KEY (or certbot's).",
    'Check and reload: nginx -t && nginx -s reload',
  ],
  apache: [
    'Copy out/ to the site folder on the server (deploy/apache.conf serves /var/www/slimstart/out; change DocumentRoot and <Directory> if yours differs).',
    'Put deploy/apache.conf in the server configuration, outside any <VirtualHost> (for example as /etc/apache2/sites-available/slimstart.conf, then a2ensite slimstart), and enable its modules: a2enmod rewrite headers include',
    'Check and reload: apachectl configtest && apachectl graceful',
  ],
  caddy: [
    'Copy out/ to the site folder on the server (deploy/Caddyfile serves /var/www/slimstart/out; change its root if yours differs).',
    "Put deploy/Caddyfile in Caddy's configuration (for example imported from /etc/caddy/Caddyfile), with your domain in place of :80: Caddy then gets the certificate itself.",
    'Check and reload: caddy validate --config /etc/caddy/Caddyfile && caddy reload --config /etc/caddy/Caddyfile',
  ],
};

/** Where Firebase Hosting's copy of out/ is made, inside the project (lib/i18n/firebaseLanguage.ts). */
const FIREBASE_PUBLIC = '.firebase-public';

/** One step of a deploy: what it shows, and what it does. */
interface DeployStep {
  shows: string;
  run: () => void;
}

function command(shown: string, args: string[], run: () => void): DeployStep {
  return { shows: [shown, ...args].join(' '), run };
}

function echoed(step: DeployStep) {
  console.log(`\n> ${step.shows}`);
  step.run();
}

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
  // A build for Firebase Hosting sets its language cookie (lib/i18n/firebaseLanguage.ts); one for
  // another host does not, whatever the settings say.
  const buildEnv = { NEXT_PUBLIC_FIREBASE_HOSTING: host === 'firebase' ? 'on' : 'off' };
  const steps: DeployStep[] = [
    command(`NEXT_PUBLIC_FIREBASE_HOSTING=${buildEnv.NEXT_PUBLIC_FIREBASE_HOSTING} npm`, ['run', 'build'], () => {
      writeFunctionsEnv(env);
      run('npm', ['run', 'build'], { env: buildEnv });
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
  steps.unshift(
    command('npm', ['run', 'hosts:install'], () => {
      installHostClis();
      hostCli(cliOf[host]);
    }),
  );
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

function main() {
  const rc = path.join(root, '.firebaserc');
  const firebaserc = existsSync(rc) ? readFileSync(rc, 'utf8') : null;
  const { host, extra, dryRun } = readDeployHost(process.argv.slice(2));
  // The settings are loaded (scripts/settings/); the hosts' credentials come apart, from the shell
  // or a file no build reads, and reach their own CLI only (cliDeploy).
  const credentials = hostCredentials(root, shellEnv, settingsFiles);
  if (settingsFiles.length)
    console.log(`Settings read from the environment and ${settingsFiles.map((f) => f.path).join(', ')}.`);
  const env = { ...process.env, ...credentials.values };
  for (const name of hostCredentialNames) delete process.env[name];
  const problems = [...credentials.problems, ...deployProblems(env, firebaserc, host)];
  if (problems.length) {
    throw new Error(
      `Nothing was built or deployed: ${problems.length === 1 ? 'one thing needs' : `${problems.length} things need`} ` +
        'setting first. Put each setting in .env.production.local in this folder, one NAME=value per line ' +
        "(the hosts' credentials in .env.deploy.local, or all in the environment), and run npm run deploy again.\n\n" +
        problems.map((problem, i) => `${i + 1}. ${problem}`).join('\n\n'),
    );
  }
  const functions = readFunctionsSettings(env).enabled;
  const rules = rulesPlan(env, root);
  const toFirebase = deploysToFirebase(host, functions, rules);
  const project = toFirebase ? deployProject(env, firebaserc) : '';
  const plan = deployPlan(host, env, { project, extra, functions, rules });
  const login = toFirebase ? firebaseLogin(process.env) : null;
  const server = isServerHost(host) ? serverSteps[host] : [];
  const said = [
    ...(toFirebase ? [rulesPlanText(rules)] : [firebasePartLeftOut]),
    ...(server.length
      ? [`Once built, on your server:\n${server.map((step, i) => `   ${i + 1}. ${step}`).join('\n')}`]
      : []),
  ];
  if (dryRun) {
    console.log(`Every setting is in place. A deploy to ${host} would run (--dry-run: nothing was built or deployed):`);
    plan.forEach((step, i) => console.log(`${i + 1}. ${step.shows}`));
    for (const line of said) console.log(line);
    if (login?.state === 'missing')
      console.log(`Not yet: ${noFirebaseLogin} Without it, the deploy stops before building.`);
    if (isCliHost(host) && outdatedHostClis().length)
      console.log('Before the last step it installs the host CLIs into tools/host-clis (npm run hosts:install).');
    return;
  }
  // Before anything that could fail: where everything goes, and the rules the app team merges.
  for (const line of said) console.log(line);
  if (rules === 'off') console.log(rulesForMerging(root));
  if (login?.state === 'missing') throw new Error(`Nothing was built or deployed: ${noFirebaseLogin}`);
  if (login?.state === 'unknown')
    console.log(`Whether Firebase has a login here could not be read (${login.why}): going on.`);
  try {
    plan.forEach(echoed);
  } finally {
    rmSync(path.join(root, FIREBASE_PUBLIC), { recursive: true, force: true });
  }
  if (server.length) {
    console.log(`\nBuilt for ${host}${toFirebase ? ', and the Firebase part deployed' : ''}. Now, on your server:`);
    server.forEach((step, i) => console.log(`${i + 1}. ${step}`));
  }
  recordPublication(committedLegalRecord(process.env));
}

/**
 * Records the first publication of every legal version this deploy published, and says when a
 * rebuild is due (scripts/legal/publication.ts).
 */
function recordPublication({ versions, published, today }: LegalRecord) {
  const languages = servedCodes(process.env);
  const record = withPublications(versions, published, today);
  if (JSON.stringify(record) !== JSON.stringify(published)) {
    writePublications(record);
    console.log('\nRecorded the first publication of the new legal versions in legal/published.json: commit it.');
  }
  // Published with its text in every language; a translation that went stale since is said, not refused.
  for (const line of lackingTextProblems(root, today, languages, { published: true })) console.log(`\nNote: ${line}`);
  const due = rebuildsDue(versions, today);
  if (due.length) console.log(`\nA rebuild is due:\n${due.map((line) => `- ${line}`).join('\n')}`);
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

runScript(import.meta.url, main);
