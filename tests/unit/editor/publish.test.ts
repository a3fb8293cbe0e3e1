import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publish, putLive } from '@/editor/domain/publish';
import texts from '@/editor/messages/en.json' with { type: 'json' };
import { editorOver, textsCopy } from './project';

// A copy of the texts in a repository of its own, with no package.json: Publish records and stops
// before any deploy. Git reads no configuration but the copy's (who commits is unknown at first).
const copy = textsCopy('publish');
const saved = { ...process.env };
beforeAll(() => {
  Object.assign(process.env, copy.env);
  for (const name of ['GIT_AUTHOR_NAME', 'GIT_AUTHOR_EMAIL', 'GIT_COMMITTER_NAME', 'GIT_COMMITTER_EMAIL'])
    delete process.env[name];
});
afterAll(() => {
  process.env = saved;
  copy.remove();
});

/** Publishes the copy: the lines it logs, in order, and its result. */
async function publishing(host = 'firebase') {
  const lines: string[] = [];
  const result = await publish(copy.dirs, (line) => lines.push(line), { host, dryRun: false, locale: 'en', texts });
  return { lines, result };
}

describe('Publish, line by line to its log, and its result', () => {
  it('refuses a host it does not know, before anything else', async () => {
    expect(await publishing('nowhere')).toEqual({
      lines: [`✗ nowhere is not a host this site deploys to.`],
      result: { texts: [], outcome: { kind: 'unknownHost', host: 'nowhere' } },
    });
  }, 30_000);

  it('asks who commits, then records the edited texts in a commit, and stops without a project to deploy', async () => {
    // What an edit leaves to record: a record of the translations written in the editor.
    mkdirSync(path.join(copy.dirs.records, 'translated'), { recursive: true });
    writeFileSync(path.join(copy.dirs.records, 'translated', 'de.json'), '{}\n');
    let { lines, result } = await publishing();
    expect(lines[0]).toBe('> npm run i18n');
    // The command that tells git is for the log; the result says only what stopped it.
    expect(lines.at(-1)).toMatch(/^✗ .*git config --global user.name/);
    expect(result).toEqual({ texts: [], outcome: { kind: 'noIdentity' } });
    copy.git('config', 'user.name', 'Test');
    copy.git('config', 'user.email', 'test@localhost');
    ({ lines, result } = await publishing());
    expect(lines).toContain('> git commit -- messages i18n legal');
    expect(lines.find((line) => line.startsWith('✓ '))).toMatch(/[0-9a-f]{7}/);
    expect(lines.at(-1)).toBe(texts.publishNoProject);
    expect(result).toEqual({
      texts: [],
      recorded: copy.git('rev-parse', '--short', 'HEAD').trim(),
      outcome: { kind: 'noProject' },
    });
    expect(copy.git('status', '--porcelain')).toBe('');
  }, 60_000);

  it('publishes a French text saved in the editor, English unchanged, without calling it stale', async () => {
    const editor = await editorOver(copy);
    try {
      const base = copy.texts('fr')['Nav.faq'];
      expect((await editor.post('/api/save', { code: 'fr', key: 'Nav.faq', text: 'Questions', base })).status).toBe(
        200,
      );
    } finally {
      await editor.close();
    }
    const { lines, result } = await publishing();
    expect(lines.filter((line) => /stale/.test(line))).toEqual([]);
    // Behind in French, publishable: the result names it for the page, waiting for its second reader.
    expect(result.texts).toEqual([{ key: 'Nav.faq', code: 'fr', kind: 'unreviewed', blocks: false }]);
    expect(result.outcome).toEqual({ kind: 'noProject' });
    // Named as what French is behind on: its second reader.
    expect(lines).toContain('  translated against today’s English, not reviewed yet (1):');
    expect(lines).toContain('> git commit -- messages i18n legal');
    expect(lines.at(-1)).toBe(texts.publishNoProject);
    // Strict, as the operator may require it, the text still waits for its second reader.
    process.env.REQUIRE_ALL_TRANSLATIONS = 'on';
    try {
      const { lines: strict, result } = await publishing();
      expect(result).toEqual({
        texts: [{ key: 'Nav.faq', code: 'fr', kind: 'unreviewed', blocks: true }],
        outcome: { kind: 'texts' },
      });
      expect(strict).toContain('  translated against today’s English, not reviewed yet (1):');
      expect(strict).toContain('    Nav.faq');
      expect(strict.at(-1)).toBe(`✗ ${texts.publishTextsFail}`);
    } finally {
      delete process.env.REQUIRE_ALL_TRANSLATIONS;
    }
  }, 60_000);

  it('names the texts that stop it, each with what is wrong, and records nothing', async () => {
    const head = copy.git('rev-parse', 'HEAD');
    const french = copy.read('fr');
    const tree = JSON.parse(french);
    tree.Site.copyright = '© SlimStart. Tous droits réservés.';
    copy.write('fr', tree);
    try {
      const { lines, result } = await publishing();
      expect(result.outcome).toEqual({ kind: 'texts' });
      expect(result.texts).toContainEqual({
        key: 'Site.copyright',
        code: 'fr',
        kind: 'icu',
        problems: [{ kind: 'argumentMissing', argument: 'year' }],
        blocks: true,
      });
      expect(lines.at(-1)).toBe(`✗ ${texts.publishTextsFail}`);
      expect(copy.git('rev-parse', 'HEAD')).toBe(head);
    } finally {
      writeFileSync(path.join(copy.dirs.messages, 'fr.json'), french);
    }
  }, 60_000);

  it('says a REQUIRE_ALL_TRANSLATIONS that is neither on nor off as Check does, and judges nothing', async () => {
    process.env.REQUIRE_ALL_TRANSLATIONS = 'always';
    try {
      const { lines, result } = await publishing();
      expect(result).toEqual({ texts: [], outcome: { kind: 'setting', value: 'always' } });
      expect(lines.at(-1)).toMatch(/^✗ .*REQUIRE_ALL_TRANSLATIONS/);
    } finally {
      delete process.env.REQUIRE_ALL_TRANSLATIONS;
    }
  }, 30_000);

  describe('with a project whose deploy previews and promotes as scripts/deploy.ts does', () => {
    // Its deploy says what npm run deploy says (scripts/deploy/preview.ts), brings the rules up to
    // date as the build does, records the publication on a promote, and notes each run.
    const deploySays = `import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
const args = process.argv.slice(2);
appendFileSync('deploys.log', args.join(' ') + '\\n');
if (existsSync('refuses.txt')) { console.log('Nothing was built or deployed: ' + readFileSync('refuses.txt', 'utf8')); process.exit(1); }
if (args.includes('--preview')) {
  writeFileSync('firestore.rules', 'rules brought up to date\\n');
  console.log('Kept as build mih3x9k0-a1b2c3 in .deploys/mih3x9k0-a1b2c3/. To put exactly this folder live: …');
  console.log('The preview is at https://slimstart-prod--mih3x9k0-a1b2c3-x1.web.app');
} else writeFileSync('legal/published.json', '{ "deployed": true }\\n');
`;
    const runs = () => readFileSync(path.join(copy.root, 'deploys.log'), 'utf8');
    beforeAll(() => {
      writeFileSync(
        path.join(copy.root, 'package.json'),
        `${JSON.stringify({ name: 'site', private: true, scripts: { deploy: 'node deploy.mjs' } })}\n`,
      );
      writeFileSync(path.join(copy.root, 'deploy.mjs'), deploySays);
      writeFileSync(path.join(copy.root, 'firestore.rules'), 'rules as committed\n');
      writeFileSync(path.join(copy.root, '.gitignore'), 'deploys.log\nrefuses.txt\n');
      copy.git('add', 'package.json', 'deploy.mjs', 'firestore.rules', '.gitignore');
      copy.git('commit', '-qm', 'A project that deploys');
    });

    it('asks git who commits before anything is built', async () => {
      copy.git('config', '--unset', 'user.name');
      copy.git('config', '--unset', 'user.email');
      writeFileSync(path.join(copy.dirs.messages, 'de.json'), `${copy.read('de').trimEnd()}\n\n`);
      const { result } = await publishing();
      expect(result.outcome).toEqual({ kind: 'noIdentity' });
      expect(existsSync(path.join(copy.root, 'deploys.log'))).toBe(false);
    }, 60_000);

    it('previews, then records in one commit the texts and the rules the build brought up to date', async () => {
      copy.git('config', 'user.name', 'Test');
      copy.git('config', 'user.email', 'test@localhost');
      const { lines, result } = await publishing();
      expect(runs()).toBe('--host firebase --preview\n');
      expect(result.outcome).toEqual({
        kind: 'previewed',
        host: 'firebase',
        build: 'mih3x9k0-a1b2c3',
        address: 'https://slimstart-prod--mih3x9k0-a1b2c3-x1.web.app',
      });
      // Recorded once the preview is there: what it shows, and what goes live.
      expect(lines.indexOf('> git commit -- messages i18n legal firestore.rules')).toBeGreaterThan(
        lines.indexOf('\n> npm run deploy -- --host firebase --preview'),
      );
      expect(result.recorded).toBe(copy.git('rev-parse', '--short', 'HEAD').trim());
      expect(copy.git('show', '--name-only', '--format=%s', 'HEAD').trim().split('\n')).toEqual([
        'Texts edited in the editor, previewed as build mih3x9k0-a1b2c3',
        '',
        'firestore.rules',
        'messages/de.json',
      ]);
      expect(copy.git('status', '--porcelain')).toBe('');
    }, 60_000);

    it('puts that build live, then records the legal versions it published', async () => {
      const lines: string[] = [];
      const result = await putLive(copy.dirs, (line) => lines.push(line), {
        build: 'mih3x9k0-a1b2c3',
        dryRun: false,
        locale: 'en',
        texts,
      });
      expect(runs()).toMatch(/--promote mih3x9k0-a1b2c3\n$/);
      expect(lines).toContain(`✓ ${texts.published}`);
      expect(result).toEqual({ texts: [], outcome: { kind: 'published' } });
      expect(copy.git('log', '-1', '--format=%s')).toBe('Legal versions published\n');
      expect(copy.git('status', '--porcelain')).toBe('');
    }, 60_000);

    it('says when the preview is no longer what would go live, and when git could not record the publication', async () => {
      const refuses = path.join(copy.root, 'refuses.txt');
      writeFileSync(refuses, 'the sources changed since the preview of build mih3x9k0-a1b2c3');
      try {
        const changed = await putLive(copy.dirs, () => {}, {
          build: 'mih3x9k0-a1b2c3',
          dryRun: false,
          locale: 'en',
          texts,
        });
        expect(changed.outcome).toEqual({ kind: 'changed' });
      } finally {
        rmSync(refuses);
      }
      writeFileSync(path.join(copy.root, 'legal', 'published.json'), '{}\n');
      copy.git('commit', '-qam', 'Back to no publication');
      copy.git('config', '--unset', 'user.name');
      copy.git('config', '--unset', 'user.email');
      const result = await putLive(copy.dirs, () => {}, {
        build: 'mih3x9k0-a1b2c3',
        dryRun: false,
        locale: 'en',
        texts,
      });
      expect(result).toMatchObject({ outcome: { kind: 'published' }, legalUnrecorded: 'noIdentity' });
      expect(copy.git('status', '--porcelain', '--', 'legal')).toMatch(/published\.json/);
    }, 60_000);
  });
});
