import { expect, test, type Page } from '@playwright/test';
import { legalPayload } from '@/lib/legal/payload';
import { isAccountScreen } from '@/lib/pages/built';
import { deferredPaths, pickTexts, type MessageTree } from '@/lib/i18n/deferredTexts';
import { RELOAD_GUARD_KEY } from '@/lib/navigation/reload';
import { MIN_PASSWORD_LENGTH } from '@/lib/account/signUp';
import { accountScreens, allPages, messagesOf, translatorOf } from './support';

// Texts a screen needs only after its first paint leave the HTML and load from the page's payload,
// `{page}/_payload.json?{buildId}` (docs/design.md#texts-on-demand), in both modes.
const de = messagesOf('de');

/** The `Failed locale loading` errors the page logs. */
function localeFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on(
    'console',
    (m) => m.type() === 'error' && m.text().startsWith('Failed locale loading') && failures.push(m.text()),
  );
  return failures;
}
const passwordTooShort = translatorOf('de')('Account.validation.passwordTooShort', {
  min: String(MIN_PASSWORD_LENGTH),
});
const payloadOf = (url: string) => `${url === '/' ? '' : url}/_payload.json`;

test('serves a payload for every page, the account screens too, with the texts each loads on demand', async ({
  request,
}) => {
  const { id } = await (await request.get(`/builds/latest.json?${Date.now()}`)).json();
  for (const { locale, page, url } of [...allPages, ...accountScreens]) {
    const response = await request.get(`${payloadOf(url)}?${id}`);
    expect(response.status(), url).toBe(200);
    expect(await response.json()).toEqual({
      buildId: id,
      locale: locale.code,
      routeName: `${page.name}___${locale.segment}`,
      path: url,
      texts: pickTexts(messagesOf(locale.code) as unknown as MessageTree, deferredPaths(page.name)),
      // The account screens judge the agreement and announce changes from the legal texts' versions.
      ...(isAccountScreen(url) && { legal: legalPayload(messagesOf(locale.code) as unknown as MessageTree) }),
    });
  }
  // Only pages have one: not a page its check left out, not an unknown path.
  for (const url of ['/zh/terms-conditions', '/de/nope', '/en/faq']) {
    expect((await request.get(`${payloadOf(url)}?${id}`)).status(), url).toBe(404);
  }
});

test('keeps the account screens’ error messages, cropper and delete dialog out of their HTML', async ({ request }) => {
  const signIn = await (await request.get('/de/sign-in')).text();
  expect(signIn).toContain(de.Account.signIn.password);
  expect(signIn).not.toContain(de.Account.errors.wrongPassword);
  expect(signIn).not.toContain(passwordTooShort);
  const account = await (await request.get('/de/account')).text();
  expect(account).toContain(de.Account.account.heading);
  for (const text of [de.Account.errors.emailInUse, de.Account.crop.rotateLeft, de.Account.account.confirmTitle]) {
    expect(account).not.toContain(text);
  }
  // What a text that could not load reads as stays.
  expect(account).toContain(de.Account.errors.network);
});

test('loads them from the page’s payload, and shows them where they are needed', async ({ page }) => {
  const fetched: string[] = [];
  page.on(
    'request',
    (r) => r.url().includes('_payload.json') && fetched.push(new URL(r.url()).pathname + new URL(r.url()).search),
  );
  await page.goto('/de/sign-in');
  await expect.poll(() => fetched).toHaveLength(1);
  expect(fetched[0]).toMatch(/^\/de\/sign-in\/_payload\.json\?[\w-]+$/);
  await page.getByLabel(de.Account.signIn.email).fill('nobody@example.com');
  await page.getByLabel(de.Account.signIn.password, { exact: true }).fill('12345');
  await page.locator('form').getByRole('button', { name: de.Account.signIn.submitSignIn, exact: true }).click();
  await expect(page.getByText(passwordTooShort)).toBeVisible();
});

