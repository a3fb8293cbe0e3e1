import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '@/scripts/i18n';
import { englishHash, localeStatus, type Messages } from '@/scripts/i18n/catalog';
import { projectDirs, sameAsEnglishOf, translationOf, englishOf, type Dirs } from '@/scripts/i18n/records';
import { inEnglish } from '@/scripts/i18n/problems';
import { typographyProblems as problemsOf } from '@/scripts/i18n/typography';
import { editorDirs } from '@/editor/uiTexts';

const nbsp = '\u00a0';
const narrow = '\u202f';
/** The problems as `npm run i18n` prints them. */
const typographyProblems = (text: string, code: string) => problemsOf(text, code).map(inEnglish);
const advice =
  /^In French, put a no-break space before ":", ";", "!", "\?" and "»", and after "«", not an ordinary space/;

describe('typographyProblems', () => {
  it('names each ordinary space before : ; ! ? » and after « in French, where it is', () => {
    for (const text of ['Note : lisez.', 'Oui ; non.', 'Enfin !', 'Oublié ?', '« Page', 'Page »']) {
      expect(typographyProblems(text, 'fr'), text).toEqual([expect.stringMatching(advice)]);
    }
    expect(typographyProblems('À partir du {date} : <link>ce qui change</link>.', 'fr')[0]).toMatch(
      /: "À partir du \{date\} :…"$/,
    );
    expect(typographyProblems('la page « Page introuvable » s’affiche', 'fr')[0]).toMatch(
      /: "…« Page introuvable »…", "…e « Page introuvable »…"$/,
    );
  });

  it('accepts the no-break space and the narrow one, and no space where French writes none', () => {
    for (const space of [nbsp, narrow]) {
      expect(
        typographyProblems(`Note${space}: «${space}lisez${space}»${space}; oui${space}! non${space}?`, 'fr'),
      ).toEqual([]);
    }
    expect(typographyProblems('https://example.com/?a=1; 12:30', 'fr')).toEqual([]);
    expect(typographyProblems('{n, number, ::percent}', 'fr')).toEqual([]);
  });

  it('gives the places as data, for the editor to quote in its reader’s language', () => {
    expect(problemsOf('Note : « lisez »', 'fr')).toEqual([
      { kind: 'spacing', code: 'fr', places: ['Note :…', '…« lisez »', 'Note : « lisez »'] },
    ]);
  });

  it('asks nothing of other languages', () => {
    expect(typographyProblems('Note : a « quote » ; yes ! no ?', 'de')).toEqual([]);
    expect(typographyProblems('Note : a « quote »', 'en')).toEqual([]);
  });
});

describe('npm run i18n, on French spacing', () => {
  it('names the French key with an ordinary space, and no other language’s', () => {
    const english: Messages = new Map([['Faq.title', 'Questions: answers']]);
    const reviewed = { 'Faq.title': englishHash('Questions: answers') };
    const fr = localeStatus(
      english,
      { code: 'fr', messages: new Map([['Faq.title', 'Questions : réponses']]), reviewed },
      {},
    );
    expect(fr.icu.get('Faq.title')?.map(inEnglish)).toEqual([expect.stringMatching(advice)]);
    const de = localeStatus(
      english,
      { code: 'de', messages: new Map([['Faq.title', 'Fragen : Antworten']]), reviewed },
      {},
    );
    expect(de.icu.size).toBe(0);
  });

  it('fails on a copy of the texts where one French text lost its no-break space', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'typography-'));
    const dirs: Dirs = {
      messages: path.join(root, 'messages'),
      records: path.join(root, 'i18n'),
      translations: path.join(root, 'translations'),
    };
    try {
      cpSync('messages', dirs.messages, { recursive: true });
      cpSync('i18n', dirs.records, { recursive: true });
      const file = path.join(dirs.messages, 'fr.json');
      const fr = JSON.parse(readFileSync(file, 'utf8'));
      expect(fr.Account.signIn.forgot).toBe(`Mot de passe oublié${nbsp}?`);
      fr.Account.signIn.forgot = 'Mot de passe oublié ?';
      writeFileSync(file, JSON.stringify(fr, null, 2) + '\n');
      const output: string[] = [];
      const say = (line: string) => output.push(line);
      expect(run([], dirs, { log: say, error: say })).toBe(1);
      expect(output).toContain('fr  1 problem');
      expect(output.join('\n')).toMatch(/^ {4}Account\.signIn\.forgot: In French, put a no-break space/m);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('finds nothing to correct in the site’s French texts nor in the editor’s', () => {
    for (const dirs of [projectDirs, editorDirs]) {
      const status = localeStatus(englishOf(dirs, 'fr'), translationOf(dirs, 'fr'), sameAsEnglishOf(dirs));
      expect(Object.fromEntries(status.icu), dirs.messages).toEqual({});
    }
  });
});
