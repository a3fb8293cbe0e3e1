/**
 * "Publish" in the editor (docs/editors.md#the-editor), in two steps. "Preview": the texts are
 * checked as `npm run i18n` checks them, `npm run deploy -- --preview` builds the site once and puts
 * it on the host's own preview (scripts/deploy/preview.ts), and what it shows is recorded in one
 * commit: messages/, i18n/ and legal/, with the Firestore rules and firebase.json the build brought
 * up to date (security review §2 L-5). "Put live" (putLive): `npm run deploy -- --promote <build id>`
 * puts exactly that build live, which deploy refuses when anything changed since the preview; then
 * the record of the legal versions published is committed. Each step's output is logged as it
 * comes, and its result says the outcome for the page to show in the editor's language, with each
 * text behind or wrong. It stops at the first refusal: texts with problems, git not knowing who
 * commits (with the command that tells it) or on no branch, which are asked before anything is built,
 * or deploy's own refusals (a setting or a host's credentials missing, a legal version announced too
 * late or lacking its text), which deploy prints before it builds anything; Firebase's login is
 * checked by `firebase deploy`, after the build. A dry run records nothing.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'use-intl/core';
import { statusFindings, type Finding } from '../../scripts/i18n/findings';
import { requiresAllTranslations, statusReport } from '../../scripts/i18n/status';
import type { Dirs } from '../../scripts/i18n/records';
import { deployHosts, type DeployHost } from '../../scripts/hosts/deploys';
import { KEPT_AS, PREVIEW_AT } from '../../scripts/deploy/preview';
import { projectOf } from './catalogue';
import { changes, commit, inGit, knowsWhoCommits, onBranch } from './git';
import { runNpm, type Say } from './npm';
import type { EditorTexts } from '../uiTexts';

/**
 * What the editor records: the texts, their records, the legal versions' data, and the Firebase
 * project files the build brings up to date from them (the Firestore rules, firebase.json).
 */
const RECORDED = ['messages', 'i18n', 'legal', 'firestore.rules', 'firebase.json'];

type Translate = (key: string, values?: Record<string, string>) => string;

/** Deploy's own refusals, before it builds anything (scripts/deploy.ts), begin so. */
const DEPLOY_REFUSED = 'Nothing was built or deployed';
/** What deploy says of a preview (scripts/deploy/preview.ts) and of sources changed since. */
const KEPT = new RegExp(`^${KEPT_AS}([a-z0-9][a-z0-9-]*) in `);
const ADDRESS = new RegExp(`^${PREVIEW_AT}(https?://\\S+)$`);
const CHANGED = /the sources changed since the preview of build|changed since its preview/;

export interface PublishResult {
  /** Every text found behind or wrong, language by language. */
  texts: Finding[];
  /** The commit that recorded what the preview shows, when one did. */
  recorded?: string;
  /**
   * Live, but when each legal version was first published (legal/published.json, which deploy
   * writes) could not be recorded: why.
   */
  legalUnrecorded?: 'noIdentity' | 'noBranch' | 'recordFailed';
  outcome:
    /** On the host's preview: the build to put live, at its address (none for a server of one's own). */
    | { kind: 'previewed'; host: string; build: string; address?: string }
    | { kind: 'published' | 'dryRun' }
    | { kind: 'unknownHost'; host: string }
    /** Texts stop it (`texts`). */
    | { kind: 'texts' }
    /** REQUIRE_ALL_TRANSLATIONS is neither on nor off: nothing was judged, as Check says. */
    | { kind: 'setting'; value: string }
    /** Git cannot record the texts: it does not know who commits, the repository is on no branch, the commit failed. */
    | { kind: 'noIdentity' | 'noBranch' | 'recordFailed' }
    /** Recorded, with no project around the texts to deploy. */
    | { kind: 'noProject' }
    /** Deploy refused before building (a setting, a host's credentials, a login missing), or failed. */
    | { kind: 'deployRefused' | 'deployFailed' }
    /** Not put live: the texts or the site changed since the preview. */
    | { kind: 'changed' }
    | { kind: 'failed'; error: string };
}

type Refused = { refused: 'noIdentity' | 'noBranch' | 'recordFailed' };
type Recorded = { commit?: string } | Refused;

/** The paths of RECORDED the project has. */
const recordedIn = (project: string) => RECORDED.filter((name) => existsSync(path.join(project, name)));

