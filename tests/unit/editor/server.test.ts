import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEditor, type Editor } from '@/editor/server/server';
import { textsCopy } from './project';

// The editor's server over a copy of the texts, asked as its interface asks (editor/contract.ts).
const copy = textsCopy('server');
const token = 'unit-editor-token-0123456789abcdefghij';
let editor: Editor;
beforeAll(async () => {
  editor = await startEditor({ dirs: copy.dirs, token, preview: { root: copy.root, port: 1 } });
}, 30_000);
afterAll(async () => {
  await editor.close();
  copy.remove();
});

const cookie = { Cookie: `slimstart-editor=${token}` };
const ask = (path: string, init: RequestInit = {}) =>
  fetch(editor.url + path, { ...init, headers: { ...cookie, ...init.headers } });
const post = (path: string, body: object) =>
  ask(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

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

  it('asks the legal question (428) for an English legal text sent without its answer, and writes nothing', async () => {
    const en = copy.read('en');
    const base = JSON.parse(en).Terms.sections.law.body as string;
    const asked = await post('/api/save', { code: 'en', key: 'Terms.sections.law.body', text: `${base} More.`, base });
    expect(asked.status).toBe(428);
    expect(await asked.json()).toMatchObject({ asks: 'legalChange', text: 'terms' });
    expect(copy.read('en')).toBe(en);
  });

  it('streams Check line by line, whatever the body says', async () => {
    const checked = await ask('/api/check', { method: 'POST' });
    expect(checked.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect((await checked.text()).split('\n')[0]).toBe('> npm run i18n');
  }, 60_000);
});
