/**
 * A dated change live on its day with nobody deploying (docs/operators.md#deploying-from-github-actions):
 * `npm run deploy -- --if-due` and the script the workflow runs (scripts/ciDeploy.ts), as the
 * scheduler starts them, in a fresh copy of the project whose legal files the tests change (the
 * project's own are never touched), with a live site's settings in its files and no login. The
 * record's push, into a repository of its own with a remote on disk.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderHash, sourcesHash } from '../../scripts/deploy/kept';
import { deployable } from '../support/liveSettings';
import { envFile, operatorCopy, runToEnd, type Env } from './support';

let dir = '';
let env: Env = {};
const dayMs = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * dayMs).toISOString().slice(0, 10);
const json = (file: string, value: unknown) => writeFileSync(path.join(dir, file), `${JSON.stringify(value)}\n`);

/**
 * The copy's legal records: the terms announced 40 days ago for `effective`, the privacy policy and
 * the consent as they were, and the last deploy yesterday.
 */
function legalFiles(effective: string) {
  const first = { version: '2026-01-01', effective: '2026-01-01' };
  json('legal/versions.json', {
    terms: [first, { version: day(-40), effective }],
    privacy: [first],
    healthConsent: [first],
  });
  json('legal/published.json', { terms: { '2026-01-01': '2026-01-01', [day(-40)]: day(-40) } });
  json('legal/deployed.json', { day: day(-1), host: 'netlify' });
}

beforeAll(() => {
  ({ dir, env } = operatorCopy({
    '.env.production.local': envFile({ ...deployable, FIREBASE_FUNCTIONS: 'off', FIRESTORE_RULES: 'off' }),
  }));
});

/** The workflow's command: the CI script, with the settings loaded as npm run deploy loads them. */
function ciDeploy(args: string[], childEnv: Env): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    path.join(dir, 'node_modules/.bin/tsx'),
    ['--import', './scripts/settings/production.ts', 'scripts/ciDeploy.ts', ...args],
    { cwd: dir, env: childEnv as NodeJS.ProcessEnv },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

describe('npm run deploy -- --if-due', () => {
  it('says nothing is due until the announced version’s day, and deploys nothing', async () => {
    legalFiles(day(40));
    const run = await runToEnd('deploy', ['--if-due', '--dry-run'], { cwd: dir, env });
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain(
      `Nothing due until ${day(40)}: no legal version's day has come since the last deploy (${day(-1)}).`,
    );
    expect(run.output).not.toContain('npm run build');
  });

  it('deploys once the version’s day has come since the last deploy', async () => {
    legalFiles(day(0));
    const run = await runToEnd('deploy', ['--if-due', '--dry-run'], {
      cwd: dir,
      env: { ...env, FIREBASE_LOGIN_CHECK: 'off' },
    });
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain(`Due since the last deploy (${day(-1)}): terms ${day(-40)} (from ${day(0)}).`);
    expect(run.output).toContain('A deploy to firebase would run (--dry-run: nothing was built or deployed):');
    expect(run.output).toContain('npm run build');
    expect(run.output).toContain('firebase deploy --only hosting');
  });
});

describe('the day a build is made as of (LEGAL_BUILD_DAY)', () => {
  it('is --if-due’s own: a deploy refuses it from the settings, and a build refuses a day it cannot read', async () => {
    legalFiles(day(40));
    const deploy = await runToEnd('deploy', ['--dry-run'], { cwd: dir, env: { ...env, LEGAL_BUILD_DAY: day(40) } });
    expect(deploy.code).not.toBe(0);
    expect(deploy.output).toContain(`LEGAL_BUILD_DAY is set (${day(40)}): only npm run deploy -- --if-due sets it`);
    for (const wrong of ['tomorrow', '2026-02-30']) {
      const build = await runToEnd('build', [], { cwd: dir, env: { ...env, LEGAL_BUILD_DAY: wrong } });
      expect(build.code).not.toBe(0);
      expect(build.output).toContain(
        `LEGAL_BUILD_DAY must be a day, YYYY-MM-DD (UTC), got "${wrong}": nothing was built.`,
      );
    }
  });
});

