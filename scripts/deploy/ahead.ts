/**
 * `--if-due` where the host has previews (Firebase Hosting, Netlify, Cloudflare Pages;
 * docs/operators.md#deploying-from-github-actions): the run of the day before a legal version's day
 * builds the site as of that day (LEGAL_BUILD_DAY, lib/legal/hostClock.ts) as a preview, kept like
 * any other (scripts/deploy/kept.ts) and noted in .deploys/ahead.json; the run of the day puts exactly
 * that build live (scripts/deploy/promote.ts), so that a late run costs minutes, not a rebuild.
 * Without such a build, or with sources changed since it was made, the day's run builds and deploys
 * live as before (scripts/deploy/due.ts).
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DeployHost } from '../hosts/deploys';
import { root } from '../lib/paths';
import { dayOf, dueToday, recordDeploy, type Due } from './due';
import { KEPT_DIR, readKept } from './kept';
import { promotable } from './promote';

/** What the build renders as today, for a build made ahead of a legal version's day. */
export const LEGAL_BUILD_DAY = 'LEGAL_BUILD_DAY';

/** The build made ahead, and the day it was made for. */
export interface Ahead {
  day: string;
  build: string;
}

const aheadFile = () => path.join(root, KEPT_DIR, 'ahead.json');

export function readAhead(file = aheadFile()): Ahead | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Ahead) : null;
}

export function writeAhead(ahead: Ahead, file = aheadFile()): void {
  writeFileSync(file, `${JSON.stringify(ahead, null, 2)}\n`);
}

/** The hosts with a preview that a promote puts live by itself. */
const previewHosts: readonly DeployHost[] = ['firebase', 'netlify', 'cloudflare'];

export type IfDue =
  { do: 'nothing' } | { do: 'ahead'; day: string } | { do: 'promote'; build: string; day: string } | { do: 'live' };

/** A kept build as a promote finds it: unchanged, made from other sources, or not there (or its folder changed). */
export type KeptState = 'same' | 'sources changed' | 'legal day came' | 'missing';

const nextDay = (day: string) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000));

/** What `--if-due` does on `today`, and why, in words. */
export function ifDue(
  host: DeployHost,
  due: Due,
  today: string,
  ahead: Ahead | null,
  state: (build: string) => KeptState,
): { plan: IfDue; said?: string } {
  const previews = previewHosts.includes(host);
  if (!due.due) {
    const tomorrow = due.since !== null && due.next === nextDay(today);
    if (!previews || !tomorrow || (ahead?.day === due.next && state(ahead.build) === 'same'))
      return { plan: { do: 'nothing' } };
    return {
      plan: { do: 'ahead', day: due.next! },
      said: `Building ahead, as of ${due.next}, a preview of the site to put live on that day (${LEGAL_BUILD_DAY}=${due.next}).`,
    };
  }
  const newest = due.versions
    .map(({ effective }) => effective)
    .sort()
    .at(-1)!;
  if (!previews) return { plan: { do: 'live' } };
  if (!ahead || ahead.day < newest || ahead.day > today)
    return { plan: { do: 'live' }, said: `No preview was built ahead as of ${newest}: building and deploying live.` };
  const kept = state(ahead.build);
  if (kept === 'same')
    return {
      plan: { do: 'promote', build: ahead.build, day: ahead.day },
      said: `Putting live build ${ahead.build}, built ahead as of ${ahead.day}.`,
    };
  const why =
    kept === 'missing'
      ? 'is not kept here'
      : kept === 'legal day came'
        ? 'shows a legal version no longer in force'
        : 'was built from sources that changed since';
  return {
    plan: { do: 'live' },
    said: `Build ${ahead.build}, made ahead as of ${ahead.day}, ${why}: building and deploying live.`,
  };
}

function keptState(build: string): KeptState {
  try {
    return promotable(readKept(build));
  } catch {
    return 'missing';
  }
}

/** `--if-due` on this machine today: the committed records, the build kept ahead. */
export function ifDueToday(host: DeployHost): IfDue {
  const today = dayOf(new Date());
  const { plan, said } = ifDue(host, dueToday(today), today, readAhead(), keptState);
  if (said) console.log(said);
  return plan;
}

/** Once the build made ahead is live: the deploy recorded as of its day, and the note of it gone. */
export function promotedAhead({ day }: { day: string }, host: DeployHost): void {
  recordDeploy({ day, host });
  rmSync(aheadFile(), { force: true });
}
