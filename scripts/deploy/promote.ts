/**
 * `npm run deploy -- --promote <build id>` (docs/operators.md#a-preview-then-the-same-bytes-live):
 * exactly the folder a preview kept goes live, with no new build. The Firebase part first (the
 * Firestore rules the preview's build wrote, and the functions), as every deploy does; then Firebase
 * Hosting clones the preview channel to live, Netlify and Cloudflare Pages are sent the kept folder
 * to production, and a server of the operator's own is told where the kept folder and its config
 * go. It refuses a kept folder that changed since its preview, and sources that changed since,
 * unless `--rebuild` asks for a new build instead (scripts/deploy.ts): what would go live is then
 * not what the preview showed.
 */
import path from 'node:path';
import { root } from '../lib/paths';
import { cliDeploy, cliOf, isCliHost, type CliHost, type DeployHost } from '../hosts/deploys';
import { hostCli } from '../hosts/clis';
import { netlifyProject } from '../hosts/cliServers';
import type { RulesPlan } from '../firebase/rulesDeploy';
import { command, deployArgs, echoed, installStep, serverSteps, type DeployStep, type ServerHost } from './plan';
import { recordPublication } from './record';
import type { LegalRecord } from './checks';
import { folderHash, keptDir, KEPT_DIR, legalDayOf, sourcesHash, type KeptBuild } from './kept';
import { dayOf, dueOn, recordDeploy, type Due } from './due';
import { legalVersionData, type LegalVersions } from '../../lib/legal/versions';
import { keptFirebaseConfig, serverConfigs, SERVER_ROOT } from './preview';
import { runHostCommand, type HostRun } from './hostRun';

export interface PromoteContext {
  host: DeployHost;
  env: Record<string, string | undefined>;
  project: string;
  functions: boolean;
  rules: RulesPlan;
  extra: string[];
}

export interface PromoteOptions {
  keptRoot?: string;
  /** The project whose sources the preview was built from. */
  sourcesOf?: string;
  runHost?: HostRun;
  /** Today (UTC, YYYY-MM-DD) and the legal versions, to know what is in force now. */
  today?: string;
  versions?: LegalVersions;
  binary?: (cli: string) => string;
  install?: (host: CliHost) => DeployStep;
}

const refused = (why: string) => new Error(`Nothing was built or deployed: ${why}`);

/**
 * Whether the kept build may go live as it is: an error when its folder changed since the preview
 * (it is no longer what was looked at), 'sources changed' when the project's sources did (a preview
 * of them was never seen), 'legal day came' when a legal version came into force after the day its
 * pages show (they would name the version before it), or 'same'.
 */
export function promotable(
  kept: KeptBuild,
  { keptRoot, sourcesOf = root, today = dayOf(new Date()), versions = legalVersionData }: PromoteOptions = {},
): 'same' | 'sources changed' | 'legal day came' {
  const dir = keptDir(kept.id, keptRoot ?? path.join(root, KEPT_DIR));
  if (folderHash(path.join(dir, 'site')) !== kept.site)
    throw refused(
      `${path.relative(root, dir)}/site changed since its preview: it is no longer what the preview showed. ` +
        'Make a new preview (npm run deploy -- --preview) and put that one live.',
    );
  if (sourcesHash(sourcesOf) !== kept.sources) return 'sources changed';
  return cameSince(kept, today, versions).due ? 'legal day came' : 'same';
}

/** The legal versions whose day came after the day the kept build's pages show, until `today`. */
const cameSince = (kept: KeptBuild, today: string, versions: LegalVersions): Due =>
  dueOn(versions, legalDayOf(kept), today);

/** Why a promote of a build whose pages show a legal version no longer in force is refused. */
export function legalDayCame(kept: KeptBuild, today = dayOf(new Date()), versions = legalVersionData): Error {
  const due = cameSince(kept, today, versions);
  const named = due.due
    ? due.versions.map(({ text, version, effective }) => `${text} ${version} (from ${effective})`)
    : [];
  return refused(
    `the legal versions in force changed since its preview: build ${kept.id} shows them as of ${legalDayOf(kept)}, ` +
      `and ${named.join(', ')} came into force since. Make a new preview and look at it (npm run deploy -- --preview), ` +
      `or build the sources as they are now and deploy them live at once: npm run deploy -- --promote ${kept.id} --rebuild.`,
  );
}

