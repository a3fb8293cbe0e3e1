import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { check } from '@/editor/domain/check';
import { routes, type Request } from '@/editor/server/routes';
import { textsCopy } from './project';

// A copy of the texts, changed by file as someone else would: one English text reworded (its
// translations stale), one legal text reworded (stale too, and the law wants it current), a French
// text deleted, a German one that lost its placeholder.
const copy = textsCopy('check');
const original = Object.fromEntries(['en', 'fr', 'de'].map((code) => [code, JSON.parse(copy.read(code))]));
function change(code: string, edit: (tree: Record<string, Record<string, string>>) => void) {
  const tree = JSON.parse(copy.read(code));
  edit(tree);
  copy.write(code, tree);
}
beforeAll(() => {
  change('en', (en) => {
    en.Home.ctaSecondary = 'See how it works, step by step';
    en.Terms.intro = `${en.Terms.intro} Read them once.`;
  });
  change('fr', (fr) => delete fr.Home.ctaPrimary);
  change('de', (de) => (de.Site.copyright = '© SlimStart. Alle Rechte vorbehalten.'));
});
afterAll(() => copy.remove());

async function checked() {
  const log: string[] = [];
  return { ...(await check(copy.dirs, (line) => log.push(line))), log };
}

describe('Check’s result, text by text', () => {
  it('names each text with what is wrong and whether it stops a publish', async () => {
    const { texts, outcome, log } = await checked();
    expect(texts).toEqual(
      expect.arrayContaining([
        // Stale, and no bar to a publish: the pages keep the last translation.
        { key: 'Home.ctaSecondary', code: 'de', kind: 'stale', blocks: false },
        // Missing: the French pages show English meanwhile.
        { key: 'Home.ctaPrimary', code: 'fr', kind: 'missing', blocks: false },
        // A legal text behind stops it, in every language.
        { key: 'Terms.intro', code: 'ja', kind: 'stale', blocks: true },
        // A text that cannot be shown stops it, with its problem as data.
        {
          key: 'Site.copyright',
          code: 'de',
          kind: 'icu',
          problems: [{ kind: 'argumentMissing', argument: 'year' }],
          blocks: true,
        },
      ]),
    );
    expect(texts.filter((finding) => finding.key === 'Home.ctaSecondary')).toHaveLength(7);
    expect(outcome).toEqual({ kind: 'texts' });
    // The log is npm run i18n's report, as the terminal prints it.
    expect(log[0]).toBe('> npm run i18n');
    expect(log.at(-1)).toBe('✗ The texts have problems: see above. Nothing was built.');
  });

  it('says nothing stops a publish once only texts behind are left, unless the operator requires them all', async () => {
    copy.write('de', original.de);
    change('en', (en) => (en.Terms.intro = original.en.Terms.intro));
    const { texts, outcome } = await checked();
    expect(outcome).toEqual({ kind: 'ready', built: false });
    expect(texts.every((finding) => !finding.blocks)).toBe(true);
    expect(texts).toContainEqual({ key: 'Home.ctaSecondary', code: 'de', kind: 'stale', blocks: false });
    vi.stubEnv('REQUIRE_ALL_TRANSLATIONS', 'on');
    try {
      const strict = await checked();
      expect(strict.outcome).toEqual({ kind: 'texts' });
      expect(strict.texts).toContainEqual({ key: 'Home.ctaSecondary', code: 'de', kind: 'stale', blocks: true });
      vi.stubEnv('REQUIRE_ALL_TRANSLATIONS', 'always');
      expect(await checked()).toMatchObject({ texts: [], outcome: { kind: 'setting', value: 'always' } });
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('ends with a failure as its result, Publish too, when it throws (a message file that is no JSON)', async () => {
    const french = copy.read('fr');
    writeFileSync(path.join(copy.dirs.messages, 'fr.json'), french.slice(0, -10));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const route of ['POST /api/check', 'POST /api/publish'] as const) {
        const said: string[] = [];
        const request = { dirs: copy.dirs, body: { host: 'firebase' }, acceptLanguage: 'fr' } as unknown as Request;
        await routes[route].answer(request, (line) => said.push(line));
        const lines = said.map((line) => JSON.parse(line));
        // The error is a line of the log, for whoever maintains the site; the result, a failure the page says.
        expect(lines.at(-2).log).toMatch(/^✗ .*JSON/);
        expect(lines.at(-1)).toEqual({
          result: { texts: [], outcome: { kind: 'failed', error: expect.stringContaining('JSON') } },
        });
      }
    } finally {
      error.mockRestore();
      writeFileSync(path.join(copy.dirs.messages, 'fr.json'), french);
    }
  });
});
