import { readFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import { everyLocale } from '@/lib/i18n/locales';
import {
  checkPreviewFont,
  fontCharacters,
  missingCharacters,
  OG_FONT_DIR,
  ogFontOf,
  ogFonts,
  previewTextKeys,
} from '@/lib/og/fonts';
import { messagesOf } from '../../../support/messageFiles';
import { projectRoot } from '../../../support/projectFiles';

const fontFile = (name: keyof typeof ogFonts) => readFileSync(path.join(projectRoot, OG_FONT_DIR, ogFonts[name].file));
const previewWords = (code: string) => {
  const site = messagesOf(code).Site as Record<string, string>;
  return previewTextKeys.map((key) => site[key]).join('');
};

describe('the preview images’ fonts', () => {
  it('draw every character of every language’s image: the build’s glyph check passes', () => {
    for (const { code } of everyLocale) {
      expect(() => checkPreviewFont(code, previewWords(code), fontFile(ogFontOf[code]))).not.toThrow();
    }
  });

  it('give Chinese, Japanese and Korean each a font of their own, with their common characters', () => {
    const sc = fontCharacters(fontFile('sc'));
    const jp = fontCharacters(fontFile('jp'));
    const kr = fontCharacters(fontFile('kr'));
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
    expect(missingCharacters(words, fontCharacters(fontFile('sc')))).toEqual(['龘']);
    expect(() => checkPreviewFont('zh', words, fontFile('sc'))).toThrow(
      'The zh preview image cannot draw “龘” (U+9F98): assets/og-fonts/sc.woff has none, and Site.name or ' +
        'Site.tagline in messages/zh.json uses them. Run `npm run og-fonts`',
    );
  });

  it('are read from TrueType files as from WOFF ones, by their own character maps', async () => {
    const text = 'Abc é减';
    const truetype = await subsetFont(fontFile('sc'), text, { targetFormat: 'truetype' });
    expect([...fontCharacters(truetype)].sort((a, b) => a - b)).toEqual(
      [...new Set(text)].map((c) => c.codePointAt(0)!).sort((a, b) => a - b),
    );
    const woff = await subsetFont(fontFile('sc'), text, { targetFormat: 'woff' });
    expect(fontCharacters(woff)).toEqual(fontCharacters(truetype));
    expect(() => fontCharacters(new TextEncoder().encode('not a font at all'))).toThrow('not an OpenType or WOFF font');
  });
});