/** Why a promote of sources changed since the preview is refused, and the two ways on. */
export const sourcesChanged = (id: string) =>
  refused(
    `the sources changed since the preview of build ${id} (a text, a setting, the legal versions, the rules or the code): ` +
      'what went live would not be what the preview showed. Make a new preview and look at it (npm run deploy -- --preview), ' +
      `or build the sources as they are now and deploy them live at once: npm run deploy -- --promote ${id} --rebuild.`,
  );

/** The parts `firebase deploy` sends before the site goes live: the rules and the functions, as set. */
const firebaseParts = (functions: boolean, rules: RulesPlan) =>
  [...(rules !== 'off' ? ['firestore:rules'] : []), ...(functions ? ['functions'] : [])].join(',');

/** The steps that put the kept build live. */
export function promotePlan(context: PromoteContext, kept: KeptBuild, options: PromoteOptions = {}): DeployStep[] {
  const { host, env, project, functions, rules, extra } = context;
  const keptRoot = options.keptRoot ?? path.join(root, KEPT_DIR);
  const runHost = options.runHost ?? runHostCommand;
  const binary = options.binary ?? ((cli: string) => hostCli(cli as 'wrangler' | 'netlify'));
  const firebase = path.join(root, 'node_modules', '.bin', 'firebase');
  const dir = keptDir(kept.id, keptRoot);
  const shownDir = path.relative(root, dir);
  const config = `.firebase-hosting-${kept.id}.json`;
  const steps: DeployStep[] = isCliHost(host) ? [(options.install ?? installStep)(host)] : [];
  const parts = firebaseParts(functions, rules);
  if (parts)
    steps.push(
      command('firebase', ['deploy', '--only', parts, ...deployArgs(config, project, extra)], () =>
        runHost(firebase, [
          'deploy',
          '--only',
          parts,
          ...deployArgs(keptFirebaseConfig(kept.id, keptRoot), project, extra),
        ]),
      ),
    );
  if (host === 'firebase') {
    // The channel's version, cloned: the bytes Firebase serves at the preview's address.
    const clone = ['hosting:clone', `${project}:${kept.id}`, `${project}:live`, '--project', project];
    steps.push(command('firebase', clone, () => runHost(firebase, clone)));
  } else if (isCliHost(host)) {
    const site = path.join(dir, 'site');
    const shown = cliDeploy(host, env, { site: `${shownDir}/site`, outDir: `${shownDir}/site` });
    const deploy = command(shown.cli, shown.args, () => {
      const cwd = host === 'netlify' ? netlifyProject(dir, path.join(dir, 'deploy')) : root;
      const { args, env: secrets } = cliDeploy(host, env, { site, outDir: site });
      runHost(binary(cliOf[host]), args, { cwd, env: secrets });
    });
    if (host === 'netlify') deploy.shows += ` (from ${shownDir}/, holding its netlify.toml)`;
    steps.push(deploy);
  }
  return steps;
}

/** What a server of the operator's own is left to do with the kept build, step by step. */
export function serverPromoteSteps(host: ServerHost, kept: KeptBuild, keptRoot = path.join(root, KEPT_DIR)): string[] {
  const dir = path.relative(root, keptDir(kept.id, keptRoot));
  const [, config, reload] = serverSteps[host];
  return [
    `Copy ${dir}/site/ to the site folder on the server, in place of what is there (${SERVER_ROOT}), for example: rsync -a --delete ${dir}/site/ server:${SERVER_ROOT}/`,
    `${config.replace(`deploy/${serverConfigs[host]}`, `${dir}/deploy/${serverConfigs[host]}`)}`,
    reload,
  ];
}

/**
 * Puts the kept build live (promotePlan, each step echoed), then records the legal versions it
 * published: a promote is the publication its preview was not.
 */
export function putLive(
  context: PromoteContext,
  kept: KeptBuild,
  {
    legal,
    publications,
    deployed,
    ...options
  }: PromoteOptions & { legal: LegalRecord; publications?: string; deployed?: string },
): void {
  promotePlan(context, kept, options).forEach(echoed);
  recordPublication(legal, { file: publications });
  // The live pages show the legal versions as of the build's day: --if-due counts from there.
  recordDeploy({ day: legalDayOf(kept), host: kept.host }, deployed);
}
