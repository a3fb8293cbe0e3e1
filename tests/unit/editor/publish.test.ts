import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publish } from '@/editor/domain/publish';
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

  it('says so when it published but git could not record the legal versions deploy marked published', async () => {
    // A project whose deploy succeeds and writes legal/published.json, as scripts/deploy.ts does.
    writeFileSync(
      path.join(copy.root, 'package.json'),
      `${JSON.stringify({ name: 'site', private: true, scripts: { deploy: 'node deploy.mjs' } })}\n`,
    );
    writeFileSync(
      path.join(copy.root, 'deploy.mjs'),
      "import { writeFileSync } from 'node:fs';\nwriteFileSync('legal/published.json', '{ \"deployed\": true }\\n');\n",
    );
    copy.git('add', 'package.json', 'deploy.mjs');
    copy.git('commit', '-qm', 'A project that deploys');
    copy.git('config', '--unset', 'user.name');
    copy.git('config', '--unset', 'user.email');
    const { lines, result } = await publishing();
    expect(lines).toContain(`✓ ${texts.published}`);
    expect(result).toMatchObject({ outcome: { kind: 'published' }, legalUnrecorded: 'noIdentity' });
    expect(result.recorded).toBeUndefined();
    expect(copy.git('status', '--porcelain', '--', 'legal')).toMatch(/published\.json/);
  }, 60_000);
});
