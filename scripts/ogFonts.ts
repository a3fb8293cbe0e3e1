/**
 * `npm run og-fonts [-- --from DIR]`: cuts the fonts of the share images (lib/og/fonts.ts) from
 * the Noto Sans packages on npm, down to the characters each script commonly writes and every
 * character the images' texts use now (docs/editors.md#share-images). It cuts one font for each
 * script that a language of the locale table is drawn in (its code says which), so a locale in a
 * script without a committed font gets one here; a script that lib/og/fonts.ts names no package
 * for is refused, saying so. `--from DIR` takes the source fonts from a folder instead of
 * downloading them (the files named in lib/og/fonts.ts).
 *
 * The common characters: Latin with its accents and punctuation for every font; for Chinese, the
 * 3,755 hanzi of GB 2312's first level; for Japanese, kana and the 2,965 kanji of JIS X 0208's
 * first level; for Korean, the 2,350 hangul syllables of KS X 1001. Each set comes from the
 * standard's own encoding, decoded by the runtime, so no list is typed out here. Cyrillic and Greek
 * keep their Unicode blocks.
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
  ogFonts,
  shareImageScript,
  type OgScript,
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
const commonCharacters: Record<OgScript, () => string> = {
  Latn: () => latin,
  // GB 2312: rows 0xA1–0xA9 are its symbols, 0xB0–0xD7 the first level of hanzi.
  Hans: () => latin + eastAsianPunctuation + encodingRows('gbk', 0xa1, 0xa9) + encodingRows('gbk', 0xb0, 0xd7),
  // JIS X 0208 in EUC-JP: rows 0xA1–0xA8 are symbols and kana, 0xB0–0xCF the first level of kanji.
  Jpan: () => latin + eastAsianPunctuation + encodingRows('euc-jp', 0xa1, 0xa8) + encodingRows('euc-jp', 0xb0, 0xcf),
  // KS X 1001 in EUC-KR: rows 0xA1–0xAC are symbols and jamo, 0xB0–0xC8 the hangul syllables.
  Kore: () => latin + eastAsianPunctuation + encodingRows('euc-kr', 0xa1, 0xac) + encodingRows('euc-kr', 0xb0, 0xc8),
  Cyrl: () => latin + range(0x400, 0x4ff),
  Grek: () => latin + range(0x370, 0x3ff),
};

const siteTexts = (code: string) =>
  JSON.parse(readFileSync(path.join(root, 'messages', `${code}.json`), 'utf8')).Site as Record<string, string>;

/**
 * The words of every language's image, by the script they are drawn in, whether or not the build
 * serves the language. A script that no row of lib/og/fonts.ts draws stops here, naming it.
 */
function imageTexts(): Map<OgScript, string> {
  const texts = new Map<OgScript, string>();
  for (const locale of everyLocale) {
    const { script, texts: words } = shareImageScript(locale);
    if (!(script in ogFonts)) {
      throw new Error(
        `${locale.code}'s share image is drawn in the ${script} script, for which lib/og/fonts.ts names no font: ` +
          `add a row for ${script} to ogFonts there (a Noto Sans package on npm that draws it) and its common ` +
          'characters to commonCharacters in scripts/ogFonts.ts, then run `npm run og-fonts` again.',
      );
    }
    const site = siteTexts(words.from);
    const key = script as OgScript;
    texts.set(key, (texts.get(key) ?? '') + words.keys.map((k) => site[k]).join(''));
  }
  return texts;
}

/** The source font files, from `--from DIR` or from the packages on npm, unpacked into a temporary folder. */
function sourceFonts(
  scripts: OgScript[],
  from: string | undefined,
): { dir: string; license?: string; cleanUp: () => void } {
  if (from) return { dir: path.resolve(from), cleanUp: () => {} };
  const dir = mkdtempSync(path.join(tmpdir(), 'og-fonts-'));
  for (const spec of new Set(scripts.map((script) => ogFonts[script].package))) {
    const files = new Set(
      scripts.map((script) => ogFonts[script]).flatMap((f) => (f.package === spec ? f.source : [])),
    );
    console.log(`Downloading ${spec}…`);
    const [, name, version] = /^(@[^@]+)@(.+)$/.exec(spec)!;
    run('npm', ['pack', spec, '--pack-destination', dir, '--silent'], { quiet: true });
    const packed = path.join(dir, `${name.slice(1).replace('/', '-')}-${version}.tgz`);
    const members = [...files].map((file) => `package/700Bold/${file}`);
    run('tar', ['-xzf', packed, '-C', dir, '--strip-components=2', ...members]);
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
  const texts = imageTexts();
  const sources = sourceFonts([...texts.keys()], from);
  try {
    // Every font is cut before any is written: a refusal leaves the committed ones as they were.
    const cut: { target: string; font: Uint8Array }[] = [];
    for (const [script, words] of texts) {
      const font = ogFonts[script];
      const source = path.join(sources.dir, font.source);
      if (!existsSync(source))
        throw new Error(`${source} does not exist: the source fonts are named in lib/og/fonts.ts`);
      const subset = await subsetFont(readFileSync(source), commonCharacters[script]() + words, {
        targetFormat: 'woff',
      });
      const missing = missingCharacters(words, fontCharacters(subset));
      if (missing.length) {
        throw new Error(
          `${font.source} has no ${missing.map(describeCharacter).join(', ')}, which the share images' texts use: ` +
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