test('an error met before the texts arrive reads right once they do, and their arrival clears nothing', async ({
  page,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_payload.json?*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/de/sign-in');
  await page.getByLabel(de.Account.signIn.email).fill(`early-${Date.now()}@slimstart.test`);
  await page.getByLabel(de.Account.signIn.password, { exact: true }).fill('wrong password');
  await page.locator('form').getByRole('button', { name: de.Account.signIn.submitSignIn, exact: true }).click();
  const alert = page.locator('form p[role=alert]');
  // Without its texts yet, the screen says what it can: the fallback that is in the HTML.
  await expect(alert).toHaveText(de.Account.errors.network);
  release();
  await expect(alert).toHaveText(de.Account.errors.wrongPassword);
});

test('a text fetch the server fails is logged as Failed locale loading and loads the page afresh once; the visitor still gets the screen', async ({
  page,
}) => {
  const failures = localeFailures(page);
  const documents: string[] = [];
  page.on('request', (r) => r.resourceType() === 'document' && documents.push(new URL(r.url()).pathname));
  await page.route('**/_payload.json?*', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await page.goto('/de/sign-in');
  // It loads the page afresh once to get them after all; the reload guard stops a second time.
  await expect.poll(() => failures.length).toBe(2);
  expect(documents).toEqual(['/de/sign-in', '/de/sign-in']);
  expect(failures[0]).toMatch(/^Failed locale loading: 503 for .+/);

  // The screen works: its first paint came with the page, and a missing text reads as the network error.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.Account.signIn.heading);
  await page.getByLabel(de.Account.signIn.email).fill('nobody@example.com');
  await page.getByLabel(de.Account.signIn.password, { exact: true }).fill('12345');
  await page.locator('form').getByRole('button', { name: de.Account.signIn.submitSignIn, exact: true }).click();
  await expect(page.getByText(de.Account.errors.network)).toBeVisible();
  expect(documents).toHaveLength(2);
  // The second failure claimed no reload: the guard still holds the first one's.
  const guard = await page.evaluate((key) => sessionStorage.getItem(key), RELOAD_GUARD_KEY);
  expect(JSON.parse(guard!).path).toBe('/de/sign-in');
});

test('offline, the contact form’s code that cannot come leaves the page as it is and says the form needs the connection; once back online it comes, with its texts', async ({
  page,
  context,
}) => {
  // The FAQ is a document: its form's code, which asks for the feedback texts, comes at the first touch.
  await page.goto('/de/faq');
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  const failed = page.waitForEvent('requestfailed', (r) => r.url().includes('/_documents/contact-form-app-'));
  const documents: string[] = [];
  page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()));
  await page.locator('#contact-email').focus();
  await failed;
  // The form says it needs the connection; nothing reloads (it would only show the browser's offline page).
  await expect(page.getByRole('alert').filter({ hasText: de.Contact.offline })).toBeVisible();
  await page.locator('#contact-message').fill('Geht das auch offline?');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.Faq.heading);
  expect(page.url()).toMatch(/\/de\/faq$/);
  expect(documents).toEqual([]);

  // Back online, the next touch brings the code, and its texts; what the visitor wrote stays.
  await context.setOffline(false);
  await expect(async () => {
    expect(await page.locator('#contact-message').inputValue()).toBe('Geht das auch offline?');
    await page.getByRole('button', { name: de.Contact.send }).click({ timeout: 2000 });
    // A text of the payload.
    await expect(page.getByText(de.Contact.emailInvalid)).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  // The form's own code said nothing of the connection: the island's words went with it.
  await expect(page.getByText(de.Contact.offline)).toHaveCount(0);
});

test('in the application, a text fetch the network fails is logged and the screen stays; the texts arrive once the connection is back', async ({
  page,
}) => {
  const failures = localeFailures(page);
  const documents: string[] = [];
  page.on('request', (r) => r.resourceType() === 'document' && documents.push(new URL(r.url()).pathname));
  await page.route('**/_payload.json?*', (route) => route.abort('internetdisconnected'));
  await page.goto('/de/sign-in');
  await expect.poll(() => failures.length).toBe(1);
  await page.getByLabel(de.Account.signIn.email).fill('nobody@example.com');
  await page.getByLabel(de.Account.signIn.password, { exact: true }).fill('12345');
  // A text that has not come reads as the network error, which came with the page.
  const submit = page.locator('form').getByRole('button', { name: de.Account.signIn.submitSignIn, exact: true });
  await submit.click();
  await expect(page.getByText(de.Account.errors.network)).toBeVisible();
  // No reload: it would only show the browser's offline page.
  expect(documents).toEqual(['/de/sign-in']);

  // The connection is back: the texts come, and the same mistake is named as it is.
  await page.unroute('**/_payload.json?*');
  await page.evaluate(() => dispatchEvent(new Event('online')));
  await expect(async () => {
    await submit.click({ timeout: 2000 });
    await expect(page.getByText(passwordTooShort)).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  expect(failures).toHaveLength(1);
});

test('a text fetch cut off by leaving the page is no failure: it logs nothing', async ({ page, baseURL }) => {
  // What a left top-level document logs reaches no observer (b66e73c); a frame's does, as the editor's
  // preview frame showed (f834121): so the sign-in screen is left inside a frame. The site lets no one
  // frame it (lib/hosting/routeRules.ts), and its own pages' frame-src names none of its pages: as the
  // editor's preview does (editor/preview/framing.ts), the framed pages' headers here let their own
  // origin frame them, and the host is a bare page of that origin.
  const failures = localeFailures(page);
  const framed = ['/de/sign-in', '/de'];
  await page.route(
    (url) => framed.includes(url.pathname.replace(/(.)\/$/, '$1')),
    async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['x-frame-options'];
      const policy = headers['content-security-policy'];
      if (policy)
        headers['content-security-policy'] = policy.replace(/frame-ancestors [^;]*/, "frame-ancestors 'self'");
      await route.fulfill({ response, headers });
    },
  );
  const host = new URL('/texts-on-demand-frame', baseURL).href;
  await page.route(host, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><iframe src="/de/sign-in"></iframe>' }),
  );
  // The payloads answer only once the screen is left; Chromium fails the left one's fetch then.
  let left: () => void = () => {};
  const leaving = new Promise<void>((resolve) => (left = resolve));
  await page.route('**/_payload.json?*', async (route) => {
    await leaving;
    await route.continue().catch(() => {});
  });
  const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/de/sign-in/_payload.json');
  await page.goto(host);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(de.Account.signIn.heading);
  await asked;
  const screen = page.frame({ url: (url) => url.pathname === '/de/sign-in' })!;
  await screen.evaluate(() => addEventListener('pagehide', () => sessionStorage.setItem('left', 'yes')));

  await page.locator('iframe').evaluate((element: HTMLIFrameElement) => (element.src = '/de'));
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(de.Home.heading);
  left();
  // Read in the next document: what the left one logged has reached the test by then.
  expect(await screen.evaluate(() => sessionStorage.getItem('left'))).toBe('yes');
  // (A cut-off fetch is a network failure, which never reloads: the reload guard is no part of it.)
  expect(failures).toEqual([]);
});
