/**
 * `npm run deploy -- --preview` (docs/operators.md#a-preview-then-the-same-bytes-live): one build,
 * kept under its build id (scripts/deploy/kept.ts), sent to the host's own preview: a Firebase
 * Hosting preview channel named by the build id, a Netlify draft deploy, a Cloudflare Pages preview
 * branch; for a server of the operator's own, the folder and its config under a preview path. It
 * deploys no Firestore rules and no functions: the preview runs against the live Firebase project as
 * it is, and `--promote` deploys them first. A preview is no publication: legal/published.json is
 * not touched.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../lib/paths';
import { firebaseConfig, firebasePublic, writeFirebaseConfig } from '../hosts/firebase';
import { cliDeploy, cloudflarePreviewAddress, cliOf, isCliHost, type CliHost, type DeployHost } from '../hosts/deploys';
import { hostCli } from '../hosts/clis';
import { cloudflareSite, netlifyProject } from '../hosts/cliServers';
import { buildStep, command, echoed, installStep, isServerHost, type DeployStep, type ServerHost } from './plan';
import { keepBuild, keptDir, KEPT_DIR, writeKept, type KeptBuild } from './kept';
import { printedJson, runHostCommand, type HostRun } from './hostRun';

/** The lines the editor reads a preview's outcome from (editor/domain/publish.ts). */
export const PREVIEW_AT = 'The preview is at ';
export const KEPT_AS = 'Kept as build ';

export interface PreviewContext {
  host: DeployHost;
  env: Record<string, string | undefined>;
  project: string;
}

/** What the tests change: where the build and the kept builds are, the build itself, the hosts' commands. */
export interface PreviewOptions {
  outDir?: string;
  deployDir?: string;
  keptRoot?: string;
  build?: (then: () => void) => DeployStep;
  runHost?: HostRun;
  /** A host CLI's binary (tools/host-clis, scripts/hosts/clis.ts), and its install before anything is built. */
  binary?: (cli: string) => string;
  install?: (host: CliHost) => DeployStep;
}

/** Each server's generated config, and where it serves out/ from (scripts/hosts/nginx.ts and the others). */
export const serverConfigs: Record<ServerHost, string> = {
  nginx: 'nginx.conf',
  apache: 'apache.conf',
  caddy: 'Caddyfile',
};
export const SERVER_ROOT = '/var/www/slimstart/out';
export const previewRoot = (id: string) => `/var/www/slimstart/previews/${id}`;

/** The Firebase config a kept build deploys with: its site, its rules, the project's functions. */
export function keptFirebaseConfig(id: string, keptRoot: string): string {
  const dir = keptDir(id, keptRoot);
  return writeFirebaseConfig(`.firebase-hosting-${id}.json`, {
    ...firebaseConfig(path.join(dir, 'site'), undefined, path.join(dir, 'deploy')),
    firestore: { rules: path.relative(root, path.join(dir, 'deploy', 'firestore.rules')) },
  });
}

const firebaseBin = () => path.join(root, 'node_modules', '.bin', 'firebase');

