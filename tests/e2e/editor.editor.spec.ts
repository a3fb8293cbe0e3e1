import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Frame } from '@playwright/test';
import { EDITOR_ORIGIN, EDITOR_PREVIEW_ORIGIN } from '../../playwright.config';
import { EDITOR_COPY, EDITOR_GIT_ENV, EDITOR_TOKEN } from '../support/editorCopy';
import {
  atTheirNames,
  editorOf,
  KEY_STORAGE,
  entry,
  file,
  keysOf,
  open,
  read,
  saveReviewed,
  sessionHeaders,
} from '../support/editorSession';
import { axeViolations, watchConsole } from './support';

/**
 * The editor (`npm run edit`, editor/) on a copy of the texts, for what only a browser shows: its page
 * by keyboard, in the reader's language and to axe; the preview of the saved texts; its locks (token,
 * Host, Origin, loopback); and one text saved, reviewed and published. What its server and its
 * interface decide alone (saves, refusals, states, the translators' files, the legal versions, the
 * lists, Check) is tested in tests/unit/editor/.
 */
test.describe.configure({ mode: 'serial' });

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

test('asks its question before a change to a legal text, in a form axe finds clean, and writes nothing until answered', async ({
  page,
}) => {
  await open(page);
  const key = 'Terms.sections.law.body';
  const before = keysOf('en')[key];
  const english = editorOf(await entry(page, key), 'English');
  await english.box.fill(`${before} Disputes go to mediation first.`);
  await english.button('Save').click();
  const question = english.group.getByRole('group', { name: 'Terms and conditions: what kind of change is this?' });
  await question.getByLabel('A change of substance: a new version, announced 30 days before it applies').check();
  await expect(question.getByLabel('What changes, in English: visitors read it in the notice')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(keysOf('en')[key]).toBe(before);
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

test('the preview shows the saved texts on the page; a click on a text opens its key; marks stay in the text', async ({
  page,
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
  const frame = () => page.frames().find((f) => f.url().startsWith(`${EDITOR_PREVIEW_ORIGIN}/`))!;
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

  // A German answer saved; a click on its question opens its key, in German, and its item, which
  // shows the saved answer; a click on the answer opens the answer's text; the item stays open.
  const first = Object.keys(JSON.parse(read('en')).Faq.items)[0];
  const answer = editorOf(await entry(page, `Faq.items.${first}.answer`), 'Deutsch');
  await answer.box.fill('Eine Antwort, gerade gespeichert.');
  await answer.button('Save').click();
  await expect(answer.note).toHaveText('Saved.');
  await page.getByRole('searchbox').fill('');
  const item = preview.locator('details.faq-item').first();
  await expect(item).toContainText('Eine Antwort, gerade gespeichert.', { timeout: 60_000 });
  await item.locator('summary').click();
  await expect(page.getByRole('searchbox')).toHaveValue(`Faq.items.${first}.question`);
  await expect(page.locator(`article[data-key="Faq.items.${first}.question"] h3`)).toBeFocused();
  await expect(item).toHaveAttribute('open');
  await item.getByText('Eine Antwort, gerade gespeichert.').click();
  await expect(page.getByRole('searchbox')).toHaveValue(`Faq.items.${first}.answer`);
  await item.locator('summary').click();
  await expect(page.getByRole('searchbox')).toHaveValue(`Faq.items.${first}.question`);
  await expect(item, 'a second click keeps the answer in view').toHaveAttribute('open');

  // On the FAQ, the sign-in form, the home page, the terms and a 404: marks in the text, in no
  // attribute, title or JSON-LD.
  expect(await marksIn(frame())).toEqual({ misplaced: [], inText: true });
  for (const [name, path] of [
    ['sign-in', '/de/sign-in'],
    ['index', '/de'],
    ['terms-conditions', '/de/terms-conditions'],
  ]) {
    await page.getByRole('combobox', { name: 'Page of the preview' }).selectOption(name);
    await expect.poll(() => frame()?.url(), { timeout: 60_000 }).toBe(`${EDITOR_PREVIEW_ORIGIN}${path}`);
    await expect(preview.locator('main')).toBeVisible({ timeout: 120_000 });
    await frame().waitForLoadState('load');
    expect(await marksIn(frame()), path).toEqual({ misplaced: [], inText: true });
  }
  // A legal text too, read from its document (lib/legalPages/archive.ts): a click on a section's title opens it.
  await preview.locator('.legal-section h2').first().click();
  await expect(page.getByRole('searchbox')).toHaveValue(/^Terms\.sections\.[\w-]+\.title$/);
  // A 404 page's title, in the document's <title>.
  await frame().goto(`${EDITOR_PREVIEW_ORIGIN}/de/no-such-page`);
  await expect(preview.locator('h1')).toBeVisible({ timeout: 60_000 });
  expect(await marksIn(frame()), '/de/no-such-page').toEqual({ misplaced: [], inText: true });
  expect(await axeViolations(page)).toEqual([]);
  checkConsole();

  // Who the preview answers, and what its pages may reach: tests/e2e/editor-access.editor.spec.ts.
});

test('opens once from its printed address at its own name, answers 403 without its session and key, at another name or from another origin, and listens on the loopback only', async ({
  page,
  request,
  browser,
}) => {
  await open(page);
  const { get, post } = atTheirNames(request);
  const cookie = sessionHeaders(false);
  const called = sessionHeaders();
  expect((await get('/api/catalogue')).status()).toBe(403);
  // The printed address opened the editor once: a second time, it says so in the reader's language.
  const again = await get(`/?token=${EDITOR_TOKEN}`, { 'Accept-Language': 'de' });
  expect(again.status()).toBe(403);
  expect(await again.text()).toMatch(/^403: Diese Adresse hat den Editor schon einmal geöffnet/);
  expect((await get('/?token=not-the-token-at-all-0123456789abcdef')).status()).toBe(403);
  expect((await get('/api/catalogue', called)).status()).toBe(200);
  // The cookie alone shows the page, and calls nothing.
  expect((await get('/', cookie)).status()).toBe(200);
  expect((await get('/api/catalogue', cookie)).status()).toBe(403);
  // At any other name, those every server of the machine shares included, a whole session opens nothing.
  const { port } = new URL(EDITOR_ORIGIN);
  for (const name of [
    'attacker.example',
    '127.0.0.1',
    'localhost',
    '[::1]',
    'editor.other.localhost',
    new URL(EDITOR_PREVIEW_ORIGIN).hostname,
  ])
    expect((await get('/api/catalogue', { ...called, Host: `${name}:${port}` })).status(), name).toBe(403);
  const foreign = await post(
    '/api/save',
    { code: 'de', key: 'Nav.faq', text: 'x', base: null },
    { ...called, Origin: 'http://attacker.example' },
  );
  expect(foreign.status()).toBe(403);

  // Another server of the machine, on another loopback port, visited by the same browser after the
  // editor: at 127.0.0.1 it receives none of the editor's cookies, which belong to the editor's name;
  // at the editor's name (which it would have to know) it receives the cookie, and cannot write with it.
  const received: string[] = [];
  const other = http.createServer((asked, answer) => {
    received.push(asked.headers.cookie ?? '');
    answer.writeHead(200, { 'Content-Type': 'text/html' }).end('<!DOCTYPE html><title>elsewhere</title>');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  try {
    const { port: otherPort } = other.address() as { port: number };
    await page.goto(`http://127.0.0.1:${otherPort}/`);
    expect(received.join('; ')).not.toContain('slimstart-editor-');
    await page.goto(`http://${new URL(EDITOR_ORIGIN).hostname}:${otherPort}/`);
    const leaked = received.join('; ');
    expect(leaked).toContain(`slimstart-editor-${port}=`);
    // The page there cannot read the editor's key: its storage is the editor origin's alone.
    expect(await page.evaluate((name) => localStorage.getItem(name), KEY_STORAGE)).toBeNull();
    const stolen = await post(
      '/api/save',
      { code: 'de', key: 'Nav.faq', text: 'gestohlen', base: null },
      { Cookie: leaked },
    );
    expect(stolen.status()).toBe(403);
    expect((await get('/api/catalogue', { Cookie: leaked })).status()).toBe(403);
  } finally {
    other.close();
  }

  // Neither a token nor a cookie of 32 characters that are not ASCII ends the editor.
  const odd = `é${'a'.repeat(31)}`;
  expect((await get(`/?token=${encodeURIComponent(odd)}`)).status()).toBe(403);
  expect((await get('/', { Cookie: `slimstart-editor-${port}=${odd}` })).status()).toBe(403);
  expect((await get('/api/catalogue', called)).status()).toBe(200);

  // The browser closed and opened again, with what it keeps: the editor is still open, no terminal needed.
  await page.goto('/');
  const kept = await page.context().storageState();
  const reopened = await browser.newContext({ storageState: kept, baseURL: EDITOR_ORIGIN });
  try {
    const again = await reopened.newPage();
    await again.goto('/');
    await expect(again.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(again.getByRole('searchbox')).toBeEnabled();
    const answered = again.waitForResponse((r) => r.url().endsWith('/api/catalogue'));
    await again.reload();
    expect((await answered).status()).toBe(200);
  } finally {
    await reopened.close();
  }

  // Every listening socket of the editor's processes, its preview's too, is on the loopback, 127.0.0.1
  // and ::1 at one port each: the editor's, and the preview's (editor/server/loopback.ts).
  expect((await post('/api/preview', {}, called)).status()).toBe(200);
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
    .filter((line) => [...line.matchAll(/pid=(\d+)/g)].some(([, pid]) => ofEditor(pid)))
    .map((line) => line.split(/\s+/)[3])
    .sort();
  const preview = new URL(EDITOR_PREVIEW_ORIGIN).port;
  expect(sockets).toEqual([`127.0.0.1:${port}`, `127.0.0.1:${preview}`, `[::1]:${port}`, `[::1]:${preview}`].sort());
});

test('an FAQ entry added in English shows on the page second, where the list puts it', async ({ page }) => {
  // The preview (`next dev`) compiles the page once the entry is written.
  test.setTimeout(180_000);
  await open(page);
  await page.getByRole('combobox', { name: 'Page', exact: true }).selectOption('faq');
  const tools = page.locator('.list-tools');
  const first = Object.keys(JSON.parse(read('en')).Faq.items)[0];
  await tools.locator('summary', { hasText: 'Add an entry' }).click();
  await tools.getByLabel('Its name in the files: lowercase letters, digits, hyphens').fill('pause-plan');
  await tools.getByLabel('After').selectOption(first);
  await tools.getByLabel('Question, in English').fill('Can I pause my plan?');
  await tools.getByLabel('Answer, in English').fill('Yes. Your account keeps your plan until you come back.');
  await tools.getByRole('button', { name: 'Add an entry' }).click();
  await expect(tools.locator('.list-note')).toHaveText(
    'Added. Until it is translated, the pages in other languages leave it out.',
  );
  // Beside the entries, under its question.
  await expect(tools.getByRole('listitem', { name: 'Can I pause my plan?' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Show the preview' }).click();
  await page.getByRole('combobox', { name: 'Page of the preview' }).selectOption('faq');
  await page.getByRole('combobox', { name: 'Language of the preview' }).selectOption('en');
  await expect(page.frameLocator('iframe').locator('.faq-item h2').nth(1)).toContainText('Can I pause my plan?', {
    timeout: 120_000,
  });
});

test('Publish refuses texts with problems, asks git’s identity before anything is built, and says what deploy needs', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: EDITOR_COPY, env: { ...process.env, ...EDITOR_GIT_ENV }, encoding: 'utf8' });
  await open(page);
  const publish = page.getByRole('button', { name: 'Preview on Firebase Hosting' });
  const log = page.getByRole('log', { name: 'What publishing did', includeHidden: true });
  // An English legal text changed on disk: its translations are stale, which stops a publish (a
  // text of another kind would only put the languages behind), and nothing is recorded or deployed.
  const english = JSON.parse(read('en'));
  english.LegalNotice.heading = 'Legal notice and company details';
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
  await saveReviewed(page, 'Nav.faq', 'Deutsch', 'Antworten auf Ihre Fragen');

  // Git does not know who records it: the exact command, and nothing built or committed.
  await publish.click();
  await expect(log).toContainText('✗ Not published: git does not know who is recording the change.');
  await expect(log).toContainText('git config --global user.name "Your Name" && git config --global user.email');
  await expect(log).not.toContainText('> npm run deploy');
  expect(git('rev-parse', 'HEAD')).toBe(head);

  git('config', 'user.name', 'An Editor');
  git('config', 'user.email', 'editor@example.com');
  // Then npm run deploy's preview, which refuses before it builds anything: this copy configures no
  // project. Nothing is recorded: a commit holds what a preview shows.
  await publish.click();
  await expect(log).toContainText('> npm run deploy -- --host firebase --preview');
  await expect(log).toContainText('Nothing was built or deployed', { timeout: 60_000 });
  await expect(log).toContainText('✗ Not published: deploy refused or failed, and says why above.');
  expect(git('rev-parse', 'HEAD')).toBe(head);
  await expect(page.getByRole('button', { name: 'Put this preview live' })).toHaveCount(0);
});
