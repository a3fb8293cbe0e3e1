/**
 * `npm run screenshots`: a picture of every page in every locale at 390 px and 1280 px wide, taken
 * from the built static site, into screenshots/{width}/{locale}-{page}.png, so that anyone can
 * review all 64. COLOR_SCHEME=dark takes them in the dark scheme.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { exportedPages } from '../lib/hosting/exportedFiles';
import { servedLocaleTable } from '../lib/i18n/locales';
import { splitLocale } from '../lib/i18n/paths';
import { pages } from '../lib/pages/routes';
import { serveOut } from './serve/serveOut';
import { chromiumLaunchOptions } from './lib/chromium';
import { root } from './lib/paths';
import { runScript } from './lib/entry';

const target = path.join(root, 'screenshots');
const colorScheme = process.env.COLOR_SCHEME === 'dark' ? 'dark' : 'light';

const shotName = (locale: string, page: string) => `${locale}-${page}.png`;

/** One page of all pictures: a row per page and width, a column per locale. */
function contactSheet(): string {
  const rows = [390, 1280].flatMap((width) =>
    pages.map(
      (page) =>
        `<h2>${page.name}, ${width} px</h2><div class="row">` +
        servedLocaleTable
          .map(
            (l) =>
              `<figure><img src="${width}/${shotName(l.code, page.name)}" alt=""><figcaption>${l.code}</figcaption></figure>`,
          )
          .join('') +
        '</div>',
    ),
  );
  return `<!doctype html><meta charset="utf-8"><title>SlimStart screenshots</title><style>
body{font-family:system-ui;margin:1rem}.row{display:flex;gap:8px;align-items:flex-start}
figure{margin:0;flex:1}img{width:100%;border:1px solid #ccc}figcaption{text-align:center}</style>${rows.join('')}`;
}

async function main() {
  const { origin: base, close } = await serveOut(path.join(root, 'out'));
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    for (const width of [390, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme });
      for (const { url } of exportedPages()) {
        const { locale, path: pagePath } = splitLocale(url);
        const name = pages.find((p) => p.path === pagePath)!.name;
        const file = path.join(target, String(width), shotName(locale, name));
        mkdirSync(path.dirname(file), { recursive: true });
        await page.goto(base + url);
        await page.screenshot({ path: file, fullPage: true });
      }
      await page.close();
    }
    writeFileSync(path.join(target, 'index.html'), contactSheet());
    console.log(
      `Saved ${exportedPages().length * 2} screenshots to screenshots/ (open screenshots/index.html to see them all)`,
    );
  } finally {
    await browser.close();
    await close();
  }
}

runScript(import.meta.url, main);
