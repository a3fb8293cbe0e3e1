import { expect, test } from '@playwright/test';
import { SIGNED_IN_HINT } from '@/lib/firebase/hint';
import { contactEmail } from '@/lib/site';
import { messagesOf, translatorOf, watchConsole, watchPolicyViolations } from './support';

/**
 * What the islands of a document do in the browser (docs/design.md#documents), on every host that
 * serves documents: the static site (`npm start`), nginx, the Firebase Hosting emulator and server
 * mode (documents.spec.ts checks the bytes and headers each serves).
 */
test.describe('documents in the browser', () => {
  const en = messagesOf('en');

  test('the switcher sets the cookie, keeps the hash and lands in the chosen language; nothing of the framework loads', async ({
    page,
    context,
    baseURL,
  }) => {
    const checkConsole = watchConsole(page);
    const violations = await watchPolicyViolations(page);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto('/de/terms-conditions#law');
    await page.locator('.locale-switcher summary').click();
    await page.locator('.locale-switcher').getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(`${baseURL}/fr/terms-conditions#law`);
    await expect(page.locator('h1')).toHaveText(messagesOf('fr').Terms.heading);
    const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
    expect(cookie).toMatchObject({ value: 'fr', path: '/', sameSite: 'Lax' });
    expect((cookie!.expires - Date.now() / 1000) / 86400).toBeGreaterThan(364.9);
    expect(scripts.filter((s) => !s.startsWith('/_documents/'))).toEqual([]);
    expect(await page.evaluate(() => 'next' in window || '__next_f' in window)).toBe(false);
    checkConsole();
    expect(violations).toEqual([]);
  });

  test('the header shows the signed-in state from the hint before it is painted, and follows another tab', async ({
    page,
    context,
  }) => {
    // Whether <html> carried the mark when the parser inserted the header's account link.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('.when-signed-in')) return;
        (window as unknown as { markedAtParse: boolean }).markedAtParse =
          document.documentElement.hasAttribute('data-signed-in');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/legal-notice');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: en.Nav.signIn })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { markedAtParse: boolean }).markedAtParse)).toBe(false);
    await page.evaluate((key) => localStorage.setItem(key, '1'), SIGNED_IN_HINT);
    await page.reload();
    await expect(header.getByRole('link', { name: en.Nav.account })).toBeVisible();
    await expect(header.getByRole('link', { name: en.Nav.signIn })).toBeHidden();
    // So from the first paint: nothing in the page moved.
    expect(await page.evaluate(() => (window as unknown as { markedAtParse: boolean }).markedAtParse)).toBe(true);
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) sum += (entry as unknown as { value: number }).value;
          }).observe({ type: 'layout-shift', buffered: true });
          // The buffered entries arrive in the next task.
          setTimeout(() => resolve(sum), 100);
        }),
    );
    // Whatever else moves by a hair (measured up to 0.0002 on nginx), the link never changed: far under 0.01.
    expect(shifts).toBeLessThan(0.01);

    // Signed out in another tab: this one follows at once.
    const other = await context.newPage();
    await other.goto('/terms-conditions');
    await other.evaluate((key) => localStorage.removeItem(key), SIGNED_IN_HINT);
    await expect(header.getByRole('link', { name: en.Nav.signIn })).toBeVisible();
    await expect(header.getByRole('link', { name: en.Nav.account })).toBeHidden();
  });

  test('every way to and from a document is a full load; scrolling, hashes, back and forward are the browser’s', async ({
    page,
  }) => {
    const marked = () => page.evaluate(() => (window as unknown as { marker?: number }).marker === 1);
    const mark = () => page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    // From the application to a document: its rule leaves for it.
    await page.goto('/sign-in');
    await mark();
    await page.getByRole('contentinfo').getByRole('link', { name: en.Nav['terms-conditions'] }).click();
    await expect(page.locator('h1')).toHaveText(en.Terms.heading);
    expect(await marked()).toBe(false);

    // Between documents: to the top, and back to where the reader was.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const bottom = await page.evaluate(() => Math.round(window.scrollY));
    expect(bottom).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: en.Nav['legal-notice'] }).click();
    await expect(page.locator('h1')).toHaveText(en.LegalNotice.heading);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page.locator('h1')).toHaveText(en.Terms.heading);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(bottom);
    await page.goForward();
    await expect(page.locator('h1')).toHaveText(en.LegalNotice.heading);

    // From a document to the application.
    await mark();
    await page
      .getByRole('navigation', { name: en.Site.mainNavigation })
      .getByRole('link', { name: en.Nav.signIn })
      .click();
    await expect(page.locator('h1')).toHaveText(en.Account.signIn.heading);
    expect(await marked()).toBe(false);

    // A hash on a document.
    await page.goto('/terms-conditions#law');
    await expect(page.locator('section#law h2')).toBeInViewport();
  });

  test('the contact form loads its code at the first touch, keeps what was typed before it came, and sends a submit made meanwhile', async ({
    page,
    request,
  }) => {
    const checkConsole = watchConsole(page);
    const violations = await watchPolicyViolations(page);
    // The form's code comes only when the test lets it: the visitor types and sends before.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    await page.route('**/_documents/contact-form-app-*.js', async (route) => {
      asked.push(route.request().url());
      await released;
      await route.continue();
    });
    await page.goto('/faq');
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    const address = `before-the-code-${Date.now()}@example.com`;
    const email = page.locator('#contact-email');
    await expect(email).toBeEnabled();
    await email.fill(address);
    await expect.poll(() => asked.length).toBe(1);
    await page.locator('#contact-message').fill('Typed before the code came');
    await page.getByRole('button', { name: en.Contact.send }).click();
    // Nothing left the page: the browser did not send the form itself.
    await expect(page).toHaveURL(/\/faq$/);
    release();
    // The held submit is made once the code runs, with what was typed.
    await expect(page.getByText(translatorOf('en')('Contact.success', { email: address }))).toBeVisible();
    const sent = (await (await request.get('http://127.0.0.1:3300/__requests')).json()).filter((r: { body: string }) =>
      r.body.includes(address),
    );
    expect(sent.map((r: { body: string }) => JSON.parse(r.body))).toEqual([
      { email: address, message: 'Typed before the code came', locale: 'en' },
    ]);
    expect(asked).toHaveLength(1);
    checkConsole();
    expect(violations).toEqual([]);
  });

  test('keeps unsent form input through the reload: a deploy took the form’s code away, so its first touch loads the page afresh, once, and the form sends', async ({
    page,
    request,
  }) => {
    // The first ask for the form's code answers 404 as after a deploy, once the visitor has typed.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      '**/_documents/contact-form-app-*.js',
      async (route) => {
        await released;
        await route.fulfill({ status: 404, body: 'gone' });
      },
      { times: 1 },
    );
    const documents: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(new URL(r.url()).pathname));
    // Loads counted from the first: a 'load' awaited after page.goto could still be the first
    // page's, heard late (it failed so once, with one document asked).
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto('/faq');
    const address = `after-a-deploy-${Date.now()}@example.com`;
    await page.locator('#contact-email').fill(address);
    await page.locator('#contact-message').fill('Written before the deploy');
    release();
    await expect.poll(() => loads).toBe(2);
    expect(documents).toEqual(['/faq', '/faq']);
    await expect(page.locator('#contact-email')).toHaveValue(address);
    await expect(page.locator('#contact-message')).toHaveValue('Written before the deploy');
    // The reloaded page's code comes, and the form sends what was kept.
    await page.getByRole('button', { name: en.Contact.send }).click();
    await expect(page.getByText(translatorOf('en')('Contact.success', { email: address }))).toBeVisible();
    const sent = (await (await request.get('http://127.0.0.1:3300/__requests')).json()).filter((r: { body: string }) =>
      r.body.includes(address),
    );
    expect(sent.map((r: { body: string }) => JSON.parse(r.body).message)).toEqual(['Written before the deploy']);
    expect(documents).toEqual(['/faq', '/faq']);
  });

  test('a document keeps what was typed in its form when the visitor comes back to it', async ({ page }) => {
    await page.goto('/faq');
    await page.locator('#contact-email').fill('reader@example.com');
    await page.locator('#contact-message').fill('A question I have not sent yet');
    await page
      .getByRole('navigation', { name: en.Site.mainNavigation })
      .getByRole('link', { name: en.Nav.signIn })
      .click();
    await expect(page.locator('h1')).toHaveText(en.Account.signIn.heading);
    await page.goBack();
    await expect(page.locator('h1')).toHaveText(en.Faq.heading);
    await expect(page.locator('#contact-email')).toHaveValue('reader@example.com');
    await expect(page.locator('#contact-message')).toHaveValue('A question I have not sent yet');
  });

  test('speculation rules prerender the documents a page links to, within the page’s policy, unless the visitor saves data or is on 2g', async ({
    page,
    browser,
    baseURL,
  }) => {
    const violations = await watchPolicyViolations(page);
    const checkConsole = watchConsole(page);
    await page.goto('/de/terms-conditions');
    const rules = page.locator('head script[type="speculationrules"]');
    await expect(rules).toHaveCount(1);
    const { prerender } = JSON.parse((await rules.textContent())!);
    // Chromium prerenders nothing under DevTools (PrerenderingDisabledByDevTools): what is tested is
    // what the page gives the browser, and that its policy lets the browser take it.
    expect(prerender).toEqual([
      {
        where: { href_matches: expect.arrayContaining(['/de', '/de/faq', '/de/privacy-policy', '/de/legal-notice']) },
        eagerness: 'moderate',
      },
    ]);
    const matched: string[] = prerender[0].where.href_matches;
    expect(matched).not.toContain('/de/terms-conditions');
    expect(matched.filter((href) => /sign-in|account/.test(href))).toEqual([]);
    expect(violations).toEqual([]);
    checkConsole();

    for (const connection of [
      { effectiveType: '4g', saveData: true },
      { effectiveType: '2g', saveData: false },
    ]) {
      const context = await browser.newContext({ baseURL });
      const other = await context.newPage();
      await other.addInitScript(
        (info) => Object.defineProperty(navigator, 'connection', { get: () => info }),
        connection,
      );
      await other.goto('/de/terms-conditions');
      await other.waitForLoadState('networkidle');
      await expect(other.locator('script[type="speculationrules"]'), JSON.stringify(connection)).toHaveCount(0);
      await context.close();
    }
  });

  test('without JavaScript the FAQ opens by hand, and the contact form says it needs scripts and sends nothing', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/faq');
    const answer = page.locator('details#cost');
    await answer.locator('summary').click();
    await expect(answer).toHaveAttribute('open', '');
    await expect(page.locator('#contact-email')).toBeDisabled();
    await expect(page.getByRole('button', { name: en.Contact.send })).toBeDisabled();
    // In a <noscript>, whose text Playwright's text locators pass over: read from the element itself.
    const withoutScripts = page.locator('.contact-without-scripts');
    await expect(withoutScripts).toBeVisible();
    expect(await withoutScripts.textContent()).toBe(
      translatorOf('en')('Contact.needsJavaScript', { email: contactEmail }),
    );
    expect(await withoutScripts.getByRole('link').getAttribute('href')).toBe(`mailto:${contactEmail}`);
    await context.close();
  });
});
