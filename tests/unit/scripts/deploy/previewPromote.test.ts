/**
 * `npm run deploy -- --preview`, then `--promote <build id>`, on each host with a CLI: the real
 * preview and promote, on a small export standing in for the build (a real one takes a minute), with
 * the hosts' commands recorded instead of sent (their endpoints cannot run here). What goes live is
 * the folder the preview sent, byte for byte; a preview records no publication, a promote does.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { legalVersionData } from '@/lib/legal/versions';
import { command } from '../../../../scripts/deploy/plan';
import { runPreview } from '../../../../scripts/deploy/preview';
import { legalDayCame, promotable, putLive } from '../../../../scripts/deploy/promote';
import { folderHash, readKept, sourcesHash } from '../../../../scripts/deploy/kept';
import type { DeployHost } from '../../../../scripts/hosts/deploys';
import { projectRoot } from '../../../support/projectFiles';

const scratch = mkdtempSync(path.join(tmpdir(), 'slimstart-preview-'));
// Firebase serves only below its config's folder: the kept builds of the test are in the project, git-ignored.
const keptRoot = mkdtempSync(path.join(projectRoot, '.deploys-test-'));
const id = 'mtest0001-a1b2c3';
const env = {
  CLOUDFLARE_API_TOKEN: 'cf-token-0123456789abcdef0123',
  CLOUDFLARE_ACCOUNT_ID: '0123456789abcdef0123456789abcdef',
  CLOUDFLARE_PAGES_PROJECT: 'slimstart',
  NETLIFY_AUTH_TOKEN: 'nfp_netlifytoken0123456789abcdef',
  NETLIFY_SITE_ID: '12345678-1234-1234-1234-123456789abc',
};

function write(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A small export and the configs a build writes beside it. */
const outDir = path.join(scratch, 'out');
const deployDir = path.join(scratch, 'deploy');
write(path.join(outDir, 'index.html'), '<!doctype html><title>SlimStart</title>');
write(path.join(outDir, 'de/faq.html'), '<!doctype html><title>FAQ</title>');
write(path.join(outDir, 'builds/latest.json'), JSON.stringify({ id, timestamp: 1 }));
write(path.join(deployDir, 'netlify/netlify.toml'), '[build]\npublish = "out"\n');
write(path.join(deployDir, 'cloudflare/_headers'), '/*\n  X-Frame-Options: DENY\n');
write(path.join(deployDir, 'cloudflare/_redirects'), '/de/* /de/404.html 404\n');
write(path.join(deployDir, 'firebase/localized/de_ALL/404.html'), 'Nicht gefunden');
write(path.join(deployDir, 'firebase.json'), JSON.stringify({ hosting: { cleanUrls: true } }));
write(path.join(deployDir, 'firestore.rules'), "rules_version = '2';\n");

/** Every command a host was sent, with the hash of the folder it named, taken as it ran. */
let sent: { command: string; args: string[]; folder?: string; hash?: string }[] = [];
const recorder = (command: string, args: string[]) => {
  const folder = args[0] === 'pages' ? args[2] : args.includes('--dir') ? args[args.indexOf('--dir') + 1] : undefined;
  sent.push({ command: path.basename(command), args, folder, hash: folder ? folderHash(folder) : undefined });
  if (args.includes('hosting:channel:deploy'))
    return JSON.stringify({
      status: 'success',
      result: { 'slimstart-prod': { url: 'https://slimstart-prod--x-1a2b.web.app' } },
    });
  return JSON.stringify({ deploy_url: 'https://66a1--slimstart.netlify.app' });
};
const options = {
  outDir,
  deployDir,
  keptRoot,
  runHost: recorder,
  binary: (cli: string) => cli,
  install: () => command('install', [], () => {}),
  build: () => command('build', [], () => {}),
};

const publications = path.join(scratch, 'published.json');
const deployed = path.join(scratch, 'deployed.json');
// A record that lacks one version: the deploy that publishes it writes it down.
const published = { terms: {} };
const legal = { versions: legalVersionData, published, today: '2026-11-29' };

beforeEach(() => {
  sent = [];
  writeFileSync(publications, JSON.stringify(published));
});

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  rmSync(keptRoot, { recursive: true, force: true });
  rmSync(path.join(projectRoot, `.firebase-hosting-${id}.json`), { force: true });
});

function previewThenPromote(host: DeployHost) {
  const context = { host, env, project: 'slimstart-prod', functions: true, rules: 'site' as const, extra: [] };
  const kept = runPreview(context, options);
  const previewed = [...sent];
  expect(readFileSync(publications, 'utf8')).toBe(JSON.stringify(published));
  sent = [];
  putLive(context, readKept(id, keptRoot), { ...options, legal, publications, deployed });
  return { kept, previewed, promoted: [...sent] };
}