/** Why git cannot record in the project (it does not know who commits, or HEAD is on no branch), said; or null. */
function unrecordable(project: string, refuse: Say, t: Translate): Refused | null {
  if (!knowsWhoCommits(project)) {
    refuse(
      t('publishWhoAreYou', {
        command: 'git config --global user.name "Your Name" && git config --global user.email you@example.com',
      }),
    );
    return { refused: 'noIdentity' };
  }
  if (!onBranch(project)) {
    refuse(t('publishNoBranch'));
    return { refused: 'noBranch' };
  }
  return null;
}

/**
 * Commits what changed of `paths` in the project's repository, with `message`, or says why not.
 * A repository it cannot commit to (no identity, no branch, a failed commit) stops the publish;
 * texts outside git, or nothing changed, do not.
 */
function record(project: string, say: Say, refuse: Say, t: Translate, paths: string[], message: string): Recorded {
  if (!inGit(project)) {
    say(t('publishNoGit'));
    return {};
  }
  if (!changes(project, paths)) {
    say(t('publishNothingToRecord'));
    return {};
  }
  const cannot = unrecordable(project, refuse, t);
  if (cannot) return cannot;
  say(`> git commit -- ${paths.join(' ')}`);
  const done = commit(project, paths, message);
  if ('error' in done) {
    say(done.error);
    refuse(t('publishRecordFailed'));
    return { refused: 'recordFailed' };
  }
  say(`✓ ${t('publishRecorded', { commit: done.commit })}`);
  return { commit: done.commit };
}

/** The host a publish deploys to unless told: DEPLOY_HOST, or Firebase Hosting. */
export function defaultHost(env: Record<string, string | undefined> = process.env): DeployHost {
  const named = env.DEPLOY_HOST?.trim();
  return deployHosts.includes(named as DeployHost) ? (named as DeployHost) : 'firebase';
}

interface Step {
  dirs: Dirs;
  say: Say;
  refuse: Say;
  t: Translate;
  project: string;
  ended: (outcome: PublishResult['outcome']) => PublishResult;
  found: (texts: Finding[]) => void;
  recorded: (commit: string | undefined) => void;
  legalUnrecorded: (why: PublishResult['legalUnrecorded']) => void;
}

/** Runs one step of Publish with what it shares: the translator, the result it builds, the catch-all. */
async function publishStep(
  dirs: Dirs,
  say: Say,
  { locale, texts }: { locale: string; texts: EditorTexts },
  step: (context: Step) => Promise<PublishResult>,
): Promise<PublishResult> {
  const t = createTranslator({ locale, messages: texts } as never) as unknown as Translate;
  const refuse: Say = (text) => say(`✗ ${text}`);
  let found: Finding[] = [];
  let recorded: string | undefined;
  let legalUnrecorded: PublishResult['legalUnrecorded'];
  const ended = (outcome: PublishResult['outcome']): PublishResult => ({
    texts: found,
    ...(recorded ? { recorded } : {}),
    ...(legalUnrecorded ? { legalUnrecorded } : {}),
    outcome,
  });
  try {
    return await step({
      dirs,
      say,
      refuse,
      t,
      project: projectOf(dirs),
      ended,
      found: (texts) => (found = texts),
      recorded: (commit) => (recorded = commit),
      legalUnrecorded: (why) => (legalUnrecorded = why),
    });
  } catch (error) {
    // Whatever failed, the page says so: the editor's terminal has the rest.
    console.error(error);
    refuse(t('failedHere', { error: (error as Error).message }));
    return ended({ kind: 'failed', error: (error as Error).message });
  }
}

/** `npm run deploy -- …args` in the project, said line by line; its exit code and what it said. */
async function deploy(args: string[], { project, say }: Step) {
  const full = ['run', 'deploy', '--', ...args];
  say(`\n> npm ${full.join(' ')}`);
  const lines: string[] = [];
  const code = await runNpm(full, project, (line) => {
    lines.push(line);
    say(line);
  });
  return { code, lines, refused: lines.some((line) => line.includes(DEPLOY_REFUSED)) };
}

/**
 * Publish's first step: the texts checked, the site built once and put on `host`'s preview, and
 * what it shows recorded; its result names the build to put live and the preview's address.
 */
