import { expect, test } from '@playwright/test';
import { preferLanguages } from './support';

// The same cases in both modes: the proxy decides in server mode, the inline script on a static host.
const cases: { name: string; languages: string[]; cookie?: string; expected: string }[] = [
  { name: 'a Japanese browser', languages: ['ja-JP'], expected: '/jp' },
  { name: 'a Brazilian browser', languages: ['pt-BR'], expected: '/pt' },
  { name: 'a Taiwanese browser', languages: ['zh-TW'], expected: '/zh' },
  { name: 'an Italian browser that also reads German', languages: ['it', 'de'], expected: '/de' },
  { name: 'an English browser', languages: ['en-US', 'de'], expected: '/' },
  { name: 'a browser in a language the site lacks', languages: ['nl', 'sv'], expected: '/' },
  { name: 'a cookie for German, over a French browser', languages: ['fr'], cookie: 'de', expected: '/de' },
  { name: 'a cookie naming the URL segment jp', languages: ['en'], cookie: 'jp', expected: '/jp' },
  { name: 'a cookie naming the language ja', languages: ['en'], cookie: 'ja', expected: '/jp' },
  { name: 'a cookie for English, over a Korean browser', languages: ['ko'], cookie: 'en', expected: '/' },
  { name: 'a hostile cookie, over a Korean browser', languages: ['ko'], cookie: '//evil.example', expected: '/ko' },
  { name: 'a cookie that is no locale', languages: ['it'], cookie: 'xx', expected: '/' },
];

for (const { name, languages, cookie, expected } of cases) {
  test(`sends ${name} from / to ${expected}`, async ({ page, context, baseURL }) => {
    await preferLanguages(page, languages);
    if (cookie) await context.addCookies([{ name: 'NEXT_LOCALE', value: cookie, url: baseURL! }]);
    await page.goto('/');
    await expect(page).toHaveURL(new URL(expected, baseURL).href);
    expect(new URL(page.url()).host).toBe(new URL(baseURL!).host);
  });
}

test('keeps the query and the hash when it redirects', async ({ page, baseURL }) => {
  await preferLanguages(page, ['de-DE']);
  await page.goto('/?utm_source=test#main');
  await expect(page).toHaveURL(`${baseURL}/de?utm_source=test#main`);
});

test('never redirects any path but /', async ({ page, context, baseURL }) => {
  await preferLanguages(page, ['de-DE']);
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'fr', url: baseURL! }]);
  for (const path of ['/faq', '/privacy-policy', '/ko', '/es/faq']) {
    await page.goto(path);
    await expect(page).toHaveURL(baseURL + path);
  }
});
