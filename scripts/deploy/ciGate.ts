/**
 * What the workflow's daily run may deploy (.github/workflows/site.yml,
 * docs/operators.md#deploying-from-github-actions): only what a push of main tested.
 *
 * The daily run checks out main as it is, and main can hold a change whose tests failed, or are
 * still running. It asks GitHub for the workflow's latest run on a push to the branch, and that
 * run's jobs `test` and `deploy` (scheduled runs skip both, so only a push's run is asked; a push of
 * several commits runs once, for its last), then checks that main holds nothing after that push but
 * the records a deploy commits (legal/published.json, legal/deployed.json):
 * - something else came after it (pushed with [skip ci]): nothing, until a push tests it;
 * - its tests failed: nothing is deployed, and the run fails, so that someone sees it;
 * - its tests are still running: nothing now; its deploy builds as of its day;
 * - its tests passed and its deploy is running or waiting: nothing more;
 * - its tests passed and its deploy finished: `--if-due` as usual;
 * - its tests passed but its deploy did not finish (GitHub cancels a deploy still waiting for its
 *   turn when the daily run queues behind the same lock, or the host failed): the whole deploy, so the
 *   site catches up with main within a day.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from '../lib/paths';

export type Conclusion = 'success' | 'failure' | 'pending' | 'other' | 'none';
export type Mode = 'if-due' | 'deploy' | 'none';
export interface Gate {
  mode: Mode;
  said: string;
  /** A change whose tests failed: the run fails too. */
  failed: boolean;
}
/** The workflow's latest run on a push: the commit it ran for, and how its jobs ended. */
export interface PushRun {
  sha: string;
  test: Conclusion;
  deploy: Conclusion;
}

function gh(route: string, env: NodeJS.ProcessEnv) {
  const answer = spawnSync('gh', ['api', route], { encoding: 'utf8', env });
  if (answer.status !== 0) throw new Error(`gh api failed: ${(answer.stderr || answer.error?.message || '').trim()}`);
  return JSON.parse(answer.stdout);
}

/** The latest run of this workflow on a push to this branch, from GitHub's API through `gh`. */
export function latestPushRun(env: NodeJS.ProcessEnv = process.env): PushRun | null {
  const repository = env.GITHUB_REPOSITORY;
  if (!repository) throw new Error('GITHUB_REPOSITORY is not set: the gate runs in the workflow.');
  // owner/repo/.github/workflows/site.yml@refs/heads/main
  const workflow = path.basename((env.GITHUB_WORKFLOW_REF ?? 'site.yml').split('@')[0]);
  const branch = encodeURIComponent(env.GITHUB_REF_NAME || 'main');
  const runs = gh(`repos/${repository}/actions/workflows/${workflow}/runs?event=push&branch=${branch}&per_page=1`, env);
  const run: { id: number; head_sha: string } | undefined = runs.workflow_runs?.[0];
  if (!run) return null;
  const jobs: { name: string; status: string; conclusion: string | null }[] =
    gh(`repos/${repository}/actions/runs/${run.id}/jobs`, env).jobs ?? [];
  const conclusion = (name: string): Conclusion => {
    const job = jobs.find((candidate) => candidate.name === name);
    if (!job) return 'none';
    if (job.status !== 'completed') return 'pending';
    return job.conclusion === 'success' || job.conclusion === 'failure' ? job.conclusion : 'other';
  };
  return { sha: run.head_sha, test: conclusion('test'), deploy: conclusion('deploy') };
}

/**
 * The commits of the checkout after `sha` that are more than a deploy's records, newest first; null
 * when `sha` is not in the history checked out.
 */
export function changesAfter(sha: string, records: string[], cwd = root): string[] | null {
  if (spawnSync('git', ['merge-base', '--is-ancestor', sha, 'HEAD'], { cwd }).status !== 0) return null;
  const log = spawnSync('git', ['log', '--format=%x00%h %s', '--name-only', `${sha}..HEAD`], { cwd, encoding: 'utf8' });
  if (log.status !== 0) throw new Error(`git log failed: ${log.stderr.trim()}`);
  return log.stdout
    .split('\0')
    .filter(Boolean)
    .map((entry) => entry.split('\n').filter(Boolean))
    .filter(([, ...files]) => files.length === 0 || files.some((file) => !records.includes(file)))
    .map(([head]) => head);
}

/** The decision, given the latest push's run and what main holds after it. */
export function gate(run: PushRun | null, after: string[] | null): Gate {
  const none = (said: string, failed = false): Gate => ({ mode: 'none', failed, said });
  if (!run) return none('No push of main has run the workflow yet: nothing to deploy.');
  const named = `main's latest tested push (${run.sha.slice(0, 7)})`;
  if (after === null) return none(`${named} is not in the history checked out: nothing deployed.`, true);
  if (after.length)
    return none(
      `main holds a change no push has tested (${after[0]}; pushed with [skip ci]?): nothing until one does.`,
    );
  if (run.test === 'failure' || run.test === 'other')
    return none(`${named} did not pass its tests: nothing was deployed. Fix main, and its push deploys it.`, true);
  if (run.test !== 'success')
    return none(`${named} is still being tested: nothing now. Its deploy builds as of its own day.`);
  if (run.deploy === 'success')
    return { mode: 'if-due', failed: false, said: `${named} passed its tests and is live.` };
  if (run.deploy === 'pending') return none(`${named} passed its tests and its deploy is under way: nothing more now.`);
  return {
    mode: 'deploy',
    failed: false,
    said: `${named} passed its tests, but its deploy did not finish (${run.deploy === 'none' ? 'never started' : 'cancelled or failed'}): deploying it now.`,
  };
}