export function publish(
  dirs: Dirs,
  say: Say,
  { host, dryRun, ...language }: { host: string; dryRun: boolean; locale: string; texts: EditorTexts },
): Promise<PublishResult> {
  return publishStep(dirs, say, language, async (step) => {
    const { refuse, t, project, ended } = step;
    if (!deployHosts.includes(host as DeployHost)) {
      refuse(t('publishUnknownHost', { host }));
      return ended({ kind: 'unknownHost', host });
    }
    say('> npm run i18n');
    // Texts behind in a language go out as they are, unless the operator requires them all
    // (REQUIRE_ALL_TRANSLATIONS=on); a legal text behind, or one that cannot be shown, never does.
    let judgement;
    try {
      judgement = { strict: requiresAllTranslations(process.env) };
    } catch (error) {
      refuse((error as Error).message);
      return ended({ kind: 'setting', value: process.env.REQUIRE_ALL_TRANSLATIONS ?? '' });
    }
    step.found(statusFindings(dirs, judgement));
    if (statusReport(dirs, { log: say, error: say }, judgement) !== 0) {
      refuse(t('publishTextsFail'));
      return ended({ kind: 'texts' });
    }
    const recordNow = (message: string) => {
      const done = record(project, say, refuse, t, recordedIn(project), message);
      if (!('refused' in done)) step.recorded(done.commit);
      return done;
    };
    if (!existsSync(path.join(project, 'package.json'))) {
      if (dryRun) say(t('publishDryRunNoRecord'));
      else {
        const done = recordNow('Texts edited in the editor');
        if ('refused' in done) return ended({ kind: done.refused });
      }
      say(t('publishNoProject'));
      return ended({ kind: 'noProject' });
    }
    // Asked before anything is built: what goes on the preview is recorded once it is there.
    const cannot = dryRun || !inGit(project) ? null : unrecordable(project, refuse, t);
    if (cannot) return ended({ kind: cannot.refused });
    const previewed = await deploy(['--host', host, '--preview', ...(dryRun ? ['--dry-run'] : [])], step);
    if (previewed.code !== 0) {
      refuse(t('publishDeployFailed'));
      return ended({ kind: previewed.refused ? 'deployRefused' : 'deployFailed' });
    }
    if (dryRun) {
      say(`✓ ${t('publishDryRun')}`);
      return ended({ kind: 'dryRun' });
    }
    const build = previewed.lines.map((line) => KEPT.exec(line)?.[1]).find(Boolean);
    const address = previewed.lines.map((line) => ADDRESS.exec(line)?.[1]).find(Boolean);
    if (!build) return ended({ kind: 'deployFailed' });
    // The texts and the rules the build brought up to date: what the preview shows, and what goes live.
    const done = recordNow(`Texts edited in the editor, previewed as build ${build}`);
    if ('refused' in done) return ended({ kind: done.refused });
    return ended({ kind: 'previewed', host, build, ...(address ? { address } : {}) });
  });
}

/**
 * Publish's second step: the build a preview kept put live as it is (`npm run deploy -- --promote`),
 * then the record of the legal versions it published committed.
 */
export function putLive(
  dirs: Dirs,
  say: Say,
  { build, dryRun, ...language }: { build: string; dryRun: boolean; locale: string; texts: EditorTexts },
): Promise<PublishResult> {
  return publishStep(dirs, say, language, async (step) => {
    const { refuse, t, project, ended } = step;
    const live = await deploy(['--promote', build, ...(dryRun ? ['--dry-run'] : [])], step);
    if (live.code !== 0) {
      refuse(t('publishDeployFailed'));
      if (live.lines.some((line) => CHANGED.test(line))) return ended({ kind: 'changed' });
      return ended({ kind: live.refused ? 'deployRefused' : 'deployFailed' });
    }
    say(`✓ ${dryRun ? t('publishDryRun') : t('published')}`);
    // Deploy records when each legal version was first published, and the day the live pages show
    // the legal versions of (legal/deployed.json, from which --if-due counts): recorded too.
    // Published all the same: the result says what is left to record.
    if (!dryRun) {
      const records = ['legal/published.json', 'legal/deployed.json'].filter((file) =>
        existsSync(path.join(project, file)),
      );
      const legal = record(project, say, refuse, t, records, 'Legal versions published');
      if ('refused' in legal) step.legalUnrecorded(legal.refused);
    }
    return ended({ kind: dryRun ? 'dryRun' : 'published' });
  });
}
