import { afterAll, describe, expect, it, vi } from 'vitest';
import { englishHash } from '@/scripts/i18n/catalog';
import { translated } from '@/scripts/i18n/records';
import type { CheckResult, Progress } from '@/editor/contract';
import { entriesShown, firstView } from '@/editor/ui/viewState';
import { loopbackFetch as fetch } from '../../support/loopbackFetch';
import { editorOver, statesOf, textsCopy } from './project';

// The editor's server over a copy of the texts, asked as its interface asks (editor/contract.ts).
const copy = textsCopy('server');
const editor = await editorOver(copy);
afterAll(async () => {
  await editor.close();
  copy.remove();
});
const { ask, post } = editor;
/** The session's cookies, as the test's calls send them. */
const editorCookie = editor.cookie;
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

  it('opens once from its printed address: a session for the page, and a key for every call', async () => {
    // The address was used by editorOver: it opens nothing any more.
    const again = await fetch(editor.entry, { redirect: 'manual' });
    expect(again.status).toBe(403);
    expect(await again.text()).toMatch(/^403: This address has already opened the editor once/);
    // Opened again in the browser that holds the session (a second click, another tab), it is simply open.
    const reopened = await fetch(editor.entry, { redirect: 'manual', headers: { Cookie: editorCookie } });
    expect([reopened.status, reopened.headers.get('location')]).toEqual([303, '/']);
    // A cookie alone, as another server of the machine receives it, shows the page but calls nothing.
    const cookie = editorCookie;
    expect((await fetch(`${editor.url}/`, { headers: { Cookie: cookie } })).status).toBe(200);
    expect((await fetch(`${editor.url}/api/catalogue`, { headers: { Cookie: cookie } })).status).toBe(403);
    const write = await fetch(`${editor.url}/api/save`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json', 'X-Editor-Key': 'not-the-key' },
      body: JSON.stringify({ code: 'de', key: 'Nav.faq', text: 'x', base: null }),
    });
    expect(write.status).toBe(403);
    // A refusal names no preview port: the policy comes with the answers to a session only.
    expect((await fetch(`${editor.url}/`)).headers.get('content-security-policy')).toBeNull();
    // Another site's image or frame sends no Origin, but the browser says where it comes from.
    expect((await ask('/api/catalogue', { headers: { 'Sec-Fetch-Site': 'cross-site' } })).status).toBe(403);
    // The names every server of the machine shares are refused, a whole session sent there too:
    // the editor answers to its own name alone (editor/server/access.ts, hostOf).
    const { port } = new URL(editor.url);
    for (const shared of [
      '127.0.0.1',
      'localhost',
      '[::1]',
      'editor.other.localhost',
      new URL(editor.url).hostname.replace('editor.', 'preview.'),
    ]) {
      const answer = await ask('/api/catalogue', { headers: { Host: `${shared}:${port}` } });
      expect(answer.status, shared).toBe(403);
      expect(await answer.text()).toBe('403: The editor answers only at its own address, opened on this computer.');
    }
  });

  it('answers 403 to a token or a cookie of 32 characters and more that are not ASCII, and goes on answering', async () => {
    // Of every length a token or a session may have: one character is two bytes in UTF-8.
    const name = editorCookie.split('=')[0];
    for (let length = 32; length <= 64; length++) {
      const odd = `é${'a'.repeat(length - 1)}`;
      const token = await fetch(`${editor.url}/?token=${encodeURIComponent(odd)}`, { redirect: 'manual' });
      expect(token.status).toBe(403);
      // Sent as Latin-1, as a browser or a script sends it.
      expect((await fetch(`${editor.url}/`, { headers: { Cookie: `${name}=${odd}` } })).status).toBe(403);
    }
    expect((await ask('/api/catalogue')).status).toBe(200);
  });

  it('refuses a language code that is not one of the site’s before it reaches a file', async () => {
    for (const route of ['/api/save', '/api/revert', '/api/still-correct', '/api/reviewed']) {
      const refused = await post(route, { code: '../messages/de', key: 'Nav.faq', text: 'x', base: null });
      expect(refused.status, route).toBe(404);
    }
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
    // What it lost, as data the page says in its reader's language (editor/ui/problems.ts).
    expect((await refused.json()).problems).toEqual([{ kind: 'argumentMissing', argument: 'year' }]);
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
    const staleShown = entriesShown(catalogue.entries, { ...firstView('en'), show: 'stale' }, 'home');
    expect(staleShown.map((entry) => entry.key)).toContain(key);
  });

  it('streams Check line by line, each a line of JSON: npm run i18n’s report, then the texts found and whether anything stops a publish', async () => {
    expect((await saveEnglish('Nav.account', 'Your account and data')).status).toBe(200);
    const checked = async () => {
      const answer = await ask('/api/check', { method: 'POST' });
      expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      const said = (await answer.text())
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line) as Progress<CheckResult>);
      const last = said.pop()!;
      if (!('result' in last)) throw new Error('Check ended without its result.');
      return { lines: said.map((line) => ('log' in line ? line.log : '')), result: last.result };
    };
    const { lines, result } = await checked();
    expect(lines[0]).toBe('> npm run i18n');
    expect(lines.some((line) => line.includes('English texts; translations checked against'))).toBe(true);
    // A text changed and not translated since: named, behind in every language, and no bar to a publish.
    expect(lines.some((line) => line.includes('Nav.account'))).toBe(true);
    expect(lines.some((line) => /^de {2}\d+ texts? behind, publishable \(the pages keep/.test(line))).toBe(true);
    expect(lines.at(-1)).toBe('✓ Nothing in the texts stops a publish.');
    expect(result.outcome).toEqual({ kind: 'ready', built: false });
    expect(result.texts).toContainEqual({ key: 'Nav.account', code: 'de', kind: 'stale', blocks: false });
    // Unless the operator requires every translation: then it stops the publish.
    vi.stubEnv('REQUIRE_ALL_TRANSLATIONS', 'on');
    try {
      const strict = await checked();
      expect(strict.lines.at(-1)).toBe('✗ The texts have problems: see above. Nothing was built.');
      expect(strict.result.outcome).toEqual({ kind: 'texts' });
    } finally {
      vi.unstubAllEnvs();
    }
  }, 60_000);
});
