/**
 * What `npm run deploy` checks before it builds anything (scripts/deploy.ts): the Firebase project,
 * a build made for it, the site's own settings, the company's details each served market's law
 * asks for, the hosts' settings and credentials, and the legal texts' notice period; every problem
 * named in one run.
 */
import { legalVersionData, type LegalVersions } from '../../lib/legal/versions';
import { accessLogMonths, governingLaw, missingCompanySettings } from '../../lib/company';
import { analyticsRoutes, readAnalytics, type AnalyticsRoute } from '../../lib/analytics/settings';
import { transferProblem } from '../../lib/legalPages/transfers';
import { readFirebaseSettings } from '../../lib/firebase/config';
import { readFunctionsSettings } from '../../lib/firebase/functionsRegions';
import { everyLocale, servedLocales } from '../../lib/i18n/locales';
import { noticeProblems, readPublications, type Publications } from '../legal/publication';
import { lackingTextProblems } from '../legal/announce';
import { root } from '../lib/paths';
import { checkHostCredentials, checkHostingProvider, type DeployHost } from '../hosts/deploys';
import { rulesPlan, type RulesPlan } from '../firebase/rulesDeploy';

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

/** An address on this machine's loopback: never a live site's (checkSiteSettings). */
const loopback = /^https?:\/\/(localhost|127\.|\[::1\])/i;

/**
 * Refuses a build whose pages would name the example company, give an example address, or link to
 * localhost. Only the markets the build serves (LOCALES) are asked for their details.
 */
export function checkSiteSettings(env: Record<string, string | undefined>): void {
  const served = servedLocales(everyLocale, env.LOCALES).map((l) => l.code);
  const local = loopback.test(env.SITE_URL?.trim() ?? '');
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
 * Refuses a live site on plain http (docs/operators.md#other-hosts): its visitors' passwords and
 * tokens would travel in clear, the servers of the operator's own would get no HTTPS host, and
 * browsers ignore the HSTS it sends. An operator who serves it so on purpose says why in
 * PLAIN_HTTP_REASON. A loopback address is left to checkSiteSettings, which refuses it anyway.
 */
export function checkSiteProtocol(env: Record<string, string | undefined>): void {
  const site = env.SITE_URL?.trim() ?? '';
  if (!/^http:\/\//i.test(site) || loopback.test(site) || env.PLAIN_HTTP_REASON?.trim()) return;
  throw new Error(
    `SITE_URL is ${site}, on plain HTTP: visitors' passwords and sign-in tokens would travel in clear. Set it to ` +
      "the site's https:// address (nginx, Apache and Caddy then serve HTTPS: docs/operators.md#other-hosts), or, " +
      'to serve it over plain HTTP on purpose, say why in PLAIN_HTTP_REASON.',
  );
}

/**
 * Everything a deploy still lacks, each check's message in one list (the project, the Firebase
 * settings, the site's address and its HTTPS, the company's details, the analytics and their legal route in
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
  attempt(() => checkSiteProtocol(env));
  // China and Korea: analytics only on a stated legal route, which the texts then name.
  attempt(() => analyticsRoutes(env));
  attempt(() => governingLaw(env));
  attempt(() => accessLogMonths(env, servedCodes(env)));
  attempt(() => checkHostingProvider(host, env));
  attempt(() => {
    const problem = transferProblem(env, host, deploymentOf(env, host), servedMarkets(env));
    if (problem) throw new Error(problem);
  });
  attempt(() => checkHostCredentials(host, env));
  return problems;
}

/**
 * The analytics of the build about to be deployed; invalid settings count as none here, as their own
 * checks report them.
 */
function analyticsOf(env: Record<string, string | undefined>) {
  try {
    const analytics = readAnalytics(env);
    const routes: Partial<Record<string, AnalyticsRoute | null>> = analyticsRoutes(env, analytics.service);
    return { ...analytics, routes };
  } catch {
    return { service: 'none' as const, plausible: null, routes: {} };
  }
}

/** What the build about to be deployed sends where (lib/legalPages/transfers.ts), from its settings. */
export function deploymentOf(env: Record<string, string | undefined>, host: DeployHost) {
  const { service, plausible } = analyticsOf(env);
  return {
    // Named even before its setting is given, so that one run asks for everything about it.
    hosting: host === 'firebase' ? null : env.HOSTING_PROVIDER?.trim() || 'the host (HOSTING_PROVIDER)',
    apiOperator: env.NEXT_PUBLIC_API_BASE_URL?.trim()
      ? env.API_OPERATOR?.trim() || "the API's operator (API_OPERATOR)"
      : null,
    analytics: service,
    analyticsHost: plausible ? new URL(plausible.host).host : '',
  };
}

/** The served markets, each with the analytics route stated there (none where analytics are off). */
function servedMarkets(env: Record<string, string | undefined>) {
  const { service, routes } = analyticsOf(env);
  const markets = new Set(servedLocales(everyLocale, env.LOCALES).map((locale) => locale.market));
  return [...markets].map((market) => ({
    market,
    analyticsRoute: (service !== 'none' && routes[market]) || ('none' as const),
  }));
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
export interface LegalRecord {
  versions: LegalVersions;
  published: Publications;
  today: string;
  /** Each announced version whose text a served language lacks, in words (scripts/legal/announce.ts). */
  lacking?: string[];
}

/** The languages this deploy serves: LOCALES as the environment and the .env files set it. */
export const servedCodes = (env: Record<string, string | undefined>) =>
  servedLocales(everyLocale, env.LOCALES).map((locale) => locale.code as string);

export function committedLegalRecord(env: Record<string, string | undefined>): LegalRecord {
  const today = new Date().toISOString().slice(0, 10);
  const languages = servedCodes(env);
  return {
    versions: legalVersionData,
    published: readPublications(),
    today,
    lacking: lackingTextProblems(root, today, languages, { published: false }),
  };
}
