/**
 * Who the editor's preview answers and what its pages reach (issue 53 (a), security review L-6):
 * its own cookie, which a session brings, at its own name, framed by the editor alone; pages that
 * reach no server but the preview's, sign-in included, and nothing of the editor's; and the editor's
 * and the preview's refusals in the browser's language, saying what to do. What needs no browser
 * (the checks one by one, the entry, the loopback's two addresses, the services pointed at nowhere,
 * the analytics that never start) is tested in tests/unit/editor/access.test.ts and
 * tests/unit/lib/analytics/preview.test.ts; the editor's own locks in editor.editor.spec.ts.
 */
import http from 'node:http';
import { expect, test, type Request } from '@playwright/test';
import { EDITOR_ORIGIN, EDITOR_PREVIEW_ORIGIN } from '../../playwright.config';
import { EDITOR_TOKEN } from '../support/editorCopy';
import { atTheirNames, open } from '../support/editorSession';

test.describe.configure({ mode: 'serial' });

const previewCookieName = `slimstart-preview-${new URL(EDITOR_PREVIEW_ORIGIN).port}`;

/** The status a WebSocket upgrade request to the preview's hot reload gets, at the preview's name. */
function upgradeStatus(headers: Record<string, string>): Promise<number> {
  const { host, port } = new URL(EDITOR_PREVIEW_ORIGIN);
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      path: '/_next/hmr',
      headers: {
        Host: host,
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

test('the preview answers its own cookie at its own name, in the editor’s frame; its pages reach no other server, nor the editor', async ({
  page,
  request,
}) => {
  // `next dev` compiles each page on its first visit.
  test.setTimeout(240_000);
  // Every request of the editor's page and its frame, and every answer.
  const asked: Request[] = [];
  page.on('request', (r) => asked.push(r));
  const said: string[] = [];
  page.on('console', (message) => said.push(message.text()));
  await open(page);
  await page.getByRole('button', { name: 'Show the preview' }).click();
  await page.getByRole('combobox', { name: 'Page of the preview' }).selectOption('sign-in');
  await page.getByRole('combobox', { name: 'Language of the preview' }).selectOption('en');
  const preview = page.frameLocator('iframe');
  await expect(preview.locator('input[type="email"]')).toBeVisible({ timeout: 120_000 });

  // The preview's cookie, which the session brought, is the site's (the editor's and the preview's,
  // no other server's); the editor's own cookie never goes to the preview.
  const sent = await page.context().cookies(EDITOR_PREVIEW_ORIGIN);
  expect(sent.map((c) => c.name)).not.toContain(`slimstart-editor-${new URL(EDITOR_ORIGIN).port}`);
  const cookie = sent.find((c) => c.name === previewCookieName)!;
  expect(cookie).toMatchObject({ domain: '.e2e.localhost', httpOnly: true, sameSite: 'Strict' });
  const withCookie = { Cookie: `${cookie.name}=${cookie.value}` };

  // Sign-in in the preview reaches no service: Firebase is pointed at nowhere, and the page's
  // policy allows the preview's own server alone. (The demo project's emulators run beside the
  // tests, at 127.0.0.1:9099: without the preview's settings, the page would reach them.) Sent as
  // the form's own submission: a click, or Enter, in the preview opens the text clicked instead.
  await preview.locator('input[type="email"]').fill('editor@example.com');
  await preview.locator('input[type="password"]').fill('a-password-of-some-length');
  await preview.locator('form:has(input[type="email"])').evaluate((form: HTMLFormElement) => form.requestSubmit());
  await expect(preview.getByRole('alert').filter({ hasText: /\S/ })).toBeVisible({ timeout: 30_000 });
  const elsewhere = asked
    .map((r) => r.url())
    .filter((url) => !/^(data|blob):/.test(url))
    .filter((url) => ![EDITOR_ORIGIN, EDITOR_PREVIEW_ORIGIN].includes(new URL(url).origin));
  expect(elsewhere).toEqual([]);
  // Where Firebase was sent, as the page's policy refused it: nowhere (NOWHERE, port 1), not the emulators.
  expect(said.join('\n')).toContain('Fetch API cannot load http://127.0.0.1:1/');
  expect(said.join('\n')).not.toContain(':9099');

  // At its name, with its cookie, framed by the editor alone, and naming no other server in its policy.
  const { get } = atTheirNames(request);
  const faqPage = `${EDITOR_PREVIEW_ORIGIN}/de/faq`;
  const framed = await get(faqPage, withCookie);
  expect(framed.status()).toBe(200);
  const policy = framed.headers()['content-security-policy'];
  expect(policy).toContain(`frame-ancestors ${EDITOR_ORIGIN};`);
  expect(policy.replace(/frame-ancestors [^;]*/, '')).not.toMatch(/(https?|wss?):\/\//);
  expect(framed.headers()['x-frame-options']).toBeUndefined();
  // Without its cookie, at another name, from another origin or site: refused, its files too.
  const { port } = new URL(EDITOR_PREVIEW_ORIGIN);
  expect((await get(faqPage)).status()).toBe(403);
  for (const name of ['attacker.example', '127.0.0.1', 'localhost', new URL(EDITOR_ORIGIN).hostname])
    expect((await get(faqPage, { ...withCookie, Host: `${name}:${port}` })).status(), name).toBe(403);
  expect((await get(faqPage, { ...withCookie, Origin: 'http://attacker.example' })).status()).toBe(403);
  expect((await get(faqPage, { ...withCookie, 'Sec-Fetch-Site': 'cross-site' })).status()).toBe(403);
  expect((await get(`${EDITOR_PREVIEW_ORIGIN}/_next/static/x.js`)).status()).toBe(403);
  // Nor does its hot-reload socket answer an upgrade without the cookie, or from another origin.
  for (const headers of [{}, { ...withCookie, Origin: 'http://attacker.example' }])
    expect(await upgradeStatus(headers)).toBe(403);
  expect(await upgradeStatus(withCookie)).toBe(101);

  // A page of the preview (the site's code, on the editor's site) reaches nothing of the editor's:
  // its policy lets it ask no other server (nor does the editor's let its frame go elsewhere), and a
  // window it opens, which no policy stops, is refused, the session's cookie sent along as the
  // browser sends it within its site.
  const frame = page.frames().find((f) => f.url().startsWith(`${EDITOR_PREVIEW_ORIGIN}/`))!;
  expect(
    await frame.evaluate(
      (editor) =>
        fetch(`${editor}/api/catalogue`, { credentials: 'include' }).then(
          () => 'answered',
          () => 'refused',
        ),
      EDITOR_ORIGIN,
    ),
  ).toBe('refused');
  const answered = page.context().waitForEvent('response', (r) => r.url() === `${EDITOR_ORIGIN}/`);
  const opened = page.waitForEvent('popup');
  await frame.evaluate((editor) => void window.open(`${editor}/`), EDITOR_ORIGIN);
  const popup = await opened;
  try {
    const response = await answered;
    expect((await response.request().allHeaders())['sec-fetch-site']).toBe('same-site');
    expect(response.status()).toBe(403);
  } finally {
    await popup.close();
  }
});

test('refuses in the browser’s language, saying what to do: at a shared name, with a used address, from the preview opened alone', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  try {
    const page = await context.newPage();
    // 127.0.0.1, which every server of the machine shares: the editor answers to its own name alone.
    const shared = await page.goto(`http://127.0.0.1:${new URL(EDITOR_ORIGIN).port}/`);
    expect(shared!.status()).toBe(403);
    expect(shared!.headers()['content-language']).toBe('de');
    await expect(page.locator('body')).toHaveText(
      '403: Der Editor antwortet nur unter seiner eigenen Adresse, geöffnet auf diesem Computer.',
    );
    // The printed address, used already by the tests' first browser.
    const used = await page.goto(`${EDITOR_ORIGIN}/?token=${EDITOR_TOKEN}`);
    expect(used!.status()).toBe(403);
    await expect(page.locator('body')).toContainText(
      'Öffne die neue Adresse, die das Fenster mit npm run edit anzeigt',
    );
    // A browser that never opened the editor.
    const none = await page.goto(`${EDITOR_ORIGIN}/`);
    expect(none!.status()).toBe(403);
    await expect(page.locator('body')).toHaveText(
      '403: Dieser Browser hat den Editor noch nicht geöffnet. Öffne die Adresse, die das Fenster mit npm run edit anzeigt.',
    );
    // The preview, which answers within the editor's pages alone.
    const alone = await page.goto(`${EDITOR_PREVIEW_ORIGIN}/de/faq`);
    expect(alone!.status()).toBe(403);
    await expect(page.locator('body')).toContainText('npm run edit');
    expect(alone!.headers()['content-language']).toBe('de');
  } finally {
    await context.close();
  }
});
