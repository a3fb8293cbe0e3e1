/**
 * What `npm run deploy` is told after `--` (scripts/deploy.ts): the host, whether to print the
 * commands only, what to do (deploy live, deploy a preview, put a preview live), and the arguments
 * left for `firebase deploy`. Each flag deploy reads is one row of `deployFlags`; what the flags ask
 * for together is one mode (`modeOf`). A new way to deploy is a row there and a mode here.
 */
import { deployHosts, type DeployHost } from '../hosts/deploys';

/** The flags deploy reads itself, and whether each takes a value; any other argument goes to `firebase deploy`. */
export const deployFlags = {
  '--host': 'value',
  '--dry-run': 'switch',
  '--preview': 'switch',
  '--promote': 'value',
  '--rebuild': 'switch',
  '--if-due': 'switch',
} as const satisfies Record<string, 'value' | 'switch'>;

export type DeployFlag = keyof typeof deployFlags;

/**
 * - live: build and deploy to production (the default);
 * - preview: build once, keep the folder under its build id, deploy it to the host's preview;
 * - promote: put the kept folder of `build` live; `rebuild` builds and deploys anew instead when the
 *   sources changed since its preview (scripts/deploy/promote.ts);
 * - ifDue: live, only when a legal version's day has come since the last deploy (scripts/deploy/due.ts).
 */
export type DeployMode =
  { kind: 'live' } | { kind: 'preview' } | { kind: 'promote'; build: string; rebuild: boolean } | { kind: 'ifDue' };

export interface DeployArgs {
  host: DeployHost;
  /** Whether `--host` named it (a promote takes its preview's host otherwise). */
  hostNamed: boolean;
  dryRun: boolean;
  mode: DeployMode;
  /** The flags given, by name: a value, or true for a switch. */
  flags: Partial<Record<DeployFlag, string | true>>;
  /** The arguments left for `firebase deploy`. */
  extra: string[];
}

const refused = (why: string) => new Error(`Nothing was built or deployed: ${why}`);

/** The flags of `table` in `argv` (`--name value` or `--name=value`), and every other argument, in order. */
export function readFlags<Flag extends string>(
  argv: readonly string[],
  table: Record<Flag, 'value' | 'switch'>,
): { flags: Partial<Record<Flag, string | true>>; extra: string[] } {
  const flags: Partial<Record<Flag, string | true>> = {};
  const extra: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const [name, inline] = argv[i].split(/=(.*)/s, 2) as [string, string | undefined];
    const kind = (table as Record<string, 'value' | 'switch'>)[name];
    if (!kind) {
      extra.push(argv[i]);
      continue;
    }
    if (kind === 'switch') {
      if (inline !== undefined) throw refused(`${name} takes no value (${argv[i]}).`);
      flags[name as Flag] = true;
      continue;
    }
    const value = inline ?? argv[++i];
    if (!value || value.startsWith('--')) throw refused(`${name} needs a value: ${name} <value>.`);
    flags[name as Flag] = value;
  }
  return { flags, extra };
}

/** What the flags ask for together, or an error naming the ones that do not go together. */
export function modeOf(flags: DeployArgs['flags']): DeployMode {
  const promote = flags['--promote'];
  if (flags['--preview'] && promote)
    throw refused('--preview and --promote do not go together: a preview first, then --promote <build id>.');
  if (flags['--rebuild'] && !promote)
    throw refused(
      '--rebuild goes with --promote <build id> only: it builds again when the sources changed since that preview.',
    );
  if (flags['--if-due'] && (flags['--preview'] || promote))
    throw refused('--if-due decides by itself whether to deploy: give it without --preview or --promote.');
  if (typeof promote === 'string') {
    if (!/^[a-z0-9][a-z0-9-]{0,40}$/.test(promote)) throw refused(`--promote ${promote} names no build id.`);
    return { kind: 'promote', build: promote, rebuild: Boolean(flags['--rebuild']) };
  }
  if (flags['--if-due']) return { kind: 'ifDue' };
  return flags['--preview'] ? { kind: 'preview' } : { kind: 'live' };
}

/** Everything deploy was told: the host (Firebase Hosting unless told), the mode, and the rest. */
export function readDeployArgs(argv: readonly string[]): DeployArgs {
  const { flags, extra } = readFlags(argv, deployFlags);
  const named = flags['--host'];
  if (named !== undefined && !deployHosts.includes(named as DeployHost)) {
    throw refused(`--host ${named} is not a host this site deploys to. Give one of ${deployHosts.join(', ')}.`);
  }
  return {
    host: (named as DeployHost | undefined) ?? 'firebase',
    hostNamed: named !== undefined,
    dryRun: Boolean(flags['--dry-run']),
    mode: modeOf(flags),
    flags,
    extra,
  };
}
