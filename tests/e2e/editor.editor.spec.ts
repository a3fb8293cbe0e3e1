import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Frame, type Locator, type Page } from '@playwright/test';
import { EDITOR_PORT, EDITOR_PREVIEW_PORT } from '../../playwright.config';
import { EDITOR_COPY, EDITOR_GIT_ENV, EDITOR_TOKEN } from '../support/editorCopy';
import { axeViolations, watchConsole } from './support';

/**
 * The editor (`npm run edit`, editor/) on a copy of the texts: browsing, saving one key,
 * stale flags, refusals, a file changed on disk, and its locks (token, Host, Origin, loopback).
 */
test.describe.configure({ mode: 'serial' });

const file = (code: string) => path.join(EDITOR_COPY, 'messages', `${code}.json`);
const read = (code: string) => readFileSync(file(code), 'utf8');
const flat = (tree: object, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>(
    (all, [key, value]) =>
      typeof value === 'string' ? { ...all, [prefix + key]: value } : { ...all, ...flat(value, `${prefix}${key}.`) },
    {},
  );
const keysOf = (code: string) => flat(JSON.parse(read(code)));

async function open(page: Page) {
  await page.goto(`/?token=${EDITOR_TOKEN}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The article of a key, after searching for it. */
async function entry(page: Page, key: string) {
  await page.getByRole('searchbox').fill(key);
  return page.getByRole('article', { name: key, exact: true });
}

/** One language's text of an article: its box, its note, its buttons. */
const editorOf = (article: Locator, language: string) => {
  const group = article.getByRole('group', { name: language, exact: true });
  return {
    group,
    box: group.getByRole('textbox'),
    note: group.getByRole('status'),
    button: (name: string) => group.getByRole('button', { name }),
  };
};

test('saves a German text: only that key of messages/de.json changes, recorded as translated', async ({ page }) => {
  const checkConsole = watchConsole(page);
  await open(page);
  const before = read('de');
  const german = editorOf(await entry(page, 'Nav.faq'), 'Deutsch');
  await german.box.fill('Fragen und Antworten');
  await german.button('Save').click();
  await expect(german.note).toHaveText('Saved.');
  await expect(german.group.getByText('Translated, not reviewed yet')).toBeVisible();
  const after = read('de');
  // One line of the file differs, and it is that key's.
  const changed = after.split('\n').filter((line, i) => line !== before.split('\n')[i]);
  expect(changed).toEqual(['    "faq": "Fragen und Antworten",']);
  expect(after.split('\n')).toHaveLength(before.split('\n').length);
  checkConsole();
});

test('an English edit makes all seven translations stale; “Still correct” clears one, “Reviewed” is separate', async ({
  page,
}) => {
  await open(page);
  const article = await entry(page, 'Nav.legal-notice');
  const english = editorOf(article, 'English');
  await english.box.fill('Legal notice and imprint');
  await english.button('Save').click();
  await expect(english.note).toHaveText('Saved.');
  expect(keysOf('en')['Nav.legal-notice']).toBe('Legal notice and imprint');
  // Every language's translation of it is stale now.
  for (const code of ['zh', 'pt', 'de', 'fr', 'es', 'ja', 'ko']) {
    await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption(code);
    await expect(article.getByText('Stale: English changed since')).toBeVisible();
  }
  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('fr');
  const french = editorOf(article, 'Français');
  await french.button('Still correct').click();
  await expect(french.group.getByText('Translated, not reviewed yet')).toBeVisible();
  await french.button('Reviewed').click();
  await expect(french.note).toHaveText('Marked as reviewed.');
  await expect(french.group.getByText('Reviewed', { exact: true })).toBeVisible();
  // The others stay stale, and the filter finds them.
  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('es');
  await expect(article.getByText('Stale: English changed since')).toBeVisible();
  await page.getByRole('searchbox').fill('');
  await page.getByRole('combobox', { name: 'Show', exact: true }).selectOption('stale');
  await expect(page.getByRole('article', { name: 'Nav.legal-notice', exact: true })).toBeVisible();
});

test('refuses a text that could not be shown, and leaves the file as it is', async ({ page, request }) => {
  await open(page);
  const before = read('de');
  const german = editorOf(await entry(page, 'Site.copyright'), 'Deutsch');
  const text = await german.box.inputValue();
  expect(text).toContain('{year}');
  // A lost placeholder, then broken syntax: said in words as it is typed, and Save stays off.
  await german.box.fill(text.split('{year}').join('2026'));
  await expect(german.note).toContainText('Cannot be saved');
  await expect(german.button('Save')).toBeDisabled();
  await german.box.fill('{year');
  await expect(german.note).toContainText('does not parse');
  // The server refuses it too, whatever a page sends.
  const refused = await request.post('/api/save', {
    headers: { Cookie: `slimstart-editor=${EDITOR_TOKEN}` },
    data: { code: 'de', key: 'Site.copyright', text: 'ohne Jahr', base: text },
  });
  expect(refused.status(), await refused.text()).toBe(422);
  expect((await refused.json()).problems.join(' ')).toContain('year');
  expect(read('de')).toBe(before);
  await german.button('Undo').click();
  await expect(german.box).toHaveValue(text);
});

test('detects a text changed on disk after it was opened, shows both and asks', async ({ page }) => {
  await open(page);
  const german = editorOf(await entry(page, 'Nav.privacy-policy'), 'Deutsch');
  await expect(german.box).not.toHaveValue('');
  // Someone else changes the file meanwhile.
  const tree = JSON.parse(read('de'));
  tree.Nav['privacy-policy'] = 'Datenschutz (von anderswo)';
  writeFileSync(file('de'), JSON.stringify(tree, null, 2) + '\n');
  await german.box.fill('Datenschutzerklärung (von hier)');
  await german.button('Save').click();
  const conflict = german.group.getByRole('group', { name: /changed on disk/ });
  await expect(conflict).toContainText('Datenschutz (von anderswo)');
  await expect(conflict).toContainText('Datenschutzerklärung (von hier)');
  expect(keysOf('de')['Nav.privacy-policy']).toBe('Datenschutz (von anderswo)');
  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await expect.poll(() => keysOf('de')['Nav.privacy-policy']).toBe('Datenschutzerklärung (von hier)');
});

test('undoes a saved change not yet committed, back to the committed text and records', async ({ page }) => {
  await open(page);
  const committed = keysOf('ko')['Nav.signIn'];
  const korean = editorOf(await entry(page, 'Nav.signIn'), '한국어');
  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('ko');
  await expect(korean.group.getByText('Reviewed', { exact: true })).toBeVisible();
  await korean.box.fill('로그인하기');
  await korean.button('Save').click();
  await expect(korean.group.getByText('Translated, not reviewed yet')).toBeVisible();
  expect(keysOf('ko')['Nav.signIn']).toBe('로그인하기');
  await korean.button('Undo the saved change').click();
  await expect(korean.note).toHaveText('Back to the committed text.');
  expect(keysOf('ko')['Nav.signIn']).toBe(committed);
  // Its review mark comes back with it.
  await expect(korean.group.getByText('Reviewed', { exact: true })).toBeVisible();
  await expect(korean.button('Undo the saved change')).toHaveCount(0);
});

test('takes a translator’s XLIFF file back for one language, or lists per key why not', async ({ page }) => {
  await open(page);
  // An English change leaves the Spanish text stale: Spanish needs it.
  const english = editorOf(await entry(page, 'Nav.account'), 'English');
  await english.box.fill('Your account and data');
  await english.button('Save').click();
  await expect(english.note).toHaveText('Saved.');
  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('es');
  await page.getByText('Files for translators (XLIFF)').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download what Español needs' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('es.xlf');
  const xliff = readFileSync(await download.path(), 'utf8');
  expect(xliff).toContain('<unit id="Nav.account"');
  const translated = xliff.replace(
    /(<unit id="Nav\.account"[^]*?<target>)[^<]*(<\/target>)/,
    '$1Tu cuenta y tus datos$2',
  );
  const upload = (text: string) =>
    page
      .getByLabel('Import a translated file')
      .setInputFiles({ name: 'es.xlf', mimeType: 'application/xliff+xml', buffer: Buffer.from(text) });
  // A unit that loses its placeholder refuses the whole file, naming the key.
  const lost =
    '    <unit id="Site.copyright"><segment><source>© {year} SlimStart. All rights reserved.</source>' +
    '<target>Sin año</target></segment></unit>\n  </file>';
  await upload(translated.replace('</file>', lost));
  await expect(page.getByText('The file was refused, and nothing was imported:')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Site.copyright' })).toContainText('{year}');
  expect(keysOf('es')['Nav.account']).not.toBe('Tu cuenta y tus datos');
  await upload(translated);
  await expect(page.getByText(/Translations imported and marked reviewed: [1-9]/)).toBeVisible();
  expect(keysOf('es')['Nav.account']).toBe('Tu cuenta y tus datos');
});

test('“Check” streams the report of npm run i18n on the edited texts, and says they are not ready', async ({
  page,
}) => {
  await open(page);
  await page.getByRole('button', { name: 'Check' }).click();
  const log = page.getByRole('log', { name: 'What the check found' });
  await expect(log).toContainText('> npm run i18n');
  await expect(log).toContainText('English texts; translations checked against');
  // Earlier tests left texts changed and not reviewed: named, with what fixes them.
  await expect(log).toContainText('Nav.legal-notice');
  await expect(log).toContainText('✗ The texts have problems: see above. Nothing was built.');
  await expect(page.getByRole('button', { name: 'Check' })).toBeEnabled();
});

test('is usable by keyboard, in the reader’s language, and axe-clean', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await open(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Die Texte der Website');
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
  const german = editorOf(await entry(page, 'Nav.index'), 'Deutsch');
  await german.box.focus();
  await page.keyboard.press('End');
  await page.keyboard.type('!');
  await page.keyboard.press('Tab'); // the note is no stop: Save is next
  await expect(german.button('Speichern')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => keysOf('de')['Nav.index']).toMatch(/!$/);
  await context.close();
});

/**
 * What of the page in a preview frame holds a mark of the editor's (lib/editPreview/marks.ts) where none
 * may be: any attribute, the title, JSON-LD; and whether its text holds them, as it must.
 */
const marksIn = (frame: Frame) =>
  frame.evaluate(() => {
    const mark = /\u{E0001}/u;
    const misplaced: string[] = [];
    for (const element of document.querySelectorAll('*'))
      for (const attribute of element.attributes)
        if (mark.test(attribute.value)) misplaced.push(`<${element.localName} ${attribute.name}>`);
    if (mark.test(document.title)) misplaced.push('<title>');
    for (const script of document.querySelectorAll('script[type="application/ld+json"]'))
      if (mark.test(script.textContent ?? '')) misplaced.push('JSON-LD');
    return { misplaced, inText: mark.test(document.querySelector('main')?.textContent ?? '') };
  });

/** The status a WebSocket upgrade request to the preview gets. */
function upgradeStatus(port: number, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      path: '/_next/hmr',
      headers: {
        ...headers,
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    });
    request.on('response', (response) => resolve(response.statusCode!));
    request.on('upgrade', (response, socket) => (socket.destroy(), resolve(response.statusCode!)));
    request.on('error', reject);
    request.end();
  });
}

test('the preview shows the saved texts on the page; a click on a text opens its key; marks stay in the text', async ({
  page,
  request,
}) => {
  // The one place tests meet `next dev`: it compiles each page on its first visit.
  test.setTimeout(240_000);
  const checkConsole = watchConsole(page, { expectNotFound: true });
  await open(page);
  await page.getByRole('button', { name: 'Show the preview' }).click();
  await page.getByRole('combobox', { name: 'Page of the preview' }).selectOption('faq');
  await page.getByRole('combobox', { name: 'Language of the preview' }).selectOption('de');
  const preview = page.frameLocator('iframe');
  const heading = preview.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(keysOf('de')['Faq.heading'], { timeout: 120_000 });
  const frame = () => page.frames().find((f) => f.url().startsWith(`http://127.0.0.1:${EDITOR_PREVIEW_PORT}/`))!;
  // Hydrated (React has taken the heading over) before a save: `next dev`'s hot update of the saved
  // text, arriving while a slow machine still hydrates the page, logs a mismatch of its own making.
  await expect
    .poll(
      () =>
        frame().evaluate(() => Object.keys(document.querySelector('h1') ?? {}).some((k) => k.startsWith('__react'))),
      {
        timeout: 60_000,
      },
    )
    .toBe(true);

  // A German text saved: the preview shows it.
  const german = editorOf(await entry(page, 'Faq.heading'), 'Deutsch');
  await german.box.fill('Eure Fragen, unsere Antworten');
  await german.button('Save').click();
  await expect(german.note).toHaveText('Saved.');
  await expect(heading).toContainText('Eure Fragen, unsere Antworten', { timeout: 60_000 });

  // A click on a question opens its key, in German, and does not open the answer.
  await page.getByRole('searchbox').fill('');
  const first = Object.keys(JSON.parse(read('en')).Faq.items)[0];
  await preview.locator('.faq-item summary').first().click();
  await expect(page.getByRole('searchbox')).toHaveValue(`Faq.items.${first}.question`);
  await expect(page.getByRole('heading', { name: `Faq.items.${first}.question`, level: 3 })).toBeFocused();
  await expect(preview.locator('details.faq-item').first()).not.toHaveAttribute('open');

  // On the FAQ, the sign-in form, the home page, the terms and a 404: marks in the text, in no
  // attribute, title or JSON-LD.
  expect(await marksIn(frame())).toEqual({ misplaced: [], inText: true });
  for (const [name, path] of [
    ['sign-in', '/de/sign-in'],
    ['index', '/de'],
    ['terms-conditions', '/de/terms-conditions'],
  ]) {
    await page.getByRole('combobox', { name: 'Page of the preview' }).selectOption(name);
    await expect.poll(() => frame()?.url(), { timeout: 60_000 }).toBe(`http://127.0.0.1:${EDITOR_PREVIEW_PORT}${path}`);
    await expect(preview.locator('main')).toBeVisible({ timeout: 120_000 });
    await frame().waitForLoadState('load');
    expect(await marksIn(frame()), path).toEqual({ misplaced: [], inText: true });
  }
  // A legal text too, read from its document (lib/legalPages/archive.ts): a click on a section's title opens it.
  await preview.locator('.legal-section h2').first().click();
  await expect(page.getByRole('searchbox')).toHaveValue(/^Terms\.sections\.[\w-]+\.title$/);
  // A 404 page's title, in the document's <title>.
  await frame().goto(`http://127.0.0.1:${EDITOR_PREVIEW_PORT}/de/no-such-page`);
  await expect(preview.locator('h1')).toBeVisible({ timeout: 60_000 });
  expect(await marksIn(frame()), '/de/no-such-page').toEqual({ misplaced: [], inText: true });
  expect(await axeViolations(page)).toEqual([]);
  checkConsole();

  // The preview answers the editor's cookie alone, at its own address, and lets the editor frame it.
  const at = `http://127.0.0.1:${EDITOR_PREVIEW_PORT}/de/faq`;
  const cookie = { Cookie: `slimstart-editor=${EDITOR_TOKEN}` };
  expect((await request.get(at)).status()).toBe(403);
  expect((await request.get(at, { headers: { ...cookie, Host: 'attacker.example' } })).status()).toBe(403);
  expect((await request.get(at, { headers: { ...cookie, Origin: 'http://attacker.example' } })).status()).toBe(403);
  expect((await request.get(`http://127.0.0.1:${EDITOR_PREVIEW_PORT}/_next/static/x.js`)).status()).toBe(403);
  // Nor does its hot-reload socket answer an upgrade without the cookie, or from another origin.
  for (const headers of [{}, { ...cookie, Origin: 'http://attacker.example' }])
    expect(await upgradeStatus(EDITOR_PREVIEW_PORT, headers)).toBe(403);
  expect(await upgradeStatus(EDITOR_PREVIEW_PORT, cookie)).toBe(101);
  const framed = await request.get(at, { headers: cookie });
  expect(framed.status()).toBe(200);
  expect(framed.headers()['content-security-policy']).toContain(
    `frame-ancestors http://127.0.0.1:${EDITOR_PORT} http://localhost:${EDITOR_PORT};`,
  );
  expect(framed.headers()['x-frame-options']).toBeUndefined();
});

test('answers 403 without its token, at a foreign Host or from a foreign Origin, and listens on loopback only', async ({
  request,
  baseURL,
}) => {
  const cookie = { Cookie: `slimstart-editor=${EDITOR_TOKEN}` };
  expect((await request.get('/api/catalogue')).status()).toBe(403);
  expect((await request.get('/?token=not-the-token-at-all-0123456789abcdef')).status()).toBe(403);
  expect((await request.get('/api/catalogue', { headers: cookie })).status()).toBe(200);
  expect((await request.get('/api/catalogue', { headers: { ...cookie, Host: 'attacker.example' } })).status()).toBe(
    403,
  );
  const foreign = await request.post('/api/save', {
    headers: { ...cookie, Origin: 'http://attacker.example' },
    data: { code: 'de', key: 'Nav.faq', text: 'x', base: null },
  });
  expect(foreign.status()).toBe(403);
  // Every listening socket of the editor's processes, its preview's too, is on 127.0.0.1: the
  // editor's port, or the preview's.
  expect((await request.post('/api/preview', { headers: cookie })).status()).toBe(200);
  const port = new URL(baseURL!).port;
  const editors = new Set(
    readdirSync('/proc')
      .filter((pid) => /^\d+$/.test(pid))
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('scripts/edit.ts');
        } catch {
          return false;
        }
      }),
  );
  const ofEditor = (pid: string): boolean => {
    if (editors.has(pid)) return true;
    try {
      const parent = /\) \S+ (\d+)/.exec(readFileSync(`/proc/${pid}/stat`, 'utf8'))?.[1];
      return Boolean(parent && parent !== '0' && ofEditor(parent));
    } catch {
      return false;
    }
  };
  const sockets = execFileSync('ss', ['-ltnpH'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => [...line.matchAll(/pid=(\d+)/g)].some(([, pid]) => ofEditor(pid)));
  expect(sockets.length).toBe(2);
  for (const line of sockets)
    expect(line).toMatch(new RegExp(`\\s127\\.0\\.0\\.1:(${port}|${EDITOR_PREVIEW_PORT})\\s`));
});

