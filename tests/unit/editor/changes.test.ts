import { afterAll, describe, expect, it, vi } from 'vitest';
import { englishHash } from '@/scripts/i18n/catalog';
import { checkSave, revertText, writeText } from '@/editor/domain/changes';
import { changeWithVersion, saveWithVersion } from '@/editor/domain/legal';
import { Refusal } from '@/editor/domain/refusal';
import { textsCopy } from './project';

// A copy of the texts in a repository of its own: saves write there, Undo reads its commit.
const copy = textsCopy('changes');
afterAll(copy.remove);
const { dirs } = copy;
const flat = (code: string) => {
  const walk = (tree: object, prefix = ''): [string, string][] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : walk(value, `${prefix}${key}.`),
    );
  return Object.fromEntries(walk(JSON.parse(copy.read(code))));
};
/** The refusal `run` throws: its status and details. */
function refusalOf(run: () => unknown): Refusal {
  try {
    run();
  } catch (error) {
    if (error instanceof Refusal) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('a text saved in the editor', () => {
  it('changes only that key of its language’s file, recorded as written against today’s English', async () => {
    const before = flat('de');
    const english = flat('en')['Nav.faq'];
    await saveWithVersion(dirs, { code: 'de', key: 'Nav.faq', text: 'Häufige Fragen', base: before['Nav.faq'] }, {});
    expect(flat('de')).toEqual({ ...before, 'Nav.faq': 'Häufige Fragen' });
    expect(copy.json('i18n/translated/de.json')['Nav.faq']).toBe(englishHash(english));
  });

  it('is refused, with nothing written, when empty, not showable, changed on disk or in no language of the site', () => {
    const de = copy.read('de');
    const base = flat('de')['Site.copyright'];
    const save = (change: Partial<Parameters<typeof checkSave>[1]>) => () =>
      checkSave(dirs, { code: 'de', key: 'Site.copyright', text: base, base, ...change });
    expect(refusalOf(save({ text: '  ' })).status).toBe(422);
    const lost = refusalOf(save({ text: 'ohne Jahr' }));
    expect([lost.status, String(lost.details.problems)]).toEqual([422, expect.stringContaining('year')]);
    expect(refusalOf(save({ base: 'what it was before' })).details).toEqual({ disk: base, yours: base });
    expect(refusalOf(save({ code: 'xx' })).status).toBe(404);
    expect(refusalOf(save({ key: 'No.such.key' })).status).toBe(404);
    expect(copy.read('de')).toBe(de);
  });

  it('asks the legal question (428) for an English legal text, once its own checks pass, and writes nothing', async () => {
    const en = copy.read('en');
    const key = 'Terms.sections.law.body';
    const base = flat('en')[key];
    const asked = saveWithVersion(dirs, { code: 'en', key, text: `${base} More.`, base }, {});
    await expect(asked).rejects.toMatchObject({ status: 428, details: { asks: 'legalChange', text: 'terms' } });
    // A change its own checks refuse is refused first: no question for a text that cannot be saved.
    await expect(saveWithVersion(dirs, { code: 'en', key, text: '', base }, {})).rejects.toMatchObject({ status: 422 });
    expect(copy.read('en')).toBe(en);
  });

  it('is checked once, then written', async () => {
    const check = vi.fn();
    const write = vi.fn();
    await changeWithVersion(dirs, null, {}, { check, write });
    expect([check.mock.calls.length, write.mock.calls.length]).toEqual([1, 1]);
    // Written without a second check: what checkSave refuses (a stale base) is not looked at again.
    const base = flat('de')['Nav.terms-conditions'];
    writeText(dirs, { code: 'de', key: 'Nav.terms-conditions', text: 'AGB', base: 'not what the disk holds' });
    expect(flat('de')['Nav.terms-conditions']).toBe('AGB');
    expect(base).not.toBe('AGB');
  });
});

describe('Undo the saved change', () => {
  it('puts back the committed text and records, and refuses when nothing changed', () => {
    const committed = flat('de')['Nav.faq'];
    const english = flat('en')['Nav.faq'];
    writeText(dirs, { code: 'de', key: 'Nav.faq', text: 'Fragen', base: null });
    revertText(dirs, { code: 'de', key: 'Nav.faq' });
    const fromCommit = JSON.parse(copy.git('show', 'HEAD:messages/de.json'));
    expect(flat('de')['Nav.faq']).toBe(committed);
    expect(fromCommit.Nav.faq).toBe(committed);
    expect(copy.json('i18n/translated/de.json')['Nav.faq']).not.toBe(englishHash(english));
    expect(refusalOf(() => revertText(dirs, { code: 'de', key: 'Nav.faq' })).status).toBe(409);
  });
});
