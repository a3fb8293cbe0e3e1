/**
 * The editor's one way to git: the texts as the last commit holds them (what Undo goes back to), and
 * Publish's record of them, a commit (editor/domain/publish.ts).
 */
import { spawnSync } from 'node:child_process';

const git = (cwd: string, ...args: string[]) => spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 1 << 26 });

/** Whether `dir` is in a git repository's work tree (not inside .git, nor a bare repository). */
export const inGit = (dir: string) => {
  const inside = git(dir, 'rev-parse', '--is-inside-work-tree');
  return inside.status === 0 && inside.stdout.trim() === 'true';
};

/** A JSON file of `dir` as the last commit holds it, or null where it had none. */
export function committed<T>(dir: string, file: string): T | null {
  const shown = git(dir, 'show', `HEAD:./${file}`);
  return shown.status === 0 ? (JSON.parse(shown.stdout) as T) : null;
}

/** What changed of `paths` since the last commit, as `git status --porcelain` says it ('' for nothing). */
export const changes = (project: string, paths: string[]) =>
  git(project, 'status', '--porcelain', '--', ...paths).stdout.trim();

/** Whether git knows who commits: its settings, or the environment's GIT_AUTHOR_* and GIT_COMMITTER_*. */
export function knowsWhoCommits(project: string): boolean {
  const known = (setting: string, variables: string[]) =>
    Boolean(git(project, 'config', setting).stdout.trim()) || variables.every((name) => process.env[name]);
  return (
    known('user.name', ['GIT_AUTHOR_NAME', 'GIT_COMMITTER_NAME']) &&
    known('user.email', ['GIT_AUTHOR_EMAIL', 'GIT_COMMITTER_EMAIL'])
  );
}

/** Whether HEAD is on a branch: a commit on a detached HEAD is easily lost. */
export const onBranch = (project: string) => git(project, 'symbolic-ref', '-q', 'HEAD').status === 0;

/** Commits `paths` with `message`: the new commit's short name, or git's error. */
export function commit(project: string, paths: string[], message: string): { commit: string } | { error: string } {
  const added = git(project, 'add', '--', ...paths);
  const done = added.status === 0 ? git(project, 'commit', '-q', '-m', message, '--', ...paths) : added;
  if (done.status !== 0) return { error: done.stderr.trim() };
  return { commit: git(project, 'rev-parse', '--short', 'HEAD').stdout.trim() };
}