describe('a preview, then the same bytes live', () => {
  it('Netlify: a draft deploy of the kept folder, then that folder to production, and the publication then', () => {
    const { kept, previewed, promoted } = previewThenPromote('netlify');
    expect(previewed).toHaveLength(1);
    expect(previewed[0].args).not.toContain('--prod');
    expect(previewed[0].args).toContain('--json');
    expect(kept.address).toBe('https://66a1--slimstart.netlify.app');
    const live = promoted.find(({ command }) => command === 'netlify')!;
    expect(live.args).toContain('--prod');
    expect(live.folder).toBe(previewed[0].folder);
    // The bytes of the build, the same in both.
    expect(live.hash).toBe(previewed[0].hash);
    expect(live.hash).toBe(folderHash(outDir));
    expect(JSON.parse(readFileSync(publications, 'utf8')).terms).toEqual(
      Object.fromEntries(legalVersionData.terms.map(({ version }) => [version, '2026-11-29'])),
    );
    // And the deploy, as of the day the build's pages show, from which --if-due counts.
    expect(JSON.parse(readFileSync(deployed, 'utf8'))).toEqual({ day: kept.legalDay, host: 'netlify' });
    expect(kept.legalDay).toBe(new Date().toISOString().slice(0, 10));
  });

  it('Cloudflare Pages: a preview branch of its own, then the production branch, the same folder', () => {
    const { kept, previewed, promoted } = previewThenPromote('cloudflare');
    expect(previewed[0].args).toEqual(expect.arrayContaining(['--branch', `preview-${id}`]));
    expect(kept.address).toBe(`https://preview-${id}.slimstart.pages.dev`);
    const live = promoted.find(({ command }) => command === 'wrangler')!;
    expect(live.args).toEqual(expect.arrayContaining(['--branch', 'main']));
    expect(live.hash).toBe(previewed[0].hash);
    expect(existsSync(path.join(live.folder!, '_headers'))).toBe(true);
  });

  it('Firebase Hosting: a channel named by the build id, then the rules and functions, then the channel cloned to live', () => {
    const { kept, previewed, promoted } = previewThenPromote('firebase');
    expect(previewed.map(({ args }) => args.slice(0, 2))).toEqual([['hosting:channel:deploy', id]]);
    expect(kept.address).toBe('https://slimstart-prod--x-1a2b.web.app');
    expect(promoted.map(({ args }) => args.slice(0, 3))).toEqual([
      ['deploy', '--only', 'firestore:rules,functions'],
      ['hosting:clone', `slimstart-prod:${id}`, 'slimstart-prod:live'],
    ]);
    // The channel was sent the kept folder, which the clone takes live as it is.
    const config = JSON.parse(readFileSync(path.join(projectRoot, `.firebase-hosting-${id}.json`), 'utf8'));
    expect(folderHash(path.join(projectRoot, config.hosting.public))).toBe(kept.site);
  });

  it('refuses a kept folder changed since its preview, and says when the sources changed', () => {
    runPreview({ host: 'netlify', env, project: '' }, options);
    const kept = readKept(id, keptRoot);
    expect(promotable(kept, { keptRoot })).toBe('same');
    const project = path.join(scratch, 'project');
    write(path.join(project, 'messages/en.json'), '{"Nav":{"faq":"FAQ"}}');
    write(path.join(project, 'legal/published.json'), '{}');
    const before = sourcesHash(project);
    expect(promotable({ ...kept, sources: before }, { keptRoot, sourcesOf: project })).toBe('same');
    // The record of publications is no source: the promote writes it.
    write(path.join(project, 'legal/published.json'), '{"terms":{}}');
    expect(sourcesHash(project)).toBe(before);
    // Nor the rules the build writes from the sources.
    write(path.join(project, 'firestore.rules'), 'rules_version = "2";');
    expect(sourcesHash(project)).toBe(before);
    // What the build reads beside the app: a document's island, the moved addresses.
    let last = before;
    for (const [file, text] of [
      ['islands/faqHash.ts', 'export {};'],
      ['redirects.json', '[{ "from": "/help", "to": "/faq" }]'],
    ]) {
      write(path.join(project, file), text);
      expect(sourcesHash(project), file).not.toBe(last);
      last = sourcesHash(project);
    }
    write(path.join(project, 'messages/en.json'), '{"Nav":{"faq":"Questions"}}');
    expect(promotable({ ...kept, sources: before }, { keptRoot, sourcesOf: project })).toBe('sources changed');
    // A legal version whose day came after the day the build's pages show: they would name the one before.
    const versions = {
      ...legalVersionData,
      terms: [...legalVersionData.terms, { ...legalVersionData.terms.at(-1)!, version: '9', effective: '2027-03-01' }],
    };
    const asOf = { ...kept, legalDay: '2027-02-28' };
    expect(promotable(asOf, { keptRoot, versions, today: '2027-02-28' })).toBe('same');
    expect(promotable(asOf, { keptRoot, versions, today: '2027-03-01' })).toBe('legal day came');
    expect(legalDayCame(asOf, '2027-03-01', versions).message).toMatch(
      /changed since its preview: .* as of 2027-02-28, and terms 9 \(from 2027-03-01\) came into force since/,
    );
    // Built ahead as of that day, it shows it.
    expect(promotable({ ...kept, legalDay: '2027-03-01' }, { keptRoot, versions, today: '2027-03-01' })).toBe('same');
    write(path.join(keptRoot, id, 'site', 'index.html'), 'changed');
    expect(() => promotable(kept, { keptRoot })).toThrow(/site changed since its preview/);
  });
});
