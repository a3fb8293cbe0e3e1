import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { defaultLocale, type Locale, localeInfo } from '../i18n/locales';

/**
 * The fonts that draw the share images (app/og-image.png/route.tsx, docs/design.md#share-images),
 * one per script, by its ISO 15924 code as `Intl.Locale` names it. `next/og` brings a Latin font
 * only, so the project commits its own: Noto Sans (bold) cut down to the characters a script
 * commonly writes, made by `npm run og-fonts` from the font package named here. A language finds
 * its font by its code alone (`shareImageScript`), so adding a locale adds no row here; a row whose
 * file is not committed is a font `npm run og-fonts` cuts once a locale writes that script.
 */
export const ogFonts = {
  // Latin is cut from Noto Sans JP, as the committed latin.woff was: the images keep their letters.
  Latn: { file: 'latin.woff', package: '@expo-google-fonts/noto-sans-jp@0.4.3', source: 'NotoSansJP_700Bold.ttf' },
  Hans: { file: 'sc.woff', package: '@expo-google-fonts/noto-sans-sc@0.4.3', source: 'NotoSansSC_700Bold.ttf' },
  Jpan: { file: 'jp.woff', package: '@expo-google-fonts/noto-sans-jp@0.4.3', source: 'NotoSansJP_700Bold.ttf' },
  Kore: { file: 'kr.woff', package: '@expo-google-fonts/noto-sans-kr@0.4.3', source: 'NotoSansKR_700Bold.ttf' },
  Cyrl: { file: 'cyrillic.woff', package: '@expo-google-fonts/noto-sans@0.4.2', source: 'NotoSans_700Bold.ttf' },
  Grek: { file: 'greek.woff', package: '@expo-google-fonts/noto-sans@0.4.2', source: 'NotoSans_700Bold.ttf' },
} as const;
export type OgScript = keyof typeof ogFonts;

/** Where the committed fonts live, from the project's root. */
export const OG_FONT_DIR = 'assets/og-fonts';

/** The words a locale's share image shows, from the `Site` texts: the site's name and its tagline. */
export const shareImageTextKeys = ['name', 'tagline'] as const;

/** What decides a locale's image: its code and its text direction (a row of the locale table). */
export interface ShareImageLocale {
  readonly code: string;
  readonly dir: 'ltr' | 'rtl';
}

/**
 * The script a language is written in, from its code alone, by the likely subtags of Unicode's
 * CLDR that `Intl.Locale#maximize` applies: `en` Latn, `zh` Hans, `ja` Jpan, `ko` Kore, `ar` Arab.
 * `Zzzz` (ISO 15924's unknown script) for a code the runtime cannot place.
 */
export function scriptOf(code: string): string {
  return new Intl.Locale(code).maximize().script ?? 'Zzzz';
}

/**
 * What a locale's image shows: the script it is drawn in, and the texts, from which message file.
 * A right-to-left locale gets the brand image in Latin letters, English's site name alone:
 * `next/og` draws with satori, which lays text out left to right only, right-to-left and
 * bidirectional text included (vercel/satori#74, open; #420 shows Arabic drawn reversed), so its
 * own words would come out backwards. The name is the brand, written in Latin letters in every
 * language; an English tagline would speak to its readers in a language they did not choose.
 */
export function shareImageScript(locale: ShareImageLocale): {
  script: string;
  texts: { from: string; keys: readonly (typeof shareImageTextKeys)[number][] };
} {
  if (locale.dir === 'rtl') return { script: 'Latn', texts: { from: defaultLocale, keys: ['name'] } };
  return { script: scriptOf(locale.code), texts: { from: locale.code, keys: shareImageTextKeys } };
}

const scriptName = (script: string) => new Intl.DisplayNames('en', { type: 'script' }).of(script) ?? script;

/**
 * Why a locale's image has no font, as the build says it, or undefined when its font is committed:
 * a script that has no committed font, or no font package named above.
 */
export function missingShareImageFont(locale: ShareImageLocale, root: string): string | undefined {
  const { script } = shareImageScript(locale);
  const named = `The ${locale.code} share image is drawn in the ${script} script (${scriptName(script)}),`;
  if (!(script in ogFonts)) {
    return (
      `${named} and lib/og/fonts.ts names no font for it: add a row for ${script} to ogFonts there ` +
      '(the Noto Sans package on npm that draws it) and its common characters to scripts/ogFonts.ts, ' +
      'then run `npm run og-fonts` and commit the font it cuts (docs/design.md#share-images).'
    );
  }
  const file = `${OG_FONT_DIR}/${ogFonts[script as OgScript].file}`;
  if (existsSync(path.join(root, file))) return undefined;
  return (
    `${named} and ${file} does not exist: run \`npm run og-fonts\` to cut it, and commit it ` +
    '(docs/design.md#share-images).'
  );
}

/**
 * The build's first check of the share images (scripts/build.ts), for both build modes: every
 * served locale's script has a committed font, else what to do for each one that has none.
 */
export function shareImageFontProblems(locales: readonly ShareImageLocale[], root: string): string[] {
  return locales.flatMap((locale) => missingShareImageFont(locale, root) ?? []);
}

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
export function readShareImageFont(locale: Locale): Promise<Buffer> {
  const root = process.cwd();
  // The builds check this before next build starts (scripts/build.ts); `npm run dev` meets it here.
  const missing = missingShareImageFont(localeInfo(locale), root);
  if (missing) throw new Error(missing);
  return readFile(path.join(root, OG_FONT_DIR, ogFonts[shareImageScript(localeInfo(locale)).script as OgScript].file));
}

/**
 * The glyph check of a locale's share image: throws, naming the characters and what to do, when
 * its font cannot draw its words (the image would show an empty box in their place).
 */
export function checkShareImageFont(locale: Locale, words: string, font: Uint8Array): void {
  const missing = missingCharacters(words, fontCharacters(font));
  if (!missing.length) return;
  const { script, texts } = shareImageScript(localeInfo(locale));
  throw new Error(
    `The ${locale} share image cannot draw ${missing.map(describeCharacter).join(', ')}: ` +
      `${OG_FONT_DIR}/${ogFonts[script as OgScript].file} has none, and ` +
      `${texts.keys.map((key) => `Site.${key}`).join(' or ')} in messages/${texts.from}.json uses them. ` +
      'Run `npm run og-fonts` to add them to the font (docs/editors.md#share-images), or change the words.',
  );
}
