import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { OG_FONT_DIR, ogFonts } from '../../lib/og/fonts';
import { arabic } from '../support/ninthLocale';
import { everyEnv, freshCopy, runToEnd } from './support';

/**
 * Adding a locale is one row of the locale table and one message file (docs/markets.md#adding-a-locale),
 * proved by real builds in one fresh copy: Arabic, right to left, and Russian, in a script with no
 * committed preview font yet. Both build modes stop before `next build` with what to do, `npm run
 * og-fonts` cuts the font, and then the export builds, Arabic's share image in Latin letters
 * (docs/design.md#share-images), with the redirects in both (docs/operators.md#redirects).
 * tests/rules/addLocale.test.ts and addLocaleHosts.test.ts find the row everywhere else, without a build.
 */
const russian = {
  code: 'ru',
  segment: 'ru',
  nativeName: 'Русский',
  hreflang: 'ru',
  ogLocale: 'ru_RU',
  dir: 'ltr',
  minimumAge: 18,
  transferConsent: false,
  market: 'eu',
} as const;

// Russian's words: Cyrillic letters that the source font below holds.
const taglines = { ar: 'بداية هادئة وثابتة لفقدان الوزن', ru: 'Спокойное и уверенное начало похудения' };
// Without npm test's BUILD_TYPECHECK=off, as every build outside npm test runs: the new locales are
// new sources, which the suite's typecheck step never read, so Next.js checks their types (next.config.ts).
const env = { ...everyEnv, LOCALES: 'en,ar,ru', BUILD_TYPECHECK: undefined };
let dir = '';

beforeAll(() => {
  dir = freshCopy({ forTheFile: true });
  // One row each, as an operator adds it, and one message file each (English's texts, a tagline of its own).
  const table = path.join(dir, 'lib/i18n/localeTable.ts');
  const rows = [arabic, russian].map((row) => `  ${JSON.stringify(row)},\n`).join('');
  writeFileSync(table, readFileSync(table, 'utf8').replace('] as const satisfies', `${rows}] as const satisfies`));
  for (const [code, tagline] of Object.entries(taglines)) {
    const messages = JSON.parse(readFileSync(path.join(dir, 'messages/en.json'), 'utf8'));
    messages.Site.tagline = tagline;
    writeFileSync(path.join(dir, `messages/${code}.json`), `${JSON.stringify(messages, null, 2)}\n`);
  }
});

const pngSize = (file: string) => {
  const png = readFileSync(file);
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
};

describe('a locale added as one row of the locale table and one message file', () => {
  it('stops both builds before next build when its script has no committed preview font, saying what to do', async () => {
    const message =
      'The ru share image is drawn in the Cyrl script (Cyrillic), and assets/og-fonts/cyrillic.woff does not ' +
      'exist: run `npm run og-fonts` to cut it';
    for (const script of ['build', 'build:server']) {
      const build = await runToEnd(script, [], { cwd: dir, env });
      expect(build.code, build.output).toBe(1);
      expect(build.output).toContain(message);
      // Stopped early: neither a type error nor next build's own failure.
      expect(build.output).not.toContain('Creating an optimized production build');
      expect(build.output).not.toContain('Type error');
    }
  });

  it('builds once npm run og-fonts has cut that font, and a right-to-left one with its image in Latin letters', async () => {
    // Offline: the committed fonts stand in for the packages' (Noto Sans JP's holds Cyrillic letters too).
    const sources = path.join(dir, 'font-sources');
    mkdirSync(sources);
    for (const font of Object.values(ogFonts)) {
      const committed = path.join(dir, OG_FONT_DIR, font.file);
      if (existsSync(committed)) copyFileSync(committed, path.join(sources, font.source));
    }
    copyFileSync(path.join(dir, OG_FONT_DIR, ogFonts.Jpan.file), path.join(sources, ogFonts.Cyrl.source));
    const cut = await runToEnd('og-fonts', ['--from', sources], { cwd: dir, env });
    expect(cut.code, cut.output).toBe(0);
    expect(cut.output).toMatch(/assets\/og-fonts\/cyrillic\.woff: \d+ characters/);
    // No Arabic font: its image needs none.
    expect(cut.output).not.toContain('arabic');

    const build = await runToEnd('build', [], { cwd: dir, env });
    expect(build.code, build.output).toBe(0);
    expect(build.output).toMatch(/Finished TypeScript in /);
    expect(build.output).not.toContain('Skipping validation of types');
    const out = path.join(dir, 'out');
    expect(readFileSync(path.join(out, 'ar.html'), 'utf8')).toContain('<html lang="ar" dir="rtl"');
    for (const image of ['og-image.png', 'ar/og-image.png', 'ru/og-image.png']) {
      expect(pngSize(path.join(out, image)), image).toEqual([1200, 630]);
    }
    // The moved address of the test builds' redirects file (tests/support/redirects.json) moves in the new locales too.
    const deploy = path.join(dir, 'deploy');
    expect(readFileSync(path.join(deploy, 'cloudflare/_redirects'), 'utf8')).toContain('/ar/help /ar/faq 301');
    expect(readFileSync(path.join(deploy, 'nginx.conf'), 'utf8')).toMatch(
      /location = \/ru\/help \{\n\s+return 301 \/ru\/faq\$/,
    );
    // Arabic's is the brand name alone: not English's image, which has the tagline too.
    expect(readFileSync(path.join(out, 'ar/og-image.png')).equals(readFileSync(path.join(out, 'og-image.png')))).toBe(
      false,
    );
  }, 400_000);
});
