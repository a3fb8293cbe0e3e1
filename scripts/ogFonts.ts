/**
 * `npm run og-fonts [-- --from DIR]`: cuts the fonts of the preview images (lib/og/fonts.ts) from
 * the Noto Sans packages on npm, down to the characters each script commonly writes and every
 * character the images' texts use now (docs/editors.md#preview-images). `--from DIR` takes the
 * source fonts from a folder instead of downloading them (the files named in lib/og/fonts.ts).
 *
 * The common characters: Latin with its accents and punctuation for every font; for Chinese, the
 * 3,755 hanzi of GB 2312's first level; for Japanese, kana and the 2,965 kanji of JIS X 0208's
 * first level; for Korean, the 2,350 hangul syllables of KS X 1001. Each set comes from the
 * standard's own encoding, decoded by the runtime, so no list is typed out here.
 */
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import subsetFont from 'subset-font';
import { everyLocale } from '../lib/i18n/locales';
import {
  describeCharacter,
  fontCharacters,
  missingCharacters,
  OG_FONT_DIR,
  OG_FONT_PACKAGE_VERSION,
  ogFontOf,
  ogFonts,
  previewTextKeys,
  type OgFontName,
} from '../lib/og/fonts';
import { runScript } from './lib/entry';
import { root } from './lib/paths';
import { run } from './lib/processes';

const range = (from: number, to: number) =>
  String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i));

/** The characters of a double-byte encoding's rows `firstRow` to `lastRow`, as the runtime decodes them. */
function encodingRows(encoding: string, firstRow: number, lastRow: number): string {
  const decoder = new TextDecoder(encoding, { fatal: true });
  let text = '';
  for (let row = firstRow; row <= lastRow; row++) {
    for (let cell = 0xa1; cell <= 0xfe; cell++) {
      try {
        text += decoder.decode(new Uint8Array([row, cell]));
      } catch {
        // A code the standard leaves empty.
      }
    }
  }
  return text;
}

const latin = range(0x20, 0x7e) + range(0xa0, 0x17f) + range(0x2010, 0x2027) + range(0x2030, 0x203a) + '€';
const eastAsianPunctuation = range(0x3000, 0x303f) + range(0xff01, 0xff5e);

/** What each font keeps besides the images' current texts. */
const commonCharacters: Record<OgFontName, () => string> = {
  latin: () => latin,
  // GB 2312: rows 0xA1–0xA9 are its symbols, 0xB0–0xD7 the first level of hanzi.
  sc: () => latin + eastAsianPunctuation + encodingRows('gbk', 0xa1, 0xa9) + encodingRows('gbk', 0xb0, 0xd7),
  // JIS X 0208 in EUC-JP: rows 0xA1–0xA8 are symbols and kana, 0xB0–0xCF the first level of kanji.
  jp: () => latin + eastAsianPunctuation + encodingRows('euc-jp', 0xa1, 0xa8) + encodingRows('euc-jp', 0xb0, 0xcf),
  // KS X 1001 in EUC-KR: rows 0xA1–0xAC are symbols and jamo, 0xB0–0xC8 the hangul syllables.
  kr: () => latin + eastAsianPunctuation + encodingRows('euc-kr', 0xa1, 0xac) + encodingRows('euc-kr', 0xb0, 0xc8),
};

/** The words of every language's image that a font draws, whether or not the build serves the language. */
function imageTexts(font: OgFontName): string {
  return everyLocale
    .filter((l) => ogFontOf[l.code] === font)
    .map((l) => {
      const site = JSON.parse(readFileSync(path.join(root, 'messages', `${l.code}.json`), 'utf8')).Site;
      return previewTextKeys.map((key) => site[key]).join('');
    })
    .join('');
}

/** The source font files, from `--from DIR` or from the packages on npm, unpacked into a temporary folder. */
function sourceFonts(from: string | undefined): { dir: string; license?: string; cleanUp: () => void } {
  if (from) return { dir: path.resolve(from), cleanUp: () => {} };
  const dir = mkdtempSync(path.join(tmpdir(), 'og-fonts-'));
  for (const name of new Set(Object.values(ogFonts).map((f) => f.package))) {
    const font = Object.values(ogFonts).find((f) => f.package === name)!;
    console.log(`Downloading ${name}@${OG_FONT_PACKAGE_VERSION}…`);
    run('npm', ['pack', `${name}@${OG_FONT_PACKAGE_VERSION}`, '--pack-destination', dir, '--silent'], { quiet: true });
    const packed = path.join(dir, `${name.slice(1).replace('/', '-')}-${OG_FONT_PACKAGE_VERSION}.tgz`);
    run('tar', ['-xzf', packed, '-C', dir, '--strip-components=2', `package/700Bold/${font.source}`]);
    run('tar', ['-xzf', packed, '-C', dir, '--strip-components=1', 'package/LICENSE_FONT']);
    rmSync(packed);
  }
  return { dir, license: path.join(dir, 'LICENSE_FONT'), cleanUp: () => rmSync(dir, { recursive: true, force: true }) };
}

function parseArguments(args: string[]): { from?: string } {
  if (args.length === 0) return {};
  if (args[0] === '--from' && args[1] && args.length === 2) return { from: args[1] };
  throw new Error('Usage: npm run og-fonts [-- --from DIR]  (DIR holds the source fonts named in lib/og/fonts.ts)');
}

async function main() {
  const { from } = parseArguments(process.argv.slice(2));
  const sources = sourceFonts(from);
  try {
    // Every font is cut before any is written: a refusal leaves the committed ones as they were.
    const cut: { target: string; font: Uint8Array }[] = [];
    for (const [name, font] of Object.entries(ogFonts) as [OgFontName, (typeof ogFonts)[OgFontName]][]) {
      const source = path.join(sources.dir, font.source);
      if (!existsSync(source))
        throw new Error(`${source} does not exist: the source fonts are named in lib/og/fonts.ts`);
      const texts = imageTexts(name);
      const subset = await subsetFont(readFileSync(source), commonCharacters[name]() + texts, { targetFormat: 'woff' });
      const missing = missingCharacters(texts, fontCharacters(subset));
      if (missing.length) {
        throw new Error(
          `${font.source} has no ${missing.map(describeCharacter).join(', ')}, which the preview images' texts use: ` +
            'change the words (Site.name, Site.tagline).',
        );
      }
      cut.push({ target: path.join(root, OG_FONT_DIR, font.file), font: subset });
    }
    for (const { target, font } of cut) {
      writeFileSync(target, font);
      const size = (font.byteLength / 1024).toFixed(0);
      console.log(`${path.relative(root, target)}: ${fontCharacters(font).size} characters, ${size} KiB`);
    }
    if (sources.license) copyFileSync(sources.license, path.join(root, OG_FONT_DIR, 'LICENSE.txt'));
  } finally {
    sources.cleanUp();
  }
}

runScript(import.meta.url, main);