describe('npm run deploy -- --if-due on a host with previews', () => {
  it('builds ahead, the day before a version’s day, a preview as of that day', async () => {
    legalFiles(day(1));
    const run = await runToEnd('deploy', ['--if-due', '--dry-run'], {
      cwd: dir,
      env: { ...env, FIREBASE_LOGIN_CHECK: 'off' },
    });
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain(`Nothing due until ${day(1)}`);
    expect(run.output).toContain(`Building ahead, as of ${day(1)}, a preview of the site to put live on that day`);
    expect(run.output).toContain('A preview on firebase would run');
    expect(run.output).toMatch(/firebase hosting:channel:deploy/);
  });

  it('puts that very build live on the day', async () => {
    legalFiles(day(0));
    const kept = path.join(dir, '.deploys', 'b1');
    mkdirSync(path.join(kept, 'site'), { recursive: true });
    writeFileSync(path.join(kept, 'site', 'index.html'), '<!doctype html><title>as of the day</title>');
    const build = { id: 'b1', host: 'firebase', project: deployable.FIREBASE_PROJECT, at: new Date().toISOString() };
    json('.deploys/b1/preview.json', {
      ...build,
      site: folderHash(path.join(kept, 'site')),
      sources: sourcesHash(dir),
    });
    json('.deploys/ahead.json', { day: day(0), build: 'b1' });
    try {
      const run = await runToEnd('deploy', ['--if-due', '--dry-run'], {
        cwd: dir,
        env: { ...env, FIREBASE_LOGIN_CHECK: 'off' },
      });
      expect(run.code, run.output).toBe(0);
      expect(run.output).toContain(`Due since the last deploy (${day(-1)})`);
      expect(run.output).toContain(`Putting live build b1, built ahead as of ${day(0)}.`);
      expect(run.output).toContain(
        `hosting:clone ${deployable.FIREBASE_PROJECT}:b1 ${deployable.FIREBASE_PROJECT}:live`,
      );
      expect(run.output).not.toContain('npm run build');
    } finally {
      rmSync(path.join(dir, '.deploys'), { recursive: true, force: true });
    }
  });
});

describe('the workflow’s deploy (scripts/ciDeploy.ts)', () => {
  it('without the host’s credentials in the CI’s secrets, says which are missing and does nothing', async () => {
    legalFiles(day(0));
    const run = await ciDeploy(['--if-due', '--dry-run'], { ...env, DEPLOY_HOST: 'netlify', GITHUB_ACTIONS: 'true' });
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain("The deploy to netlify is not set up here: the CI's secrets lack NETLIFY_AUTH_TOKEN");
    expect(run.output).toContain('::warning title=Nothing deployed::');
    expect(run.output).not.toContain('npm run deploy');
    const firebase = await ciDeploy(['--if-due', '--dry-run'], { ...env, FIREBASE_FUNCTIONS: 'on' });
    expect(firebase.output).toContain(
      "The deploy to firebase is not set up here: the CI's secrets lack FIREBASE_SERVICE_ACCOUNT",
    );
  });

  it('with them, runs npm run deploy -- --if-due, the service account key in a file of the run only', async () => {
    legalFiles(day(0));
    const temp = mkdtempSync(path.join(tmpdir(), 'slimstart-ci-test-'));
    try {
      const run = await ciDeploy(['--if-due', '--dry-run'], {
        ...env,
        TMPDIR: temp,
        FIREBASE_SERVICE_ACCOUNT: '{"type": "service_account"}',
      });
      expect(run.code, run.output).toBe(0);
      expect(run.output).toContain('> npm run deploy -- --host firebase --if-due --dry-run');
      expect(run.output).toContain(`Due since the last deploy (${day(-1)})`);
      expect(run.output).toContain('A deploy to firebase would run');
      // The key reached firebase-tools' place, so no login was asked for; its file is gone.
      expect(run.output).not.toContain('Firebase has no login');
      expect(readdirSync(temp).filter((name) => name.startsWith('slimstart-ci-'))).toEqual([]);
      // The gate found main's newest change tested but not live: the whole deploy, whatever is due.
      legalFiles(day(40));
      const catchUp = await ciDeploy(['--if-due', '--dry-run'], {
        ...env,
        TMPDIR: temp,
        GATE: 'deploy',
        FIREBASE_SERVICE_ACCOUNT: '{"type": "service_account"}',
      });
      expect(catchUp.code, catchUp.output).toBe(0);
      expect(catchUp.output).toContain('> npm run deploy -- --host firebase --dry-run\n');
      expect(catchUp.output).not.toContain('Nothing due');
    } finally {
      rmSync(temp, { recursive: true, force: true });
    }
  });
});

