import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import type { Locale } from '../i18n/locales';

/**
 * The fonts that draw the preview images (app/og-image.png/route.tsx, docs/design.md#preview-images).
 * `next/og` brings a Latin font only, so the project commits its own: Noto Sans (bold) cut down to
 * the characters a language commonly writes, one file per script, made by `npm run og-fonts` from
 * the font package named here.
 */
export const ogFonts = {
  latin: { file: 'latin.woff', package: '@expo-google-fonts/noto-sans-jp', source: 'NotoSansJP_700Bold.ttf' },
  sc: { file: 'sc.woff', package: '@expo-google-fonts/noto-sans-sc', source: 'NotoSansSC_700Bold.ttf' },
  jp: { file: 'jp.woff', package: '@expo-google-fonts/noto-sans-jp', source: 'NotoSansJP_700Bold.ttf' },
  kr: { file: 'kr.woff', package: '@expo-google-fonts/noto-sans-kr', source: 'NotoSansKR_700Bold.ttf' },
} as const;
export type OgFontName = keyof typeof ogFonts;

/** The version of the font packages the committed files were cut from. */
export const OG_FONT_PACKAGE_VERSION = '0.4.3';

/** Where the committed fonts live, from the project's root. */
export const OG_FONT_DIR = 'assets/og-fonts';

/** The words a locale's preview image shows, from the `Site` texts: the site's name and its tagline. */
export const previewTextKeys = ['name', 'tagline'] as const;

/** The font of each language's image: Chinese, Japanese and Korean each draw their own forms. */
export const ogFontOf: Record<Locale, OgFontName> = {
  en: 'latin',
  zh: 'sc',
  pt: 'latin',
  de: 'latin',
  fr: 'latin',
  es: 'latin',
  ja: 'jp',
  ko: 'kr',
};

/** The tables of an OpenType font, from a plain (TrueType or CFF) file or a WOFF one. */
function fontTables(font: Uint8Array): Map<string, Buffer> {
  const data = Buffer.from(font.buffer, font.byteOffset, font.byteLength);
  const tag = (at: number) => data.toString('latin1', at, at + 4);
  const tables = new Map<string, Buffer>();
  if (tag(0) === 'wOFF') {
    for (let i = 0, count = data.readUInt16BE(12); i < count; i++) {
      const at = 44 + i * 20;
      const [offset, stored, length] = [
        data.readUInt32BE(at + 4),
        data.readUInt32BE(at + 8),
        data.readUInt32BE(at + 12),
      ];
      const table = data.subarray(offset, offset + stored);
      tables.set(tag(at), stored < length ? inflateSync(table) : table);
    }
  } else if (['\0\x01\0\0', 'OTTO', 'true'].includes(tag(0))) {
    for (let i = 0, count = data.readUInt16BE(4); i < count; i++) {
      const at = 12 + i * 16;
      const offset = data.readUInt32BE(at + 8);
      tables.set(tag(at), data.subarray(offset, offset + data.readUInt32BE(at + 12)));
    }
  } else {
    throw new Error('not an OpenType or WOFF font (WOFF2 and font collections cannot be read)');
  }
  return tables;
}

/** The characters a cmap subtable of format 4 (the Basic Multilingual Plane) gives a glyph. */
function format4(cmap: Buffer, at: number, into: Set<number>): void {
  const segments = cmap.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s++) {
    const [start, end] = [cmap.readUInt16BE(starts + s * 2), cmap.readUInt16BE(ends + s * 2)];
    const delta = cmap.readInt16BE(deltas + s * 2);
    const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      let glyph = c;
      if (rangeOffset) {
        glyph = cmap.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (c - start) * 2);
        if (!glyph) continue;
      }
      if ((glyph + delta) & 0xffff) into.add(c);
    }
  }
}

/** The characters a cmap subtable of format 12 (every plane) gives a glyph. */
function format12(cmap: Buffer, at: number, into: Set<number>): void {
  for (let g = 0, groups = cmap.readUInt32BE(at + 12); g < groups; g++) {
    const group = at + 16 + g * 12;
    const [start, end, glyph] = [cmap.readUInt32BE(group), cmap.readUInt32BE(group + 4), cmap.readUInt32BE(group + 8)];
    for (let c = start; c <= end; c++) if (glyph + (c - start)) into.add(c);
  }
}

/** Every character the font has a glyph for, from its Unicode cmap subtables. */
export function fontCharacters(font: Uint8Array): Set<number> {
  const cmap = fontTables(font).get('cmap');
  if (!cmap) throw new Error('the font has no cmap table');
  const characters = new Set<number>();
  for (let i = 0, count = cmap.readUInt16BE(2); i < count; i++) {
    const [platform, encoding] = [cmap.readUInt16BE(4 + i * 8), cmap.readUInt16BE(6 + i * 8)];
    const at = cmap.readUInt32BE(8 + i * 8);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode) continue;
    const format = cmap.readUInt16BE(at);
    if (format === 4) format4(cmap, at, characters);
    else if (format === 12) format12(cmap, at, characters);
  }
  return characters;
}

/** The characters of a text that a font cannot draw, each once, in order (white space aside). */
export function missingCharacters(text: string, font: Set<number>): string[] {
  return [...new Set(text)].filter((c) => !/\s/.test(c) && !font.has(c.codePointAt(0)!));
}

/** How a missing character is named in an error: the character and its code point. */
export const describeCharacter = (c: string) =>
  `“${c}” (U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`;

/** A locale's preview font, as the build reads it (from the project's folder, where `next build` runs). */
export function readPreviewFont(locale: Locale): Promise<Buffer> {
  return readFile(path.join(process.cwd(), OG_FONT_DIR, ogFonts[ogFontOf[locale]].file));
}

/**
 * The glyph check of a locale's preview image: throws, naming the characters and what to do, when
 * its font cannot draw its words (the image would show an empty box in their place).
 */
export function checkPreviewFont(locale: Locale, words: string, font: Uint8Array): void {
  const missing = missingCharacters(words, fontCharacters(font));
  if (!missing.length) return;
  throw new Error(
    `The ${locale} preview image cannot draw ${missing.map(describeCharacter).join(', ')}: ` +
      `${OG_FONT_DIR}/${ogFonts[ogFontOf[locale]].file} has none, and Site.name or Site.tagline in ` +
      `messages/${locale}.json uses them. Run \`npm run og-fonts\` to add them to the font ` +
      '(docs/editors.md#preview-images), or change the words.',
  );
}