/** The steps of a preview, and, once they ran, the build they kept. */
export function previewPlan(
  { host, env, project }: PreviewContext,
  options: PreviewOptions = {},
): { steps: DeployStep[]; kept: () => KeptBuild | undefined } {
  const outDir = options.outDir ?? path.join(root, 'out');
  const deployDir = options.deployDir ?? path.join(root, 'deploy');
  const keptRoot = options.keptRoot ?? path.join(root, KEPT_DIR);
  const runHost = options.runHost ?? runHostCommand;
  const binary = options.binary ?? ((cli: string) => hostCli(cli as 'wrangler' | 'netlify'));
  const shownDir = `${path.relative(root, keptRoot) || KEPT_DIR}/<build id>`;
  let kept: KeptBuild | undefined;
  const keptHere = () => keptDir(kept!.id, keptRoot);

  const keep = command(
    `keep out/ as ${shownDir}/site`,
    [`(the site as ${host} is sent it, and deploy/ beside it)`],
    () => {
      kept = keepBuild({ host, project, outDir, deployDir, keptRoot }, (dir) => {
        const site = path.join(dir, 'site');
        if (host === 'firebase') firebasePublic(outDir, path.relative(root, site), deployDir);
        else if (host === 'cloudflare') cloudflareSite(outDir, dir, deployDir);
        else cpSync(outDir, site, { recursive: true });
      });
    },
  );
  const addressed = (address: string | undefined) => {
    if (!kept || !address) return;
    kept.address = address;
    writeKept(kept, keptRoot);
  };

  let send: DeployStep;
  if (host === 'firebase') {
    const args = (id: string, config: string) => [
      'hosting:channel:deploy',
      id,
      '--config',
      config,
      '--project',
      project,
      '--json',
    ];
    send = command('firebase', args('<build id>', '.firebase-hosting-<build id>.json'), () => {
      const config = keptFirebaseConfig(kept!.id, keptRoot);
      const result = printedJson(runHost(firebaseBin(), args(kept!.id, config)))?.result as
        Record<string, { url?: string }> | undefined;
      addressed(Object.values(result ?? {})[0]?.url);
    });
  } else if (isCliHost(host)) {
    const site = `${shownDir}/site`;
    const shown = cliDeploy(host, env, { site, outDir: site, preview: '<build id>' });
    send = command(shown.cli, shown.args, () => {
      const dir = keptHere();
      const folder = path.join(dir, 'site');
      const cwd = host === 'netlify' ? netlifyProject(dir, path.join(dir, 'deploy')) : root;
      const { args, env: secrets } = cliDeploy(host, env, { site: folder, outDir: folder, preview: kept!.id });
      const output = runHost(binary(cliOf[host]), args, { cwd, env: secrets });
      addressed(
        host === 'cloudflare' ? cloudflarePreviewAddress(env, kept!.id) : (printedJson(output)?.deploy_url as string),
      );
    });
    if (host === 'netlify') send.shows += ` (from ${shownDir}/, holding deploy/netlify/netlify.toml)`;
  } else {
    const server = host as ServerHost;
    const name = serverConfigs[server];
    send = command(`write ${shownDir}/${name}:`, [`deploy/${name} serving ${previewRoot('<build id>')}`], () => {
      const dir = keptHere();
      const config = readFileSync(path.join(dir, 'deploy', name), 'utf8');
      writeFileSync(path.join(dir, name), config.split(SERVER_ROOT).join(previewRoot(kept!.id)));
    });
  }
  const build = options.build ?? ((then: () => void) => buildStep(host, env, then));
  const steps = [...(isCliHost(host) ? [(options.install ?? installStep)(host)] : []), build(() => {}), keep, send];
  return { steps, kept: () => kept };
}

/** Runs a preview, each step echoed; the build it kept. */
export function runPreview(context: PreviewContext, options: PreviewOptions = {}): KeptBuild {
  const { steps, kept } = previewPlan(context, options);
  steps.forEach(echoed);
  return kept()!;
}

/** What a preview says once it ran (or, with `id` unknown, what it will say): its address, what stays, what comes next. */
export function previewNotes(
  host: DeployHost,
  kept: KeptBuild | undefined,
  keptRoot = path.join(root, KEPT_DIR),
): string[] {
  const id = kept?.id ?? '<build id>';
  const dir = `${path.relative(root, keptDir(id, keptRoot))}/`;
  const serving = isServerHost(host)
    ? [
        `To look at it on your server: copy ${dir}site/ to ${previewRoot(id)}, and serve it with ${dir}${serverConfigs[host]} ` +
          "at an address of its own (change its server name or port from the live site's), then reload the server.",
      ]
    : kept?.address
      ? [`${PREVIEW_AT}${kept.address}`]
      : [`The preview's address is printed once ${host === 'firebase' ? 'Firebase' : host} has it.`];
  return [
    ...serving,
    `${KEPT_AS}${id} in ${dir}. To put exactly this folder live: npm run deploy -- --promote ${id}`,
    ...(host === 'firebase'
      ? [`Firebase deletes the preview channel ${id} after 7 days (its default; 30 days at most), not the kept folder.`]
      : []),
    'Nothing of the Firebase project changed: the preview runs against the live project, its rules and functions as they are; --promote deploys this build’s first.',
    'A preview is no publication: legal/published.json is unchanged; --promote records it.',
  ];
}