describe('the record of the deploy, committed and pushed (scripts/ciDeploy.ts record)', () => {
  const origin = mkdtempSync(path.join(tmpdir(), 'slimstart-origin-'));
  const other = `${origin}-other`;
  afterAll(() => [origin, other].forEach((folder) => rmSync(folder, { recursive: true, force: true })));
  const who = {
    GIT_AUTHOR_NAME: 'CI',
    GIT_AUTHOR_EMAIL: 'ci@slimstart.app',
    GIT_COMMITTER_NAME: 'CI',
    GIT_COMMITTER_EMAIL: 'ci@slimstart.app',
  };
  const git = (cwd: string, ...args: string[]) => {
    const done = spawnSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, ...who } });
    expect(done.status, done.stderr).toBe(0);
    return done.stdout.trim();
  };

  it('pushes the records a deploy changed, past a commit pushed meanwhile', async () => {
    // The copy as the workflow's checkout: a clone of its remote, its legal records committed.
    legalFiles(day(40));
    git(origin, 'init', '-q', '--bare', '-b', 'main');
    git(dir, 'init', '-q', '-b', 'main');
    git(dir, 'remote', 'add', 'origin', origin);
    git(dir, 'add', 'legal/published.json', 'legal/deployed.json');
    git(dir, 'commit', '-q', '-m', 'start');
    git(dir, 'push', '-q', '-u', 'origin', 'main');
    // Someone pushes while the deploy runs; the deploy then writes its records.
    git(tmpdir(), 'clone', '-q', origin, other);
    writeFileSync(path.join(other, 'meanwhile.txt'), 'meanwhile\n');
    git(other, 'add', 'meanwhile.txt');
    git(other, 'commit', '-q', '-m', 'meanwhile');
    git(other, 'push', '-q');
    json('legal/deployed.json', { day: day(0), host: 'firebase' });

    // With the workflow's token, which git is given for GitHub alone: a remote elsewhere is unaffected.
    const run = await ciDeploy(['record'], { ...env, ...who, GH_TOKEN: 'a-workflow-token' });
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('The push was refused');
    expect(git(origin, 'log', '--format=%s', 'main')).toBe(
      `Record the deploy of ${day(0)} (legal/published.json, legal/deployed.json) [skip ci]\nmeanwhile\nstart`,
    );
    expect(git(origin, 'show', 'main:legal/deployed.json')).toContain(day(0));
    const again = await ciDeploy(['record'], { ...env, ...who });
    expect(again.output).toContain('The deploy changed no record: nothing to commit.');
  });

  it('lets the daily run deploy only what a push of main tested, catching up a deploy that did not finish', async () => {
    // main: a pushed change, then a deploy's record on top, which is no change of its own.
    git(dir, 'init', '-q', '-b', 'main');
    writeFileSync(path.join(dir, 'changed.txt'), 'a change\n');
    git(dir, 'add', 'changed.txt');
    git(dir, 'commit', '-q', '-m', 'A change');
    const pushed = git(dir, 'rev-parse', 'HEAD');
    json('legal/deployed.json', { day: day(-1), host: 'firebase' });
    git(dir, 'add', 'legal/deployed.json');
    git(dir, 'commit', '-q', '-m', 'Record the deploy [skip ci]');
    // GitHub's API, which the gate asks through gh: a stand-in that answers the push's run and its jobs.
    const bin = mkdtempSync(path.join(tmpdir(), 'slimstart-gh-'));
    const asked = path.join(bin, 'asked');
    writeFileSync(
      path.join(bin, 'gh'),
      `#!/bin/sh\necho "$@" >> "${asked}"\ncase "$2" in *"/jobs") cat "${bin}/jobs.json" ;; *) cat "${bin}/runs.json" ;; esac\n`,
      { mode: 0o755 },
    );
    writeFileSync(path.join(bin, 'runs.json'), JSON.stringify({ workflow_runs: [{ id: 7, head_sha: pushed }] }));
    const output = path.join(bin, 'output');
    const gateWith = async (jobs: { name: string; status: string; conclusion: string | null }[]) => {
      writeFileSync(path.join(bin, 'jobs.json'), JSON.stringify({ jobs }));
      writeFileSync(output, '');
      const run = await ciDeploy(['gate'], {
        ...env,
        PATH: `${bin}:${env.PATH}`,
        GITHUB_REPOSITORY: 'owner/site',
        GITHUB_WORKFLOW_REF: 'owner/site/.github/workflows/site.yml@refs/heads/main',
        GITHUB_REF_NAME: 'main',
        GITHUB_OUTPUT: output,
      });
      return { ...run, mode: readFileSync(output, 'utf8').trim() };
    };
    const done = (name: string, conclusion: string) => ({ name, status: 'completed', conclusion });
    try {
      const failed = await gateWith([done('test', 'failure'), done('deploy', 'skipped')]);
      expect(failed.code, failed.output).toBe(1);
      expect(failed.mode).toBe('mode=none');
      expect(failed.output).toContain(`main's latest tested push (${pushed.slice(0, 7)}) did not pass its tests`);
      expect(readFileSync(asked, 'utf8').split('\n')).toEqual([
        'api repos/owner/site/actions/workflows/site.yml/runs?event=push&branch=main&per_page=1',
        'api repos/owner/site/actions/runs/7/jobs',
        '',
      ]);
      const testing = await gateWith([{ name: 'test', status: 'in_progress', conclusion: null }]);
      expect([testing.code, testing.mode]).toEqual([0, 'mode=none']);
      const cancelled = await gateWith([done('test', 'success'), done('deploy', 'cancelled')]);
      expect([cancelled.code, cancelled.mode]).toEqual([0, 'mode=deploy']);
      expect(cancelled.output).toContain('passed its tests, but its deploy did not finish (cancelled or failed)');
      const live = await gateWith([done('test', 'success'), done('deploy', 'success')]);
      expect([live.code, live.mode]).toEqual([0, 'mode=if-due']);
      // A change pushed without a run of its own: nothing, however the last push's run went.
      writeFileSync(path.join(dir, 'changed.txt'), 'an untested change\n');
      git(dir, 'commit', '-q', '-am', 'Untested [skip ci]');
      const untested = await gateWith([done('test', 'success'), done('deploy', 'success')]);
      expect([untested.code, untested.mode]).toEqual([0, 'mode=none']);
      expect(untested.output).toContain('main holds a change no push has tested');
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  });
});
