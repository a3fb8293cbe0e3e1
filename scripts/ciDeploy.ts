/**
 * What the repository's workflow runs to deploy (.github/workflows/site.yml;
 * docs/operators.md#deploying-from-github-actions): `npm run deploy` to DEPLOY_HOST (firebase,
 * cloudflare or netlify; Firebase Hosting unless set), with `--if-due` on the daily run, and the
 * host's credentials from the CI's secrets. Without them it says which are missing and does nothing:
 * a copy of the repository (a fork) that has none still runs its tests green, and one that lacks a
 * single credential says which. The Firebase service account key reaches firebase-tools as a file
 * of this run only (GOOGLE_APPLICATION_CREDENTIALS), removed when the deploy ends.
 *
 * `tsx scripts/ciDeploy.ts gate`, before the daily run's deploy, decides whether main's newest change
 * may be deployed at all (scripts/deploy/ciGate.ts): it writes `mode` (if-due, deploy or none) to
 * the step's outputs, and the deploy step reads it as GATE.
 *
 * `tsx scripts/ciDeploy.ts record` then commits what the deploy recorded (legal/published.json,
 * legal/deployed.json) and pushes it, so that the repository says what was last deployed: the
 * next scheduled run reads it. A push that a newer commit on the branch refuses is rebased and tried
 * again.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readFunctionsSettings } from '../lib/firebase/functionsRegions';
import { deploysToFirebase } from './deploy/checks';
import { changesAfter, gate, latestPushRun } from './deploy/ciGate';
import { IF_DUE } from './deploy/due';
import { rulesPlan } from './firebase/rulesDeploy';
import { runScript } from './lib/entry';
import { root } from './lib/paths';

/** The hosts a CI can deploy to by itself: a server of the operator's own takes a copy by hand. */
const ciHosts = ['firebase', 'cloudflare', 'netlify'] as const;
type CiHost = (typeof ciHosts)[number];

/** The CI's secrets each part of a deploy needs (the other settings are the deploy's to check). */
const secretsOf = { cloudflare: ['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID'], netlify: ['NETLIFY_AUTH_TOKEN'] };
const FIREBASE_SECRET = 'FIREBASE_SERVICE_ACCOUNT';

/** The records a deploy writes, which the workflow commits. */
export const RECORDS = ['legal/published.json', 'legal/deployed.json'];

/** Whether the deploy sends anything to Firebase; a setting it cannot read counts as yes, and deploy names it. */
function toFirebase(host: CiHost, env: NodeJS.ProcessEnv): boolean {
  try {
    return deploysToFirebase(host, readFunctionsSettings(env).enabled, rulesPlan(env, root));
  } catch {
    return true;
  }
}

/** The secrets a deploy to `host` needs, and those of them unset or empty. */
export function neededSecrets(host: CiHost, env: NodeJS.ProcessEnv): { needed: string[]; missing: string[] } {
  const needed = [...(toFirebase(host, env) ? [FIREBASE_SECRET] : []), ...(host === 'firebase' ? [] : secretsOf[host])];
  return { needed, missing: needed.filter((name) => !env[name]?.trim()) };
}

/** Said in the log, and on GitHub Actions as an annotation of the run too. */
function warn(text: string) {
  console.log(text);
  if (process.env.GITHUB_ACTIONS === 'true') console.log(`::warning title=Nothing deployed::${text}`);
}

