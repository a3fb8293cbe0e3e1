/**
 * `npm run screenshots`: a picture of every page in every locale at 390 px and 1280 px wide, taken
 * from the built static site, into screenshots/{width}/{locale}-{page}.png, so that anyone can
 * review all 64. COLOR_SCHEME=dark takes them in the dark scheme.
 */
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { exportedPages } from '../lib/delivery/exportLayout';
import { splitLocale } from '../lib/i18n/paths';
import { pages } from '../lib/routes';
import { createStaticServer } from '../lib/delivery/staticServer';
import { chromiumLaunchOptions } from '../tests/e2e/browser';

const root = path.resolve(import.meta.dirname, '..');
const target = path.join(root, 'screenshots');
const colorScheme = process.env.COLOR_SCHEME === 'dark' ? 'dark' : 'light';

async function main() {
  const server = createStaticServer(path.join(root, 'out'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    for (const width of [390, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme });
      for (const { url } of exportedPages()) {
        const { locale, path: pagePath } = splitLocale(url);
        const name = pages.find((p) => p.path === pagePath)!.name;
        const file = path.join(target, String(width), `${locale}-${name}.png`);
        mkdirSync(path.dirname(file), { recursive: true });
        await page.goto(base + url);
        await page.screenshot({ path: file, fullPage: true });
      }
      await page.close();
    }
    console.log(`Saved ${exportedPages().length * 2} screenshots to screenshots/`);
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
