import { expect, test, type Page, type Route } from '@playwright/test';
import { choosePicture, consentToWeights, en, newEmail, signUp, storedProfile, SYNC, uidOf } from './accountSupport';
import { axeViolations, translatorOf, watchConsole } from './support';

// The account screen paints before Firestore arrives (issue 56 b, docs/design.md#firestore-later):
// Firestore comes from a chunk of its own, requested as the screen starts; the shell, the signed-in
// state and what needs only Auth draw without it, and the profile's cards stand in place until it
// is here. Against the Auth and Firestore emulators.

const t = en.Account.account;

/** Firestore's chunk, told by its code (the one chunk that names Firestore's service). */
const FIRESTORE = /firestore\.googleapis/;

/**
 * Holds back the request for Firestore's chunk until `release` is called; `requested` resolves as
 * the browser asks for it.
 */
async function holdFirestore(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route: Route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (FIRESTORE.test(body)) {
      asked();
      await released;
    }
    await route.fulfill({ response, body });
  });
  return { requested, release };
}

/**
 * Sums the page's layout shifts that no input caused (what CLS adds up), from its next load on;
 * `shifted()` reads the sum once the page has painted what changed.
 */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts = window as unknown as { layoutShift: number };
    shifts.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) shifts.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return {
    shifted: () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            // Two frames and a task: the shift of what was painted last is reported by then.
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                setTimeout(() => resolve((window as unknown as { layoutShift: number }).layoutShift), 100),
              ),
            ),
          ),
      ),
  };
}

/**
 * The layout shift while the profile's cards give way to the real ones: the page reloaded with
 * Firestore's chunk held back, summed from the placeholders' paint until the profile is shown.
 */
async function shiftWhenTheProfileArrives(page: Page, whileHeld = async () => {}): Promise<number> {
  const { shifted } = await watchLayoutShifts(page);
  const firestore = await holdFirestore(page);
  await page.reload();
  await firestore.requested;
  const cards = page.locator('.profile-cards').first();
  await expect(cards).toHaveAttribute('aria-busy', 'true');
  await whileHeld();
  const before = await shifted();
  firestore.release();
  await expect(cards).toHaveAttribute('aria-busy', 'false', SYNC);
  return (await shifted()) - before;
}

/** A visitor whose profile the server has (the agreement recorded at sign-up), on the account screen. */
async function signedUpVisitor(page: Page, label: string): Promise<string> {
  const email = newEmail(label);
  await signUp(page, email);
  const uid = await uidOf(page);
  await expect.poll(async () => (await storedProfile(uid))?.agreement, SYNC).toBeDefined();
  return email;
}

