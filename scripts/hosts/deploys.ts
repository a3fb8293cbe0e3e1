/**
 * The hosts `npm run deploy` sends the site to, what each needs besides the site's own settings,
 * and the command line of the two that are deployed by their own CLIs, Cloudflare Pages (wrangler)
 * and Netlify (netlify-cli), from tools/host-clis (scripts/hosts/clis.ts). Their credentials
 * come from the environment or .env.deploy.local (git-ignored, and a file Next.js never reads, so
 * that no build sees them), never from a file in the repo or one a build reads, and go to the CLI
 * through its environment, never on its command line.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

/** Firebase Hosting, the two hosts with CLIs of their own, or a server of the operator's own. */
export const deployHosts = ['firebase', 'cloudflare', 'netlify', 'nginx', 'apache', 'caddy'] as const;
export type DeployHost = (typeof deployHosts)[number];
export type CliHost = 'cloudflare' | 'netlify';

export const isCliHost = (host: DeployHost): host is CliHost => host === 'cloudflare' || host === 'netlify';

/**
 * Who runs each host the site is sent to itself: the privacy policy's and the legal notice's
 * hosting entry (HOSTING_PROVIDER) must name them. A server of the operator's own is run by whoever
 * the operator names.
 */
const operators: Partial<Record<DeployHost, { host: string; company: string; entity: string }>> = {
  firebase: {
    host: 'Firebase Hosting',
    company: 'Google',
    entity:
      "Google's entity that serves your visitors (for the EU: Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Ireland)",
  },
  cloudflare: {
    host: 'Cloudflare Pages',
    company: 'Cloudflare',
    entity: 'Cloudflare, Inc., with its address and country',
  },
  netlify: { host: 'Netlify', company: 'Netlify', entity: 'Netlify, Inc., with its address and country' },
};

/**
 * Refuses a hosting entry that names another company than the one that runs the host. An unset or
 * example provider is reported by the company's checks already (lib/company.ts).
 */
export function checkHostingProvider(host: DeployHost, env: Record<string, string | undefined>): void {
  const provider = env.HOSTING_PROVIDER?.trim();
  const operator = operators[host];
  if (!operator || !provider || /\bexample\b/i.test(provider)) return;
  if (new RegExp(`\\b${operator.company}\\b`, 'i').test(provider)) return;
  throw new Error(
    `HOSTING_PROVIDER is "${provider}", but the site is deployed to ${operator.host}, which ${operator.company} runs: the privacy ` +
      `policy and the legal notice would name the wrong host. Set HOSTING_PROVIDER to ${operator.entity}, or deploy with ` +
      '--host to the host you name.',
  );
}

interface Setting {
  name: string;
  /** What a valid value looks like, and the words that say so. */
  valid: RegExp;
  looks: string;
  /** Where the operator finds it. */
  where: string;
}

/** What each CLI host needs: its credentials and the site or project to deploy to. */
const credentials: Record<CliHost, Setting[]> = {
  cloudflare: [
    {
      name: 'CLOUDFLARE_API_TOKEN',
      valid: /^[\w-]{20,}$/,
      looks: 'an API token',
      where: 'Cloudflare dashboard, My Profile, API Tokens: a token with the "Cloudflare Pages: Edit" permission',
    },
    {
      name: 'CLOUDFLARE_ACCOUNT_ID',
      valid: /^[0-9a-f]{32}$/,
      looks: '32 hexadecimal digits',
      where: 'Cloudflare dashboard, Workers & Pages, Account details',
    },
    {
      name: 'CLOUDFLARE_PAGES_PROJECT',
      valid: /^[a-z0-9](?:[a-z0-9-]{0,56}[a-z0-9])?$/,
      looks: 'a Pages project name: lowercase letters, digits and hyphens',
      where: 'Workers & Pages, the project made for the site with "Direct Upload"',
    },
  ],
  netlify: [
    {
      name: 'NETLIFY_AUTH_TOKEN',
      valid: /^[\w-]{20,}$/,
      looks: 'a personal access token',
      where: 'Netlify, User settings, Applications, Personal access tokens',
    },
    {
      name: 'NETLIFY_SITE_ID',
      valid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
      looks: 'a site ID (a UUID)',
      where: 'Netlify, the site, Site configuration, Site details, "Project ID"',
    },
  ],
};

/** Every credential of the CLI hosts, which only their own CLI may see. */
export const hostCredentialNames = ['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID', 'NETLIFY_AUTH_TOKEN'] as const;

/** Where the credentials are kept: `npm run deploy` alone reads it (git ignores `.env*.local`). */
export const CREDENTIALS_FILE = '.env.deploy.local';
const readEnvFile = (file: string): Record<string, string> =>
  existsSync(file) ? (parseEnv(readFileSync(file, 'utf8')) as Record<string, string>) : {};

/**
 * The hosts' credentials for this deploy: the shell's, else .env.deploy.local's; and, as problems, each
 * one found in a settings file the command read (`read`: the files a build reads, as Next.js's own
 * parser read them), where every build dependency could read it.
 */
