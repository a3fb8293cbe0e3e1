/**
 * What the editor's end-to-end tests share (tests/e2e/*.editor.spec.ts): the copy's message files, the
 * session the printed address opened, and the way to an article of a key and its language's editor.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Cookie, type Locator, type Page } from '@playwright/test';
import { EDITOR_ORIGIN } from '../../playwright.config';
import { EDITOR_COPY, EDITOR_TOKEN } from './editorCopy';

export const file = (code: string) => path.join(EDITOR_COPY, 'messages', `${code}.json`);
export const read = (code: string) => readFileSync(file(code), 'utf8');
export const flat = (tree: object, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>(
    (all, [key, value]) =>
      typeof value === 'string' ? { ...all, [prefix + key]: value } : { ...all, ...flat(value, `${prefix}${key}.`) },
    {},
  );
export const keysOf = (code: string) => flat(JSON.parse(read(code)));

/**
 * The session the printed address opened, once (it opens nothing a second time): its cookies and the
 * key the page keeps in its origin's storage. Each test's browser gets it back as a browser that
 * opened the editor before has it.
 */
type Session = { cookies: Cookie[]; key: string };
/**
 * Kept beside the copy, which ./editorCopy.ts makes afresh with each editor: every spec file of the
 * editor's project (one worker, one file after another) opens the same session.
 */
const SESSION_FILE = `${EDITOR_COPY}.session.json`;
const kept = (): Session | null => (existsSync(SESSION_FILE) ? JSON.parse(readFileSync(SESSION_FILE, 'utf8')) : null);
let session: Session | null = null;

/** The session opened, for what a test sends by hand. */
export function currentSession(): Session {
  if (!session) throw new Error('Open the editor first.');
  return session;
}
export const KEY_STORAGE = 'slimstart-editor-key';

export async function open(page: Page) {
  session ??= kept();
  if (!session) {
    await page.goto(`/?token=${EDITOR_TOKEN}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const key = await page.evaluate((name) => localStorage.getItem(name), KEY_STORAGE);
    expect(key, 'the key the page keeps').toMatch(/^[\w-]{43}$/);
    // The key left the address: it stays in the page's storage alone.
    expect(page.url()).not.toContain('key=');
    session = { cookies: await page.context().cookies(), key: key! };
    writeFileSync(SESSION_FILE, JSON.stringify(session), { mode: 0o600 });
    return;
  }
  await page.context().addCookies(session.cookies);
  // On the editor's origin only, as the page itself kept it.
  await page.addInitScript(
    ([name, key, origin]) => {
      if (location.origin === origin) localStorage.setItem(name, key);
    },
    [KEY_STORAGE, session.key, EDITOR_ORIGIN] as const,
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * The tests' own requests to the editor or its preview, at their names (`http://editor-e2e.localhost:…`,
 * or a path, the editor's): Node.js does not resolve `*.localhost`, so each goes to 127.0.0.1 with
 * the name in `Host`, as a browser's request has it. A `Host` given asks at another name.
 */
export function atTheirNames(request: APIRequestContext) {
  const options = (address: string, headers: Record<string, string> = {}) => {
    const url = new URL(address, EDITOR_ORIGIN);
    const at = url.hostname.endsWith('.localhost') ? url.href.replace(`//${url.hostname}:`, '//127.0.0.1:') : url.href;
    return [at, { headers: { Host: url.host, ...headers }, maxRedirects: 0 }] as const;
  };
  return {
    get: (address: string, headers?: Record<string, string>) => request.get(...options(address, headers)),
    post: (address: string, data: unknown, headers?: Record<string, string>) => {
      const [at, init] = options(address, headers);
      return request.post(at, { ...init, data });
    },
  };
}

/** The session's cookies as a request sends them, and, for the editor's calls, its key. */
export function sessionHeaders(withKey = true): Record<string, string> {
  if (!session) throw new Error('Open the editor first.');
  const Cookie = session.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  return withKey ? { Cookie, 'X-Editor-Key': session.key } : { Cookie };
}

/** The article of a key, after searching for it. */
export async function entry(page: Page, key: string) {
  await page.getByRole('searchbox').fill(key);
  // Its heading names its place, as a visitor sees it; the key is its detail for developers.
  return page.locator(`article[data-key="${key}"]`);
}

/** One language's text of an article: its box, its note, its buttons. */
export const editorOf = (article: Locator, language: string) => {
  const group = article.getByRole('group', { name: language, exact: true });
  return {
    group,
    box: group.getByRole('textbox'),
    note: group.getByRole('status'),
    button: (name: string) => group.getByRole('button', { name }),
  };
};

/**
 * A text of a language saved and marked reviewed, as an editor does it: one change that Publish records.
 * The text must differ from the one the copy holds, or Save stays disabled: the editor tests share one
 * copy, and one of them commits what it saves, so each saves a text of its own.
 */
export async function saveReviewed(page: Page, key: string, language: string, text: string) {
  const editor = editorOf(await entry(page, key), language);
  expect(await editor.box.inputValue(), `${key} in ${language} already reads the text to save`).not.toBe(text);
  await editor.box.fill(text);
  await editor.button('Save').click();
  await expect(editor.note).toHaveText('Saved.');
  await editor.button('Reviewed').click();
  await expect(editor.note).toHaveText('Marked as reviewed.');
}