function deploy(argv: string[]): number {
  const host = (process.env.DEPLOY_HOST?.trim() || 'firebase') as CiHost;
  if (!ciHosts.includes(host)) {
    throw new Error(
      `DEPLOY_HOST is "${host}": the workflow deploys to ${ciHosts.join(', ')}. A server of your own (nginx, ` +
        'Apache, Caddy) takes out/ by a copy of your own: npm run deploy -- --host <server> says where everything goes.',
    );
  }
  const { missing } = neededSecrets(host, process.env);
  if (missing.length) {
    warn(
      `The deploy to ${host} is not set up here: the CI's secrets lack ${missing.join(', ')} ` +
        '(docs/operators.md#deploying-from-github-actions). Nothing was built or deployed.',
    );
    return 0;
  }
  // The gate found main's newest change tested but never put live: the whole deploy, not --if-due.
  const catchUp = process.env.GATE === 'deploy';
  const flags = argv.filter((arg) => (arg === IF_DUE && !catchUp) || arg === '--dry-run');
  // A secret the CI does not have reaches the step empty: as unset, so that a setting of the files still counts.
  const env = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== '')) as NodeJS.ProcessEnv;
  const key = env[FIREBASE_SECRET];
  delete env[FIREBASE_SECRET];
  const dir = mkdtempSync(path.join(tmpdir(), 'slimstart-ci-'));
  try {
    if (key) {
      chmodSync(dir, 0o700);
      const file = path.join(dir, 'service-account.json');
      writeFileSync(file, key, { mode: 0o600 });
      // firebase-tools reads the key from here; its own login check would not see it (scripts/firebase/login.ts).
      Object.assign(env, { GOOGLE_APPLICATION_CREDENTIALS: file, FIREBASE_LOGIN_CHECK: 'off' });
    }
    const args = ['run', 'deploy', '--', '--host', host, ...flags];
    console.log(`> npm ${args.join(' ')}`);
    return spawnSync('npm', args, { cwd: root, env, stdio: 'inherit' }).status ?? 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const git = (...args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });

/**
 * git with the workflow's token for GitHub, given to the record step alone (GH_TOKEN): the checkout
 * keeps no credentials, so the install scripts of the steps before never hold a token that can push.
 * Passed in git's environment (GIT_CONFIG_*), as actions/checkout would write it, never in arguments.
 */
function gitWithToken(...args: string[]) {
  const token = process.env.GH_TOKEN;
  const auth = token
    ? {
        GIT_CONFIG_COUNT: '1',
        GIT_CONFIG_KEY_0: 'http.https://github.com/.extraheader',
        GIT_CONFIG_VALUE_0: `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`,
      }
    : {};
  return spawnSync('git', args, { cwd: root, encoding: 'utf8', env: { ...process.env, ...auth } });
}

/** Commits the deploy's records, when it changed them, and pushes them to the branch checked out. */
function record(): number {
  const changed = git('status', '--porcelain', '--', ...RECORDS).stdout.trim();
  if (!changed) {
    console.log('The deploy changed no record: nothing to commit.');
    return 0;
  }
  const day = new Date().toISOString().slice(0, 10);
  // [skip ci]: the push starts no run of its own, should it be made with a token that would.
  for (const step of [
    ['add', '--', ...RECORDS],
    ['commit', '-q', '-m', `Record the deploy of ${day} (${RECORDS.join(', ')}) [skip ci]`, '--', ...RECORDS],
  ]) {
    const done = git(...step);
    if (done.status !== 0) throw new Error(`git ${step[0]} failed: ${done.stderr.trim()}`);
  }
  let refusal = '';
  for (let attempt = 1; attempt <= 3; attempt++) {
    const pushed = gitWithToken('push', '-q', 'origin', 'HEAD');
    if (pushed.status === 0) {
      console.log(`Recorded and pushed: ${git('log', '-1', '--format=%h %s').stdout.trim()}`);
      return 0;
    }
    refusal = pushed.stderr.trim();
    console.log('The push was refused (a newer commit on the branch?): rebasing on the branch and trying again.');
    const branch = git('rev-parse', '--abbrev-ref', 'HEAD').stdout.trim();
    const rebased = gitWithToken('pull', '-q', '--rebase', 'origin', branch);
    if (rebased.status !== 0) throw new Error(`git pull --rebase failed: ${rebased.stderr.trim()}`);
  }
  throw new Error(`The record was committed but could not be pushed (${refusal}): push it by hand.`);
}

/** The daily run's gate: said, handed to the next steps as `mode`, and failing on failed tests. */
function gateStep(): number {
  const run = latestPushRun();
  const decision = gate(run, run && changesAfter(run.sha, RECORDS));
  if (decision.mode === 'none') warn(decision.said);
  else console.log(decision.said);
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `mode=${decision.mode}\n`);
  return decision.failed ? 1 : 0;
}

function main() {
  const argv = process.argv.slice(2);
  process.exitCode = argv[0] === 'record' ? record() : argv[0] === 'gate' ? gateStep() : deploy(argv);
}

runScript(import.meta.url, main);
