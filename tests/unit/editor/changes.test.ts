import { afterAll, describe, expect, it, vi } from 'vitest';
import { englishHash } from '@/scripts/i18n/catalog';
import { readCatalogue } from '@/editor/domain/catalogue';
import { checkSave, confirmText, revertText, reviewText, writeText } from '@/editor/domain/changes';
import { changeWithVersion, saveWithVersion } from '@/editor/domain/legal';
import { Refusal } from '@/editor/domain/refusal';
import { statesOf, textsCopy } from './project';

// A copy of the texts in a repository of its own: saves write there, Undo reads its commit.
const copy = textsCopy('changes');
afterAll(copy.remove);
const { dirs, texts } = copy;
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
    const before = texts('de');
    const file = copy.read('de').split('\n');
    const english = texts('en')['Nav.faq'];
    await saveWithVersion(
      dirs,
      { code: 'de', key: 'Nav.faq', text: 'Fragen und Antworten', base: before['Nav.faq'] },
      {},
    );
    expect(texts('de')).toEqual({ ...before, 'Nav.faq': 'Fragen und Antworten' });
    // One line of the file differs, and it is that key's.
    const after = copy.read('de').split('\n');
    expect(after.filter((line, i) => line !== file[i])).toEqual(['    "faq": "Fragen und Antworten",']);
    expect(after).toHaveLength(file.length);
    expect(copy.json('i18n/translated/de.json')['Nav.faq']).toBe(englishHash(english));
    expect(statesOf(readCatalogue(dirs), 'Nav.faq').de).toBe('translated');
  });

  it('is refused, with nothing written, when empty, not showable, changed on disk or in no language of the site', () => {
    const de = copy.read('de');
    const base = texts('de')['Site.copyright'];
    const save = (change: Partial<Parameters<typeof checkSave>[1]>) => () =>
      checkSave(dirs, { code: 'de', key: 'Site.copyright', text: base, base, ...change });
    expect(refusalOf(save({ text: '  ' })).details).toEqual({ problems: [{ kind: 'empty' }] });
    const lost = refusalOf(save({ text: 'ohne Jahr' }));
    expect([lost.status, lost.message, lost.details.problems]).toEqual([
      422,
      'argument {year} is missing',
      [{ kind: 'argumentMissing', argument: 'year' }],
    ]);
    expect(refusalOf(save({ base: 'what it was before' })).details).toEqual({ disk: base, yours: base });
    expect(refusalOf(save({ code: 'xx' })).status).toBe(404);
    expect(refusalOf(save({ key: 'No.such.key' })).status).toBe(404);
    expect(copy.read('de')).toBe(de);
  });

  it('asks the legal question (428) for an English legal text, once its own checks pass, and writes nothing', async () => {
    const en = copy.read('en');
    const key = 'Terms.sections.law.body';
    const base = texts('en')[key];
    const asked = saveWithVersion(dirs, { code: 'en', key, text: `${base} More.`, base }, {});
    await expect(asked).rejects.toMatchObject({ status: 428, details: { asks: 'legalChange', text: 'terms' } });
    // A change its own checks refuse is refused first: no question for a text that cannot be saved.
    await expect(saveWithVersion(dirs, { code: 'en', key, text: '', base }, {})).rejects.toMatchObject({ status: 422 });
    expect(copy.read('en')).toBe(en);
  });

  it('is refused when its file changed on disk after it was opened, with both texts, and written over the disk’s', async () => {
    const opened = texts('de')['Nav.privacy-policy'];
    const tree = JSON.parse(copy.read('de'));
    tree.Nav['privacy-policy'] = 'Datenschutz (von anderswo)';
    copy.write('de', tree);
    const mine = { code: 'de', key: 'Nav.privacy-policy', text: 'Datenschutzerklärung (von hier)' };
    await expect(saveWithVersion(dirs, { ...mine, base: opened }, {})).rejects.toMatchObject({
      status: 409,
      details: { disk: 'Datenschutz (von anderswo)', yours: 'Datenschutzerklärung (von hier)' },
    });
    expect(texts('de')['Nav.privacy-policy']).toBe('Datenschutz (von anderswo)');
    // "Keep mine": saved again over the text on disk.
    await saveWithVersion(dirs, { ...mine, base: 'Datenschutz (von anderswo)' }, {});
    expect(texts('de')['Nav.privacy-policy']).toBe('Datenschutzerklärung (von hier)');
  });

  it('is checked once, then written', async () => {
    const check = vi.fn();
    const write = vi.fn();
    await changeWithVersion(dirs, null, {}, { check, write });
    expect([check.mock.calls.length, write.mock.calls.length]).toEqual([1, 1]);
    // Written without a second check: what checkSave refuses (a stale base) is not looked at again.
    const base = texts('de')['Nav.terms-conditions'];
    writeText(dirs, { code: 'de', key: 'Nav.terms-conditions', text: 'AGB', base: 'not what the disk holds' });
    expect(texts('de')['Nav.terms-conditions']).toBe('AGB');
    expect(base).not.toBe('AGB');
  });
});

describe('Still correct and Reviewed', () => {
  it('refuse a text that cannot be shown with its problems as data (422), and mark nothing', () => {
    const key = 'Site.copyright';
    const tree = JSON.parse(copy.read('fr'));
    tree.Site.copyright = 'sans année';
    copy.write('fr', tree);
    const records = [copy.read('fr'), JSON.stringify(copy.json('i18n/reviewed/fr.json'))];
    for (const mark of [reviewText, confirmText]) {
      const refused = refusalOf(() => mark(dirs, { code: 'fr', key }));
      expect([refused.status, refused.details]).toEqual([
        422,
        { problems: [{ kind: 'argumentMissing', argument: 'year' }] },
      ]);
    }
    expect([copy.read('fr'), JSON.stringify(copy.json('i18n/reviewed/fr.json'))]).toEqual(records);
    expect(statesOf(readCatalogue(dirs), key).fr).toBe('invalid');
  });
});

describe('Undo the saved change', () => {
  it('puts back the committed text and records, its review mark too, and refuses when nothing changed', () => {
    const key = 'Nav.signIn';
    const committed = texts('ko')[key];
    const english = texts('en')[key];
    const cell = () => readCatalogue(dirs).entries.find((entry) => entry.key === key)!.cells.ko;
    expect(cell().state).toBe('reviewed');
    writeText(dirs, { code: 'ko', key, text: '로그인하기', base: null });
    expect([texts('ko')[key], cell().state]).toEqual(['로그인하기', 'translated']);
    revertText(dirs, { code: 'ko', key });
    const fromCommit = JSON.parse(copy.git('show', 'HEAD:messages/ko.json'));
    expect(texts('ko')[key]).toBe(committed);
    expect(fromCommit.Nav.signIn).toBe(committed);
    expect(copy.json('i18n/translated/ko.json')[key]).not.toBe(englishHash(english));
    // Reviewed again, as committed, and nothing left to undo: the committed text is the one saved.
    expect(cell()).toMatchObject({ state: 'reviewed', text: committed, published: committed });
    expect(refusalOf(() => revertText(dirs, { code: 'ko', key })).status).toBe(409);
  });
});