export function hostCredentials(
  root: string,
  shell: Record<string, string | undefined>,
  read: readonly { path: string; env: Record<string, string | undefined> }[],
): { values: Record<string, string>; problems: string[] } {
  const fromFile = readEnvFile(path.join(root, CREDENTIALS_FILE));
  const values: Record<string, string> = {};
  for (const name of hostCredentialNames) {
    const value = shell[name] ?? fromFile[name];
    if (value !== undefined) values[name] = value;
  }
  const problems = read.flatMap(({ path: file, env }) => {
    const found = hostCredentialNames.filter((name) => name in env);
    return found.length
      ? [
          `${found.join(', ')} ${found.length === 1 ? 'is' : 'are'} in ${file}, which every build reads: move ` +
            `${found.length === 1 ? 'it' : 'them'} to ${CREDENTIALS_FILE}, which only npm run deploy reads, and which git ignores.`,
        ]
      : [];
  });
  return { values, problems };
}

/** The branch a Cloudflare Pages deploy goes to: the project's production branch. */
const cloudflareBranch = (env: Record<string, string | undefined>) => env.CLOUDFLARE_PAGES_BRANCH?.trim() || 'main';

/**
 * The host's credentials and target, or an error naming each one that is missing, a placeholder,
 * or not of its form, with where to find it.
 */
export function checkHostCredentials(host: DeployHost, env: Record<string, string | undefined>): void {
  if (!isCliHost(host)) return;
  const wrong = credentials[host].filter(({ name, valid }) => {
    const value = env[name]?.trim() ?? '';
    return !valid.test(value) || /example|placeholder|your[-_]|x{6}/i.test(value);
  });
  if (host === 'cloudflare' && !/^[\w./-]{1,100}$/.test(cloudflareBranch(env)))
    wrong.push({
      name: 'CLOUDFLARE_PAGES_BRANCH',
      valid: /./,
      looks: 'a branch name',
      where: 'the project’s production branch (main unless told)',
    });
  if (!wrong.length) return;
  throw new Error(
    `Deploying to ${operators[host]!.host} needs ${wrong.map((s) => s.name).join(', ')}, unset or not as expected: ` +
      wrong.map(({ name, looks, where }) => `${name} is ${looks} (${where})`).join('; ') +
      `. Put ${hostCredentialNames.filter((name) => wrong.some((w) => w.name === name)).join(', ') || 'the credentials'} in ${CREDENTIALS_FILE} (no build reads it, git ignores it) or in the environment, and the rest in .env.production.local: never in a committed file.`,
  );
}

/** Each CLI host's command-line tool, in tools/host-clis/node_modules/.bin. */
export const cliOf = { cloudflare: 'wrangler', netlify: 'netlify' } as const satisfies Record<CliHost, string>;

export interface CliDeploy {
  /** The CLI in tools/host-clis/node_modules/.bin. */
  cli: (typeof cliOf)[CliHost];
  args: string[];
  /** What the CLI reads from its environment: the credentials, never shown. */
  env: Record<string, string>;
}

/** The Cloudflare Pages branch a preview of build `id` goes to: never the production branch. */
export const previewBranch = (id: string) => `preview-${id}`;

/**
 * The address Cloudflare Pages gives a preview branch: its alias, `<branch>.<project>.pages.dev`
 * (the branch lowercased, other characters as `-`, at most 28).
 * @see https://developers.cloudflare.com/pages/configuration/preview-deployments/
 */
export function cloudflarePreviewAddress(env: Record<string, string | undefined>, id: string): string {
  const alias = previewBranch(id)
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .slice(0, 28)
    .replace(/-+$/, '');
  return `https://${alias}.${env.CLOUDFLARE_PAGES_PROJECT!.trim()}.pages.dev`;
}

/**
 * The CLI's deploy of the built site, for settings `checkHostCredentials` accepted: `site` is the
 * folder Cloudflare is sent (a copy of out/ with its `_headers` and `_redirects`), `outDir` the
 * absolute out/ that Netlify's CLI sends, from a folder holding netlify.toml. With `preview` (a
 * build id), to the host's preview: Cloudflare's preview branch of that build, a Netlify draft
 * deploy (no `--prod`), which says its address in JSON; without, to production.
 */
export function cliDeploy(
  host: CliHost,
  env: Record<string, string | undefined>,
  { site, outDir, preview }: { site: string; outDir: string; preview?: string },
): CliDeploy {
  const value = (name: string) => env[name]!.trim();
  if (host === 'cloudflare')
    return {
      cli: cliOf.cloudflare,
      args: [
        ...['pages', 'deploy', site, '--project-name', value('CLOUDFLARE_PAGES_PROJECT')],
        ...['--branch', preview ? previewBranch(preview) : cloudflareBranch(env), '--commit-dirty=true'],
      ],
      env: {
        CLOUDFLARE_API_TOKEN: value('CLOUDFLARE_API_TOKEN'),
        CLOUDFLARE_ACCOUNT_ID: value('CLOUDFLARE_ACCOUNT_ID'),
        WRANGLER_SEND_METRICS: 'false',
      },
    };
  return {
    cli: cliOf.netlify,
    args: [
      'deploy',
      ...(preview ? [] : ['--prod']),
      ...['--no-build', '--dir', outDir, '--site', value('NETLIFY_SITE_ID')],
      ...(preview ? ['--json'] : []),
    ],
    env: { NETLIFY_AUTH_TOKEN: value('NETLIFY_AUTH_TOKEN') },
  };
}
