/**
 * What the workflow's daily run may deploy (.github/workflows/site.yml,
 * docs/operators.md#deploying-from-github-actions): only a change of main whose tests passed.
 *
 * The daily run checks out main as it is, and main can hold a change whose tests failed, or are
 * still running. It looks at main's newest change (the records a deploy commits, legal/published.json
 * and legal/deployed.json, are no change: their commits start no run) and at the jobs its push ran,
 * as GitHub reports them (the check runs `test` and `deploy`):
 * - its tests failed: nothing is deployed, and the run fails, so that someone sees it;
 * - its tests are still running, or never ran: nothing now; its push's deploy builds as of its day;
 * - its tests passed and its deploy is running or waiting: nothing more;
 * - its tests passed and its deploy finished: `--if-due` as usual;
 * - its tests passed but its deploy did not finish (GitHub cancels a deploy still waiting for its
 *   turn when the daily run queues behind the same lock, or the host failed): the full deploy, so the
 *   site catches up with main within a day.
 */
import { spawnSync } from 'node:child_process';
import { root } from '../lib/paths';

export type Conclusion = 'success' | 'failure' | 'pending' | 'other' | 'none';
export type Mode = 'if-due' | 'deploy' | 'none';
export interface Gate {
  mode: Mode;
  said: string;
  /** A change whose tests failed: the run fails too. */
  failed: boolean;
}

/** The jobs of site.yml whose outcome decides (their check runs bear the jobs' ids). */
type Job = 'test' | 'deploy';

/** main's newest commit that is more than a deploy's records, within the history checked out. */
export function newestChange(records: string[], cwd = root): { sha: string; subject: string } | null {
  const log = spawnSync('git', ['log', '--format=%x00%H %s', '--name-only', '-n', '100'], { cwd, encoding: 'utf8' });
  if (log.status !== 0) throw new Error(`git log failed: ${log.stderr.trim()}`);
  for (const entry of log.stdout.split('\0').filter(Boolean)) {
    const [head, ...files] = entry.split('\n').filter(Boolean);
    const [sha, ...subject] = head.split(' ');
    if (files.length === 0 || files.some((file) => !records.includes(file))) return { sha, subject: subject.join(' ') };
  }
  return null;
}

/** The conclusions of a commit's `test` and `deploy` check runs, from GitHub's API through `gh`. */
export function checksOf(sha: string, env: NodeJS.ProcessEnv = process.env): Record<Job, Conclusion> {
  const repository = env.GITHUB_REPOSITORY;
  if (!repository) throw new Error('GITHUB_REPOSITORY is not set: the gate runs in the workflow.');
  const answer = spawnSync('gh', ['api', `repos/${repository}/commits/${sha}/check-runs?per_page=100`], {
    encoding: 'utf8',
    env,
  });
  if (answer.status !== 0) throw new Error(`gh api failed: ${(answer.stderr || answer.error?.message || '').trim()}`);
  const runs: { name: string; status: string; conclusion: string | null; completed_at?: string }[] =
    JSON.parse(answer.stdout).check_runs ?? [];
  const conclusion = (job: string): Conclusion => {
    // A re-run adds a check run: the newest counts.
    const run = runs
      .filter(({ name }) => name === job)
      .sort((a, b) => (b.completed_at ?? '~').localeCompare(a.completed_at ?? '~'))[0];
    if (!run) return 'none';
    if (run.status !== 'completed') return 'pending';
    return run.conclusion === 'success' || run.conclusion === 'failure' ? run.conclusion : 'other';
  };
  return { test: conclusion('test'), deploy: conclusion('deploy') };
}

/** The decision for a change, given its jobs' conclusions. */
export function gate(change: { sha: string; subject: string }, checks: Record<Job, Conclusion>): Gate {
  const named = `main's newest change (${change.sha.slice(0, 7)} ${change.subject})`;
  const none = (said: string, failed = false): Gate => ({ mode: 'none', failed, said: `${named} ${said}` });
  if (checks.test === 'failure' || checks.test === 'other')
    return none('did not pass its tests: nothing was deployed. Fix main, and its push deploys it.', true);
  if (checks.test === 'pending')
    return none('is still being tested: nothing now. Its push deploys it once its tests pass, as of that day.');
  if (checks.test === 'none')
    return none('has no test run (pushed with [skip ci]?): nothing is deployed until a push runs its tests.');
  if (checks.deploy === 'success')
    return { mode: 'if-due', failed: false, said: `${named} passed its tests and is live.` };
  if (checks.deploy === 'pending') return none('passed its tests and its deploy is under way: nothing more now.');
  return {
    mode: 'deploy',
    failed: false,
    said: `${named} passed its tests, but its deploy did not finish (${checks.deploy === 'none' ? 'never started' : 'cancelled or failed'}): deploying it now.`,
  };
}
