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
 * writes it). `--preview` builds once and puts the build on the host's own preview, kept under its
 * build id, and `--promote <build id>` puts exactly that build live (scripts/deploy/preview.ts,
 * promote.ts; docs/operators.md#a-preview-then-the-same-bytes-live). `--dry-run` checks everything
 * and prints the commands without running any. Other
 * arguments after `--` go to `firebase deploy`. The build must be configured for that project
 * (NEXT_PUBLIC_FIREBASE_*, docs/operators.md#accounts, in the environment or in
 * .env.production.local): a site built for the local emulators is never deployed.
 */

import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { readFunctionsSettings } from '../lib/firebase/functionsRegions';
import { root } from './lib/paths';
import { runScript } from './lib/entry';
import { hostCredentials, hostCredentialNames, isCliHost, type DeployHost } from './hosts/deploys';
import { outdatedHostClis } from './hosts/clis';
import { firebaseLogin, noFirebaseLogin } from './firebase/login';
import { settingsFiles, shellEnv } from './settings/load';
import { rulesForMerging, rulesPlan, rulesPlanText, type RulesPlan } from './firebase/rulesDeploy';
import {
  committedLegalRecord,
  deployProblems,
  deployProject,
  deploysToFirebase,
  firebasePartLeftOut,
} from './deploy/checks';
import { deployPlan, echoed, FIREBASE_PUBLIC, isServerHost, serverSteps, type DeployStep } from './deploy/plan';
import { previewNotes, previewPlan, runPreview } from './deploy/preview';
import { legalDayCame, promotable, promotePlan, putLive, serverPromoteSteps, sourcesChanged } from './deploy/promote';
import { readKept } from './deploy/kept';
import { recordPublication } from './deploy/record';
import { readDeployArgs, type DeployArgs } from './deploy/args';
import { dayOf, recordDeploy } from './deploy/due';
import { ifDueToday, LEGAL_BUILD_DAY, promotedAhead, writeAhead } from './deploy/ahead';

/** Everything a deploy of any mode settles before it builds: the settings, checked, and where it goes. */
export interface DeployContext {
  host: DeployHost;
  env: Record<string, string | undefined>;
  functions: boolean;
  rules: RulesPlan;
  /** Whether anything goes to Firebase, and the project it goes to ('' when nothing does). */
  toFirebase: boolean;
  project: string;
  login: ReturnType<typeof firebaseLogin> | null;
}

/** The settings and credentials for `host`, checked: every problem named in one error, before anything is built. */
function prepare(host: DeployHost, firebaseNow?: boolean): DeployContext {
  const rc = path.join(root, '.firebaserc');
  const firebaserc = existsSync(rc) ? readFileSync(rc, 'utf8') : null;
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
  // A preview sends Firebase the site at most, never the rules or functions (firebaseNow).
  const firebaseAtAll = deploysToFirebase(host, functions, rules);
  const toFirebase = firebaseNow ?? firebaseAtAll;
  const project = firebaseAtAll ? deployProject(env, firebaserc) : '';
  return { host, env, functions, rules, toFirebase, project, login: toFirebase ? firebaseLogin(process.env) : null };
}

function main() {
  // The day a build made ahead shows is --if-due's to set, for a preview: a live site built with one
  // from the shell or a settings file would show another day's legal versions.
  if (process.env[LEGAL_BUILD_DAY]) {
    throw new Error(
      `${LEGAL_BUILD_DAY} is set (${process.env[LEGAL_BUILD_DAY]}): only npm run deploy -- --if-due sets it, for a ` +
        "preview built ahead of a legal version's day. Remove it from the shell and the .env files; nothing was built or deployed.",
    );
  }
  const args = readDeployArgs(process.argv.slice(2));
  switch (args.mode.kind) {
    case 'live':
      return deployLive(prepare(args.host), args);
    case 'ifDue':
      return deployIfDue(args);
    case 'preview':
      // A preview sends Firebase its site at most: no rules, no functions.
      return deployPreview(prepare(args.host, args.host === 'firebase'), args);
    case 'promote':
      return deployPromote(args, args.mode);
  }
}

/**
 * `--if-due` (scripts/deploy/due.ts, ahead.ts): nothing; a preview built ahead as of a legal version's
 * day; on the day, that build put live; or else a live deploy.
 */
function deployIfDue(args: DeployArgs) {
  const plan = ifDueToday(args.host);
  if (plan.do === 'live') return deployLive(prepare(args.host), args);
  if (plan.do === 'promote') {
    deployPromote(args, { build: plan.build, rebuild: false });
    if (!args.dryRun) promotedAhead(plan, args.host);
  } else if (plan.do === 'ahead') {
    process.env[LEGAL_BUILD_DAY] = plan.day;
    const kept = deployPreview(prepare(args.host, args.host === 'firebase'), args);
    if (kept) writeAhead({ day: plan.day, build: kept.id });
  }
}

/** Stops before building when Firebase, which this deploy needs, has no login here. */
function checkLogin({ login }: DeployContext) {
  if (login?.state === 'missing') throw new Error(`Nothing was built or deployed: ${noFirebaseLogin}`);
  if (login?.state === 'unknown')
    console.log(`Whether Firebase has a login here could not be read (${login.why}): going on.`);
}

function dryRunSaid(what: string, steps: DeployStep[], { host, login }: DeployContext) {
  console.log(`Every setting is in place. ${what} would run (--dry-run: nothing was built or deployed):`);
  steps.forEach((step, i) => console.log(`${i + 1}. ${step.shows}`));
  if (login?.state === 'missing')
    console.log(`Not yet: ${noFirebaseLogin} Without it, the deploy stops before building.`);
  if (isCliHost(host) && outdatedHostClis().length)
    console.log('Before the last step it installs the host CLIs into tools/host-clis (npm run hosts:install).');
}

/** Builds once, keeps the folder under its build id, and sends it to the host's preview (scripts/deploy/preview.ts). */
function deployPreview(context: DeployContext, { dryRun }: DeployArgs) {
  if (dryRun) {
    dryRunSaid(`A preview on ${context.host}`, previewPlan(context).steps, context);
    for (const line of previewNotes(context.host, undefined)) console.log(line);
    return;
  }
  checkLogin(context);
  const kept = runPreview(context);
  console.log('');
  for (const line of previewNotes(context.host, kept)) console.log(line);
  return kept;
}

/** Puts the kept build of a preview live, then records the publication (scripts/deploy/promote.ts). */
function deployPromote(args: DeployArgs, { build, rebuild }: { build: string; rebuild: boolean }) {
  const kept = readKept(build);
  if (args.hostNamed && args.host !== kept.host)
    throw new Error(
      `Nothing was built or deployed: build ${build} was previewed on ${kept.host}, not on ${args.host}.`,
    );
  const state = promotable(kept);
  if (state !== 'same') {
    if (!rebuild) throw state === 'sources changed' ? sourcesChanged(build) : legalDayCame(kept);
    const what = state === 'sources changed' ? 'The sources' : 'The legal versions in force';
    console.log(
      `${what} changed since the preview of build ${build}: --rebuild builds them again and deploys that live.`,
    );
    return deployLive(prepare(kept.host), { ...args, host: kept.host });
  }
  const context = prepare(kept.host);
  if (kept.project && context.project && kept.project !== context.project)
    throw new Error(
      `Nothing was built or deployed: build ${build} was built for project ${kept.project}, not ${context.project}.`,
    );
  const steps = promotePlan({ ...context, extra: args.extra }, kept);
  const server = isServerHost(kept.host) ? serverPromoteSteps(kept.host, kept) : [];
  const said = [
    ...(context.toFirebase ? [rulesPlanText(context.rules)] : [firebasePartLeftOut]),
    ...(server.length ? [`On your server:\n${server.map((step, i) => `   ${i + 1}. ${step}`).join('\n')}`] : []),
  ];
  if (args.dryRun) {
    dryRunSaid(`Putting build ${build} live on ${kept.host}`, steps, context);
    for (const line of said) console.log(line);
    return;
  }
  for (const line of said) console.log(line);
  checkLogin(context);
  putLive({ ...context, extra: args.extra }, kept, { legal: committedLegalRecord(process.env) });
  console.log(
    `\nBuild ${build} is live${server.length ? ' once copied to your server (above)' : ''}: the bytes its preview showed.`,
  );
}

/** Builds and deploys to production: the Firebase part first, then the site (scripts/deploy/plan.ts). */
function deployLive(context: DeployContext, { extra, dryRun }: DeployArgs) {
  const { host, env, functions, rules, toFirebase, project } = context;
  const began = dayOf(new Date());
  const plan = deployPlan(host, env, { project, extra, functions, rules });
  const server = isServerHost(host) ? serverSteps[host] : [];
  const said = [
    ...(toFirebase ? [rulesPlanText(rules)] : [firebasePartLeftOut]),
    ...(server.length
      ? [`Once built, on your server:\n${server.map((step, i) => `   ${i + 1}. ${step}`).join('\n')}`]
      : []),
  ];
  if (dryRun) {
    dryRunSaid(`A deploy to ${host}`, plan, context);
    for (const line of said) console.log(line);
    return;
  }
  // Before anything that could fail: where everything goes, and the rules the app team merges.
  for (const line of said) console.log(line);
  if (rules === 'off') console.log(rulesForMerging(root));
  checkLogin(context);
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
  recordDeploy({ day: began, host });
}

runScript(import.meta.url, main);