test('a change of substance to the English terms needs what it changes, and becomes the next version, announced 30 days ahead', async ({
  page,
}) => {
  await open(page);
  const versionsFile = path.join(EDITOR_COPY, 'legal', 'versions.json');
  const before = JSON.parse(readFileSync(versionsFile, 'utf8')).terms as { version: string }[];
  const article = await entry(page, 'Terms.sections.law.body');
  const english = editorOf(article, 'English');
  const text = `${keysOf('en')['Terms.sections.law.body']} We may move disputes to mediation first.`;
  await english.box.fill(text);
  await english.button('Save').click();
  // Asked first: a correction of wording, or a change of substance.
  const question = english.group.getByRole('group', { name: 'Terms and conditions: what kind of change is this?' });
  await question.getByLabel('A change of substance: a new version, announced 30 days before it applies').check();
  await question.getByRole('button', { name: 'Save' }).click();
  // Refused without what it changes: nothing was written.
  await expect(question.getByRole('status')).toHaveText(
    'Say what changes: visitors are told before the new version applies.',
  );
  expect(keysOf('en')['Terms.sections.law.body']).not.toBe(text);
  expect(JSON.parse(readFileSync(versionsFile, 'utf8')).terms).toHaveLength(before.length);

  await question.getByLabel('What changes, in English: visitors read it in the notice').fill('Mediation comes first.');
  await question.getByRole('button', { name: 'Save' }).click();
  const today = new Date().toISOString().slice(0, 10);
  const effective = new Date(Date.parse(`${today}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
  const day = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(effective));
  // Answered: the question goes, and the text's note says what was done.
  await expect(question).toBeHidden();
  await expect(english.note).toHaveText(`Saved, and announced as version ${today}, applying from ${day}.`);
  const versions = JSON.parse(readFileSync(versionsFile, 'utf8')).terms;
  expect(versions).toHaveLength(before.length + 1);
  expect(versions.at(-1)).toEqual({ version: today, effective });
  expect(keysOf('en')['Terms.sections.law.body']).toBe(text);
  expect(keysOf('en')[`LegalChanges.terms.v${today.replace(/-/g, '_')}`]).toBe('Mediation comes first.');
  // The text in force is archived in every language, unchanged.
  const slug = before.at(-1)!.version.replace(/[^A-Za-z0-9]+/g, '-');
  const archived = JSON.parse(
    readFileSync(path.join(EDITOR_COPY, 'legal', 'archive', 'terms', slug, 'en.json'), 'utf8'),
  );
  expect(archived.sections.find((s: { id: string }) => s.id === 'law').body).not.toContain('mediation');

  // The announced version, and the seven languages that still need its text.
  const announced = page.getByRole('region', { name: 'Announced versions' }).getByRole('group', {
    name: 'Terms and conditions',
  });
  await expect(announced).toContainText(
    `Terms and conditions, version ${today}: applies from ${day}. Not deployed yet`,
  );
  await expect(announced).toContainText(
    'Still needs its text in: 中文, Português, Deutsch, Français, Español, 日本語, 한국어',
  );
  // Its day moves while no deploy has published it, never to less than 30 days ahead.
  await announced.getByLabel('Applies from').fill(today);
  await announced.getByRole('button', { name: 'Change the day' }).click();
  await expect(page.getByRole('region', { name: 'Announced versions' }).getByRole('status')).toContainText(
    'less than 30 days after it is first published',
  );
  // A second change of substance joins the announced version.
  await english.box.fill(`${text} Mediation is free.`);
  await english.button('Save').click();
  await question.getByLabel('A change of substance: a new version, announced 30 days before it applies').check();
  await expect(question).toContainText(`This change becomes part of version ${today}, announced for ${day}.`);
  await question.getByRole('button', { name: 'Save' }).click();
  await expect(question).toBeHidden();
  await expect(english.note).toHaveText('Saved.');
  expect(JSON.parse(readFileSync(versionsFile, 'utf8')).terms).toHaveLength(before.length + 1);
  expect(await axeViolations(page)).toEqual([]);
});

test('an FAQ entry added in English is missing in the seven other languages, and on the page; entries move and go', async ({
  page,
}) => {
  // The preview (`next dev`) compiles the page once the entry is written.
  test.setTimeout(180_000);
  await open(page);
  await page.getByRole('combobox', { name: 'Page', exact: true }).selectOption('Faq');
  const tools = page.getByRole('region', { name: 'The entries of Faq.items, in the order the page shows them' });
  const items = () => Object.keys(JSON.parse(read('en')).Faq.items);
  const before = items();
  await tools.locator('summary', { hasText: 'Add an entry' }).click();
  await tools.getByLabel('Its name in the files: lowercase letters, digits, hyphens').fill('pause-plan');
  await tools.getByLabel('After').selectOption(before[0]);
  await tools.getByLabel('question, in English').fill('Can I pause my plan?');
  await tools.getByLabel('answer, in English').fill('Yes. Your account keeps your plan until you come back.');
  await tools.getByRole('button', { name: 'Add an entry' }).click();
  await expect(tools.getByRole('status')).toHaveText('Added. The other languages now lack it.');
  // In English, second in the list, where the page shows it; nowhere else yet.
  expect(items()).toEqual([before[0], 'pause-plan', ...before.slice(1)]);
  expect(keysOf('en')['Faq.items.pause-plan.question']).toBe('Can I pause my plan?');
  const article = page.getByRole('article', { name: 'Faq.items.pause-plan.question', exact: true });
  for (const code of ['zh', 'pt', 'de', 'fr', 'es', 'ja', 'ko']) {
    expect(keysOf(code)['Faq.items.pause-plan.question']).toBeUndefined();
    await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption(code);
    await expect(article.getByText('Missing', { exact: true })).toBeVisible();
  }
  // On the page, in English, where the list puts it: second.
  await page.getByRole('button', { name: 'Show the preview' }).click();
  await page.getByRole('combobox', { name: 'Page of the preview' }).selectOption('faq');
  await page.getByRole('combobox', { name: 'Language of the preview' }).selectOption('en');
  await expect(page.frameLocator('iframe').locator('.faq-item h2').nth(1)).toContainText('Can I pause my plan?', {
    timeout: 120_000,
  });
  // Moved down one place, then removed: English alone changes.
  const entry = tools.getByRole('listitem').filter({ hasText: 'pause-plan' });
  await entry.getByRole('button', { name: 'Move down' }).click();
  await expect(tools.getByRole('status')).toHaveText('Moved.');
  expect(items()).toEqual([before[0], before[1], 'pause-plan', ...before.slice(2)]);
  page.once('dialog', (dialog) => dialog.accept());
  await entry.getByRole('button', { name: 'Remove' }).click();
  await expect(tools.getByRole('status')).toHaveText(
    'Removed from English. The other languages keep it until npm run i18n -- --prune.',
  );
  expect(items()).toEqual(before);
  // A name already taken is refused, and nothing is written.
  const english = read('en');
  await tools.getByLabel('Its name in the files: lowercase letters, digits, hyphens').fill(before[0]);
  await tools.getByLabel('question, in English').fill('Again?');
  await tools.getByLabel('answer, in English').fill('Again.');
  await tools.getByRole('button', { name: 'Add an entry' }).click();
  await expect(tools.getByRole('status')).toHaveText(`That did not work: Faq.items has an entry ${before[0]} already.`);
  expect(read('en')).toBe(english);
  expect(await axeViolations(page)).toEqual([]);
});

test('Publish refuses texts with problems, asks git’s identity, records a commit, and says what deploy needs', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: EDITOR_COPY, env: { ...process.env, ...EDITOR_GIT_ENV }, encoding: 'utf8' });
  await open(page);
  const publish = page.getByRole('button', { name: 'Publish' });
  const log = page.getByRole('log', { name: 'What publishing did' });
  // An English text changed on disk: its translations are stale, and nothing is recorded or deployed.
  const english = JSON.parse(read('en'));
  english.Nav.faq = 'Questions';
  writeFileSync(file('en'), `${JSON.stringify(english, null, 2)}\n`);
  const head = git('rev-parse', 'HEAD');
  await publish.click();
  await expect(log).toContainText('✗ Not published: the texts have problems (above).');
  await expect(log).not.toContainText('> git commit');
  expect(git('rev-parse', 'HEAD')).toBe(head);

  // Back to the committed texts, then one German text changed and reviewed.
  git('checkout', '-q', '--', 'messages', 'i18n', 'legal');
  git('clean', '-qfd', '--', 'messages', 'i18n', 'legal');
  await open(page);
  const german = editorOf(await entry(page, 'Nav.faq'), 'Deutsch');
  await german.box.fill('Fragen und Antworten');
  await german.button('Save').click();
  await expect(german.note).toHaveText('Saved.');
  await german.button('Reviewed').click();
  await expect(german.note).toHaveText('Marked as reviewed.');

  // Git does not know who records it: the exact command, and nothing committed.
  await publish.click();
  await expect(log).toContainText('✗ Not published: git does not know who is recording the change.');
  await expect(log).toContainText('git config --global user.name "Your Name" && git config --global user.email');
  expect(git('rev-parse', 'HEAD')).toBe(head);

  git('config', 'user.name', 'An Editor');
  git('config', 'user.email', 'editor@example.com');
  await publish.click();
  await expect(log).toContainText('✓ Recorded as commit', { timeout: 30_000 });
  expect(git('log', '-1', '--format=%s|%an')).toBe('Texts edited in the editor|An Editor\n');
  // The German text and its records (its review mark is back as committed), nothing else.
  const recorded = git('show', '--name-only', '--format=', 'HEAD').trim().split('\n');
  expect(recorded).toEqual(expect.arrayContaining(['messages/de.json', 'i18n/translated/de.json']));
  expect(recorded.filter((name) => !/^(messages\/de|i18n\/(reviewed|translated)\/de)\.json$/.test(name))).toEqual([]);
  // Then npm run deploy, which refuses before it builds anything: this copy configures no project.
  await expect(log).toContainText('> npm run deploy -- --host firebase');
  await expect(log).toContainText('Nothing was built or deployed', { timeout: 60_000 });
  await expect(log).toContainText('✗ Not published: deploy refused or failed, and says why above.');
  // Published again with nothing new: nothing to record.
  await publish.click();
  await expect(log).toContainText('Nothing new to record: every change is committed.', { timeout: 30_000 });
});
