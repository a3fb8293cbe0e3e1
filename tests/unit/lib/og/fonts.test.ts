import { readFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import { everyLocale } from '@/lib/i18n/locales';
import {
  checkShareImageFont,
  fontCharacters,
  missingCharacters,
  OG_FONT_DIR,
  type OgScript,
  ogFonts,
  shareImageFontProblems,
  shareImageScript,
  scriptOf,
} from '@/lib/og/fonts';
import { messagesOf } from '../../../support/messageFiles';
import { projectRoot } from '../../../support/projectFiles';

const fontFile = (script: OgScript) => readFileSync(path.join(projectRoot, OG_FONT_DIR, ogFonts[script].file));
const shareImageWords = (locale: (typeof everyLocale)[number]) => {
  const { texts } = shareImageScript(locale);
  const site = messagesOf(texts.from).Site as Record<string, string>;
  return texts.keys.map((key) => site[key]).join('');
};

describe('the share images’ fonts', () => {
  it('draw every character of every language’s image: the build’s glyph check passes', () => {
    for (const locale of everyLocale) {
      const font = fontFile(shareImageScript(locale).script as OgScript);
      expect(() => checkShareImageFont(locale.code, shareImageWords(locale), font)).not.toThrow();
    }
  });

  it('follow from each language’s code, by its script: the eight languages keep their fonts', () => {
    expect(['en', 'zh', 'ja', 'ko', 'ar', 'ru', 'zh-TW'].map(scriptOf)).toEqual([
      'Latn',
      'Hans',
      'Jpan',
      'Kore',
      'Arab',
      'Cyrl',
      'Hant',
    ]);
    const files = Object.fromEntries(
      everyLocale.map((l) => [l.code, ogFonts[shareImageScript(l).script as OgScript].file]),
    );
    expect(files).toEqual({
      en: 'latin.woff',
      zh: 'sc.woff',
      pt: 'latin.woff',
      de: 'latin.woff',
      fr: 'latin.woff',
      es: 'latin.woff',
      ja: 'jp.woff',
      ko: 'kr.woff',
    });
    expect(shareImageFontProblems(everyLocale, projectRoot)).toEqual([]);
  });

  it('draw a right-to-left language’s image in Latin letters, English’s site name alone', () => {
    const arabic = { code: 'ar', dir: 'rtl' } as const;
    expect(shareImageScript(arabic)).toEqual({ script: 'Latn', texts: { from: 'en', keys: ['name'] } });
    // No Arabic font is needed, and the Latin one draws the name.
    expect(shareImageFontProblems([arabic], projectRoot)).toEqual([]);
    expect(
      missingCharacters((messagesOf('en').Site as Record<string, string>).name, fontCharacters(fontFile('Latn'))),
    ).toEqual([]);
  });

  it('stop the build naming a script that has no committed font, its locale, and `npm run og-fonts`', () => {
    expect(
      shareImageFontProblems(
        [
          { code: 'en', dir: 'ltr' },
          { code: 'ru', dir: 'ltr' },
        ],
        projectRoot,
      ),
    ).toEqual([
      'The ru share image is drawn in the Cyrl script (Cyrillic), and assets/og-fonts/cyrillic.woff does ' +
        'not exist: run `npm run og-fonts` to cut it, and commit it (docs/design.md#share-images).',
    ]);
    // A script no font package is named for: what to add first, then the same command.
    const [thai] = shareImageFontProblems([{ code: 'th', dir: 'ltr' }], projectRoot);
    expect(thai).toContain('The th share image is drawn in the Thai script (Thai), and lib/og/fonts.ts names no font');
    expect(thai).toContain('then run `npm run og-fonts`');
  });

  it('give Chinese, Japanese and Korean each a font of their own, with their common characters', () => {
    const sc = fontCharacters(fontFile('Hans'));
    const jp = fontCharacters(fontFile('Jpan'));
    const kr = fontCharacters(fontFile('Kore'));
    // 减 (simplified) in the Chinese font; ダ (katakana) in the Japanese; 량 (hangul) in the Korean.
    expect(sc.has('减'.codePointAt(0)!)).toBe(true);
    expect(jp.has('ダ'.codePointAt(0)!)).toBe(true);
    expect(kr.has('량'.codePointAt(0)!)).toBe(true);
    expect(kr.has('减'.codePointAt(0)!)).toBe(false);
    // Thousands of characters each, so that most new words need no new font.
    expect(Math.min(sc.size, jp.size, kr.size)).toBeGreaterThan(3000);
  });

  it('stop the build naming a character a font lacks, and what to do', () => {
    const words = 'SlimStart 龘 减重';
    expect(missingCharacters(words, fontCharacters(fontFile('Hans')))).toEqual(['龘']);
    expect(() => checkShareImageFont('zh', words, fontFile('Hans'))).toThrow(
      'The zh share image cannot draw “龘” (U+9F98): assets/og-fonts/sc.woff has none, and Site.name or ' +
        'Site.tagline in messages/zh.json uses them. Run `npm run og-fonts`',
    );
  });

  it('are read from TrueType files as from WOFF ones, by their own character maps', async () => {
    const text = 'Abc é减';
    const truetype = await subsetFont(fontFile('Hans'), text, { targetFormat: 'truetype' });
    expect([...fontCharacters(truetype)].sort((a, b) => a - b)).toEqual(
      [...new Set(text)].map((c) => c.codePointAt(0)!).sort((a, b) => a - b),
    );
    const woff = await subsetFont(fontFile('Hans'), text, { targetFormat: 'woff' });
    expect(fontCharacters(woff)).toEqual(fontCharacters(truetype));
    expect(() => fontCharacters(new TextEncoder().encode('not a font at all'))).toThrow('not an OpenType or WOFF font');
  });
});