test('paints the account screen while Firestore’s chunk is held back, and nothing moves when it arrives', async ({
  page,
}) => {
  const email = await signedUpVisitor(page, 'shell');
  const checkConsole = watchConsole(page);
  const firestore = await holdFirestore(page);
  await page.reload();

  // Requested as the screen starts, in parallel, and not waited for.
  await firestore.requested;
  await expect(page.getByText(translatorOf('en')('Account.account.signedInAs', { email }))).toBeVisible();
  await expect(page.getByRole('region', { name: en.Account.login.heading })).toBeVisible();
  const signOut = page.getByRole('button', { name: t.signOut });
  const remove = page.getByRole('button', { name: t.delete });
  await expect(signOut).toBeEnabled();
  await expect(remove).toBeEnabled();
  // The profile's cards stand in place, busy and out of reach, at their final size.
  const cards = page.locator('.profile-cards').first();
  await expect(cards).toHaveAttribute('aria-busy', 'true');
  await expect(cards).toHaveJSProperty('inert', true);
  await expect(page.getByRole('region', { name: t.profileHeading })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const before = { signOut: await signOut.boundingBox(), remove: await remove.boundingBox() };

  firestore.release();
  await expect(cards).toHaveAttribute('aria-busy', 'false', SYNC);
  await expect(cards).toHaveJSProperty('inert', false);
  await expect(page.getByRole('button', { name: en.Account.health.give })).toBeEnabled();
  // No layout shift: what stood below the cards is where it was.
  expect(await signOut.boundingBox()).toEqual(before.signOut);
  expect(await remove.boundingBox()).toEqual(before.remove);
  checkConsole();
});

test('a new visitor’s profile cards arrive without a layout shift', async ({ page }) => {
  await signedUpVisitor(page, 'shift-new');
  expect(await shiftWhenTheProfileArrives(page)).toBeLessThan(0.01);
});

test('the account screen loads without a layout shift, from the session check to the profile', async ({ page }) => {
  await signedUpVisitor(page, 'shift-load');
  const { shifted } = await watchLayoutShifts(page);
  await page.reload();
  await expect(page.locator('.profile-cards').first()).toHaveAttribute('aria-busy', 'false');
  // The whole load, the session check's line giving way to the screen included: what CLS counts.
  expect(await shifted()).toBeLessThan(0.01);
});

test('a returning visitor’s cards, with a picture and the weights, stand in place at their size: no layout shift', async ({
  page,
}) => {
  await signedUpVisitor(page, 'shift-returning');
  const uid = await uidOf(page);
  await consentToWeights(page);
  // Any picture: a square of one colour, drawn by the browser.
  const png = await page.evaluate(() => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 160, height: 160 });
    canvas.getContext('2d')!.fillRect(0, 0, 160, 160);
    return canvas.toDataURL('image/png').split(',')[1];
  });
  const dialog = await choosePicture(page, t.choosePhoto, {
    name: 'me.png',
    mimeType: 'image/png',
    buffer: Buffer.from(png, 'base64'),
  });
  await dialog.getByRole('button', { name: en.Account.crop.save }).click();
  await expect(page.getByTestId('photo-status')).toHaveText(t.saved, SYNC);
  await expect.poll(async () => (await storedProfile(uid))?.healthConsent, SYNC).toBeDefined();

  const startWeight = page.getByLabel(translatorOf('en')('Account.account.startWeight', { unit: 'kg' }));
  const shift = await shiftWhenTheProfileArrives(page, async () => {
    // Before the profile is read, the placeholder has the picture's place and the weights' fields.
    await expect.soft(page.locator('img.profile-photo')).toBeVisible();
    await expect.soft(startWeight).toBeVisible();
  });
  expect(shift).toBeLessThan(0.01);
  await expect(page.locator('img.profile-photo')).toHaveJSProperty('complete', true);
  await expect(page.getByTestId('health-consent')).toBeVisible();
});

test('a sign-out while Firestore’s chunk never arrives signs out after a bounded wait, once, and leaves nothing', async ({
  page,
}) => {
  await signedUpVisitor(page, 'held-sign-out');
  const uid = await uidOf(page);
  const checkConsole = watchConsole(page);
  const firestore = await holdFirestore(page);
  await page.reload();
  await firestore.requested;
  const signOut = page.getByRole('button', { name: t.signOut });
  await signOut.click();
  // A second press while the first waits does nothing more.
  await signOut.click();
  await expect(page).toHaveURL(/\/sign-in$/, { timeout: 10_000 });
  // This tab never started Firestore: its cache, from the visit before, is deleted as a database.
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name)), SYNC)
    .not.toContainEqual(expect.stringMatching(/^firestore\//));
  const kept = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(kept).not.toContain(uid);
  expect(kept).not.toContain('slimstart:profile-shape');
  firestore.release();
  checkConsole();
});

test('a Firestore chunk that fails to load reloads the page once in 10 seconds, then says so', async ({ page }) => {
  await signedUpVisitor(page, 'chunk');
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === '/account') loads += 1;
  });
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    // A build replaced meanwhile: the chunk is gone.
    if (FIRESTORE.test(body)) await route.fulfill({ status: 404, body: 'gone' });
    else await route.fulfill({ response, body });
  });
  await page.reload();
  // The seed's chunk rule: the page loads afresh once; failing again within 10 seconds, it stays,
  // and the screen says what went wrong, the parts that need only Auth still there.
  await expect.poll(() => loads, SYNC).toBe(2);
  await expect(page.getByRole('alert').filter({ hasText: en.Account.errors.unknown })).toBeVisible(SYNC);
  await expect(page.getByRole('region', { name: en.Account.login.heading })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(loads).toBe(2);
});

test('on a phone, the weights’ fields appear where the visitor gave the consent for them', async ({ page }) => {
  // The newcomer's walk (390 x 844): they opened in another card, about 320 px above and out of view.
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, newEmail('weights-here'));
  const give = page.getByRole('button', { name: en.Account.health.give });
  await give.scrollIntoViewIfNeeded();
  await consentToWeights(page);
  const startWeight = page.getByLabel(translatorOf('en')('Account.account.startWeight', { unit: 'kg' }));
  await expect(startWeight).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('health-consent')).toBeInViewport();
});
