import { afterAll, describe, expect, it } from 'vitest';
import { englishHash } from '@/scripts/i18n/catalog';
import { translated } from '@/scripts/i18n/records';
import { entriesShown, firstView } from '@/editor/ui/viewState';
import { editorOver, statesOf, textsCopy } from './project';

// The editor's server over a copy of the texts, asked as its interface asks (editor/contract.ts).
const copy = textsCopy('server');
const editor = await editorOver(copy);
afterAll(async () => {
  await editor.close();
  copy.remove();
});
const { ask, post } = editor;
/** Saves an English text over what its file holds now. */
const saveEnglish = (key: string, text: string) =>
  post('/api/save', { code: 'en', key, text, base: copy.texts('en')[key] });

describe('the editor’s server', () => {
  it('answers only with its token, and routes what the contract names', async () => {
    expect((await fetch(`${editor.url}/api/catalogue`)).status).toBe(403);
    const catalogue = await ask('/api/catalogue');
    expect(catalogue.status).toBe(200);
    expect(Object.keys(await catalogue.json())).toEqual(['locales', 'entries', 'legal', 'lists', 'publish', 'preview']);
    expect((await ask('/editor.js')).headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await ask('/nothing')).status).toBe(404);
    expect((await ask('/api/catalogue', { method: 'PUT' })).status).toBe(405);
  });

  it('refuses a body that is not JSON (415), a field missing (400), a language the site lacks (404)', async () => {
    expect((await ask('/api/save', { method: 'POST', body: 'x' })).status).toBe(415);
    const missing = await post('/api/save', { code: 'de' });
    expect([missing.status, await missing.json()]).toEqual([400, { error: 'key is missing.' }]);
    expect((await ask('/api/xliff?code=xx')).status).toBe(404);
  });

  it('refuses a text that could not be shown (422), naming what it lost, and writes nothing', async () => {
    const de = copy.read('de');
    const base = copy.texts('de')['Site.copyright'];
    const refused = await post('/api/save', { code: 'de', key: 'Site.copyright', text: 'ohne Jahr', base });
    expect(refused.status).toBe(422);
    expect((await refused.json()).problems.join(' ')).toContain('year');
    expect(copy.read('de')).toBe(de);
  });

  it('asks the legal question (428) for an English legal text sent without its answer, and writes nothing', async () => {
    const en = copy.read('en');
    const base = JSON.parse(en).Terms.sections.law.body as string;
    const asked = await post('/api/save', { code: 'en', key: 'Terms.sections.law.body', text: `${base} More.`, base });
    expect(asked.status).toBe(428);
    expect(await asked.json()).toMatchObject({ asks: 'legalChange', text: 'terms' });
    expect(copy.read('en')).toBe(en);
  });

  it('makes the seven translations of an English text saved stale; “Still correct” clears one, “Reviewed” is separate', async () => {
    const key = 'Nav.legal-notice';
    const saved = await saveEnglish(key, 'Legal notice and imprint');
    expect(saved.status).toBe(200);
    expect(copy.texts('en')[key]).toBe('Legal notice and imprint');
    const stale = Object.fromEntries(translated.map((code) => [code, 'stale']));
    expect(statesOf(await saved.json(), key)).toEqual(stale);
    const confirmed = await post('/api/still-correct', { code: 'fr', key });
    expect(statesOf(await confirmed.json(), key)).toEqual({ ...stale, fr: 'translated' });
    expect(copy.json('i18n/translated/fr.json')[key]).toBe(englishHash('Legal notice and imprint'));
    const reviewed = await post('/api/reviewed', { code: 'fr', key });
    const catalogue = await reviewed.json();
    expect(statesOf(catalogue, key)).toEqual({ ...stale, fr: 'reviewed' });
    expect(copy.json('i18n/reviewed/fr.json')[key]).toBe(englishHash('Legal notice and imprint'));
    // The others stay stale, and the filter of stale texts finds it.
    const staleShown = entriesShown(catalogue.entries, { ...firstView('en'), show: 'stale' }, '');
    expect(staleShown.map((entry) => entry.key)).toContain(key);
  });

  it('streams Check line by line: npm run i18n’s report on the edited texts, and that they are not ready', async () => {
    expect((await saveEnglish('Nav.account', 'Your account and data')).status).toBe(200);
    const checked = await ask('/api/check', { method: 'POST' });
    expect(checked.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await checked.text()).trimEnd().split('\n');
    expect(lines[0]).toBe('> npm run i18n');
    expect(lines.some((line) => line.includes('English texts; translations checked against'))).toBe(true);
    // A text changed and not translated since: named, with what fixes it.
    expect(lines.some((line) => line.includes('Nav.account'))).toBe(true);
    expect(lines.at(-1)).toBe('✗ The texts have problems: see above. Nothing was built.');
  }, 60_000);
});
