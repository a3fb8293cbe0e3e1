/**
 * `npm run og-fonts`, which an editor runs when a tagline uses a character the share images'
 * fonts lack (docs/editors.md#share-images): in a fresh copy, offline, from source fonts in a
 * folder. A file of its own, so that it runs beside the longer probe files.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { OG_FONT_DIR, ogFonts } from '../../lib/og/fonts';
import { messagesOf } from '../support/messageFiles';
import { type Probe, freshCopy, runToEnd } from './support';

const ja = messagesOf('ja') as { Site: { tagline: string } };

export const shareImageFontProbes: Record<string, Probe> = {
  async 'og-fonts'() {
    // Offline, from the fonts in the repository as the sources (a fresh copy's own).
    const dir = freshCopy();
    const offline = { PATH: process.env.PATH, HOME: process.env.HOME };
    const sources = path.join(dir, 'font-sources');
    mkdirSync(sources);
    for (const font of Object.values(ogFonts)) {
      const committed = path.join(dir, OG_FONT_DIR, font.file);
      if (existsSync(committed)) copyFileSync(committed, path.join(sources, font.source));
    }
    const cut = await runToEnd('og-fonts', ['--from', sources], { cwd: dir, env: offline });
    expect(cut.code, cut.output).toBe(0);
    expect(cut.output).toMatch(/assets\/og-fonts\/jp\.woff: \d{4} characters, \d+ KiB/);
    // Words the source font cannot draw are refused, and the committed font is left as it was.
    const file = path.join(dir, 'messages/ja.json');
    const before = readFileSync(path.join(dir, OG_FONT_DIR, 'jp.woff'));
    writeFileSync(file, readFileSync(file, 'utf8').replace(JSON.stringify(ja.Site.tagline), JSON.stringify('𝄞の一歩')));
    const refused = await runToEnd('og-fonts', ['--from', sources], { cwd: dir, env: offline });
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toContain('NotoSansJP_700Bold.ttf has no “𝄞” (U+1D11E)');
    expect(readFileSync(path.join(dir, OG_FONT_DIR, 'jp.woff')).equals(before)).toBe(true);
  },
};
