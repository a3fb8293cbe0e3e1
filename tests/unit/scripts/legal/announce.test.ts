import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { englishHash } from '@/scripts/i18n/catalog';
import { announcedTexts, announceVersion, lackingTextProblems, moveEffectiveDay } from '@/scripts/legal/announce';
import { projectRoot } from '../../../support/projectFiles';

// A copy of the texts, the records and the legal data, announced in and changed as an editor would.
const root = mkdtempSync(path.join(tmpdir(), 'legal-announce-'));
for (const folder of ['messages', 'i18n', 'legal'])
  cpSync(path.join(projectRoot, folder), path.join(root, folder), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

const today = new Date().toISOString().slice(0, 10);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const file = (...parts: string[]) => path.join(root, ...parts);
const readJson = (...parts: string[]) => JSON.parse(readFileSync(file(...parts), 'utf8'));
const writeJson = (value: unknown, ...parts: string[]) =>
  writeFileSync(file(...parts), `${JSON.stringify(value, null, 2)}\n`);
const translations = ['zh', 'pt', 'de', 'fr', 'es', 'ja', 'ko'];

describe('an announced version’s text in every language', () => {
  it('is lacking where what it changed, or what it changes, is not translated against today’s English', async () => {
    expect(announcedTexts(root, today)).toEqual([]);
    const { version, changesKey } = await announceVersion({
      root,
      text: 'terms',
      effective: day(40),
      changes: 'Mediation comes first.',
      today,
    });
    // What changes is in English only: every translation lacks it.
    expect(announcedTexts(root, today)).toEqual([
      { text: 'terms', version: version.version, effective: day(40), changesKey, lacking: translations },
    ]);
    const en = readJson('messages', 'en.json');
    en.Terms.sections.law.body += ' Mediation comes first.';
    writeJson(en, 'messages', 'en.json');
    // German: what changes, and the changed section, translated against today's English.
    const de = readJson('messages', 'de.json');
    const key = changesKey.split('.').at(-1)!;
    de.LegalChanges = { terms: { [key]: 'Zuerst kommt die Schlichtung.' } };
    de.Terms.sections.law.body += ' Zuerst kommt die Schlichtung.';
    writeJson(de, 'messages', 'de.json');
    expect(announcedTexts(root, today)[0].lacking).toContain('de');
    mkdirSync(file('i18n', 'translated'), { recursive: true });
    writeJson(
      {
        [changesKey]: englishHash('Mediation comes first.'),
        'Terms.sections.law.body': englishHash(en.Terms.sections.law.body),
      },
      'i18n',
      'translated',
      'de.json',
    );
    expect(announcedTexts(root, today)[0].lacking).toEqual(translations.filter((code) => code !== 'de'));
    // Deploy refuses for the languages it serves.
    const unpublished = { published: false };
    expect(lackingTextProblems(root, today, ['en', 'de'], unpublished)).toEqual([]);
    expect(lackingTextProblems(root, today, ['en', 'de', 'fr'], unpublished)).toEqual([
      expect.stringContaining(`terms ${version.version}, announced for ${day(40)}, lacks its text in fr`),
    ]);
    // Once published, deploy only says it: a redeploy during the notice is never refused.
    expect(lackingTextProblems(root, today, ['en', 'de', 'fr'], { published: true })).toEqual([]);
    writeJson({ terms: { [version.version]: today } }, 'legal', 'published.json');
    expect(lackingTextProblems(root, today, ['en', 'de', 'fr'], unpublished)).toEqual([]);
    expect(lackingTextProblems(root, today, ['en', 'de', 'fr'], { published: true })).toEqual([
      expect.stringContaining('lacks its text in fr'),
    ]);
    writeJson({}, 'legal', 'published.json');
  });

  it('keeps its day movable until deployed, never to less than 30 days ahead', async () => {
    await expect(moveEffectiveDay(root, 'terms', day(10), today)).rejects.toThrow('less than 30 days');
    await moveEffectiveDay(root, 'terms', day(45), today);
    expect(readJson('legal', 'versions.json').terms.at(-1).effective).toBe(day(45));
    const version = readJson('legal', 'versions.json').terms.at(-1).version;
    writeJson({ terms: { [version]: today } }, 'legal', 'published.json');
    await expect(moveEffectiveDay(root, 'terms', day(50), today)).rejects.toThrow('is deployed already');
  });
});
