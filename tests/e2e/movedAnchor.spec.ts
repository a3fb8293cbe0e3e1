import { expect, test } from '@playwright/test';
import { watchConsole } from './support';

/**
 * A moved FAQ entry (tests/support/redirects.json: `/faq#remove-account` → `/faq#delete-account`):
 * a `#fragment` never reaches a server, so the FAQ's own script follows it (lib/navigation/faqHash.ts),
 * in the static site and in server mode (docs/operators.md#redirects).
 */
test('follows a moved FAQ entry’s old anchor to the new one, keeping the query, and opens it', async ({
  page,
  baseURL,
}) => {
  const checkConsole = watchConsole(page);
  await page.goto('/de/faq?from=mail#remove-account');
  await expect(page).toHaveURL(`${baseURL}/de/faq?from=mail#delete-account`);
  await expect(page.locator('details#delete-account')).toHaveAttribute('open', '');
  checkConsole();
});
