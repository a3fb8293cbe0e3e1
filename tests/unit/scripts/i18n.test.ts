import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishHash } from '@/scripts/i18n/catalog';
import { fromXliff, toXliff } from '@/scripts/i18n/xliff';
import { run } from '@/scripts/i18n';
import type { Dirs } from '@/scripts/i18n/records';

// Every test runs the command on a temporary copy of messages/ and i18n/, never on the real files.
let dirs: Dirs;
let output: string[];
const out = { log: (line: string) => output.push(line), error: (line: string) => output.push(line) };
const i18n = (...args: string[]) => run(args, dirs, out);

/** A file of the copy, by its path in the project: `messages/de.json`, `i18n/reviewed/de.json`. */
const file = (name: string) => path.join(path.dirname(dirs.messages), name);
const read = (name: string) => readFileSync(file(name), 'utf8');
const readJson = (name: string) => JSON.parse(read(name));
const writeJson = (name: string, value: unknown) => writeFileSync(file(name), JSON.stringify(value, null, 2) + '\n');
const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;

/** Changes English texts in the copy, as an editor would. */
function editEnglish(change: (en: Record<string, Record<string, unknown>>) => void) {
  const en = readJson('messages/en.json');
  change(en);
  writeJson('messages/en.json', en);
}

beforeEach(() => {
  const root = mkdtempSync(path.join(tmpdir(), 'i18n-'));
  dirs = {
    messages: path.join(root, 'messages'),
    records: path.join(root, 'i18n'),
    translations: path.join(root, 'translations'),
  };
  cpSync('messages', dirs.messages, { recursive: true });
  cpSync('i18n', dirs.records, { recursive: true });
  output = [];
});
afterEach(() => rmSync(path.dirname(dirs.messages), { recursive: true, force: true }));

describe('npm run i18n', () => {
  it('passes on the messages as they are', () => {
    expect(i18n()).toBe(0);
    expect(output).toContain('de  ok');
  });

  it('--strict fails naming the stale key in every locale, with the commands that fix it said once', () => {
    editEnglish((en) => ((en.Faq.items as Record<string, Record<string, string>>).cost.answer = 'Free, always.'));
    expect(i18n('--strict')).toBe(1);
    const report = output.join('\n');
    expect(report.match(/^ {4}Faq\.items\.cost\.answer$/gm)).toHaveLength(7);
    expect(report.match(/--export/g)).toHaveLength(1);
    expect(report).toContain('npm run i18n -- --export all writes a file for each of zh, pt, de, fr, es, ja, ko');
    expect(report.match(/--reviewed/g)).toHaveLength(2);
    expect(report).toContain('such as npm run i18n -- --reviewed zh Faq.items.cost.answer');
  });

  it('lets a text other than a legal one be behind: publishable, and a failure only with --strict', () => {
    editEnglish((en) => ((en.Faq.items as Record<string, Record<string, string>>).cost.answer = 'Free, always.'));
    expect(i18n()).toBe(0);
    const report = output.join('\n');
    expect(report).toMatch(/^de {2}1 text behind, publishable .*\n.*stale.*\n {4}Faq\.items\.cost\.answer$/m);
    expect(report).toContain('Nothing stops a publish: 7 texts are behind in some language');
    // A legal text behind in a language blocks, as before.
    output = [];
    editEnglish((en) => {
      const law = (en.Terms as { sections: Record<string, Record<string, string>> }).sections.law;
      law.body = `${law.body} More.`;
    });
    expect(i18n()).toBe(1);
    expect(output.join('\n')).toMatch(/^de {2}1 problem\n.*stale.*\n {4}Terms\.sections\.law\.body$/m);
  });

  it('lets a text new in English be missing elsewhere: publishable, unless strict or legal', () => {
    editEnglish((en) => {
      (en.Faq.items as Record<string, Record<string, string>>)['app-stores'] = {
        question: 'Is there an app?',
        answer: 'Not yet.',
      };
    });
    expect(i18n()).toBe(0);
    const fr = output
      .join('\n')
      .split(/^fr {2}/m)[1]
      .split(/^es {2}/m)[0];
    expect(fr).toMatch(
      /^2 texts behind, publishable .*\n {2}missing.*\n {4}Faq\.items\.app-stores\.question\n {4}Faq\.items\.app-stores\.answer$/m,
    );
    output = [];
    expect(i18n('--strict')).toBe(1);
    expect(output.join('\n')).toMatch(/^fr {2}2 problems\n {2}missing/m);
    // A legal text missing in a language blocks, strict or not.
    output = [];
    editEnglish((en) => {
      (en.Terms as { sections: Record<string, Record<string, string>> }).sections.refunds = {
        title: 'Refunds',
        body: 'None are due.',
      };
    });
    expect(i18n()).toBe(1);
    expect(output.join('\n')).toMatch(/^fr {2}2 problems\n {2}missing.*\n {4}Terms\.sections\.refunds\.title$/m);
  });

  it('counts a translation saved in the editor against today’s English as translated, not stale', () => {
    editEnglish((en) => ((en.Faq.items as Record<string, Record<string, string>>).cost.answer = 'Free, always.'));
    mkdirSync(file('i18n/translated'), { recursive: true });
    writeJson('i18n/translated/fr.json', { 'Faq.items.cost.answer': englishHash('Free, always.') });
    expect(i18n('--strict')).toBe(1);
    const fr = output
      .join('\n')
      .split(/^fr {2}/m)[1]
      .split(/^es {2}/m)[0];
    expect(fr).toMatch(/translated against today’s English, not reviewed yet \(1\):\n {4}Faq\.items\.cost\.answer/);
    expect(fr).not.toMatch(/stale/);
  });

  it('names the one language and its own commands when only it needs work', () => {
    const de = readJson('messages/de.json');
    de.Site.copyright = '© SlimStart';
    writeJson('messages/de.json', de);
    expect(i18n()).toBe(1);
    expect(output.join('\n')).toMatch(
      /npm run i18n -- --export de, have \S*de\.xlf translated, then npm run i18n -- --import \S*de\.xlf/,
    );
  });

  it('names a translation whose placeholder was lost', () => {
    const de = readJson('messages/de.json');
    de.Site.copyright = '© SlimStart';
    writeJson('messages/de.json', de);
    expect(i18n()).toBe(1);
    expect(output).toContain('    Site.copyright: argument {year} is missing');
  });
});

describe('--reviewed', () => {
  beforeEach(() =>
    editEnglish((en) => {
      (en.Site as Record<string, string>).tagline = 'A calm start';
      (en.Home as Record<string, string>).title = 'SlimStart: start steadily';
    }),
  );

  it('marks the given keys of one locale reviewed against today’s English', () => {
    expect(i18n('--reviewed', 'de', 'Site.tagline')).toBe(0);
    i18n('--strict');
    expect(output.join('\n')).toMatch(/de {2}1 problem\n.*\n {4}Home\.title\n/);
    expect(output).toContain('fr  2 problems');
  });

  it('marks every key of a locale when no key is given', () => {
    expect(i18n('--reviewed', 'de')).toBe(0);
    i18n();
    expect(output).toContain('de  ok');
  });

  it('refuses a missing key or one with ICU problems, and writes nothing', () => {
    const de = readJson('messages/de.json');
    delete de.Home.title;
    de.Site.tagline = 'Ein {ruhiger} Start';
    writeJson('messages/de.json', de);
    const record = read('i18n/reviewed/de.json');
    expect(i18n('--reviewed', 'de', 'Home.title', 'Site.tagline')).toBe(1);
    expect(output).toContain('  Home.title: not translated into de yet');
    expect(output).toContain('  Site.tagline: argument {ruhiger} is not in English');
    expect(read('i18n/reviewed/de.json')).toBe(record);
  });
});

describe('--export and --import', () => {
  beforeEach(() =>
    editEnglish((en) => {
      (en.Site as Record<string, string>).copyright = '© {year} SlimStart. All rights reserved worldwide.';
      (en.Nav as Record<string, string>).help = 'Help';
    }),
  );

  it('--export all writes a file for every language that needs one, and says how to import them once', () => {
    expect(i18n('--export', 'all')).toBe(0);
    for (const code of ['zh', 'pt', 'de', 'fr', 'es', 'ja', 'ko']) {
      const units = fromXliff(readFileSync(path.join(dirs.translations, `${code}.xlf`), 'utf8')).units;
      expect(units.map(({ key }) => key)).toEqual(['Site.copyright', 'Nav.help']);
    }
    expect(output.filter((line) => line.includes('--import'))).toHaveLength(1);
    expect(i18n('--export', 'all', '--out', 'x.xlf')).toBe(2);
  });

  const exported = () => {
    expect(i18n('--export', 'de')).toBe(0);
    return readFileSync(path.join(dirs.translations, 'de.xlf'), 'utf8');
  };

  it('exports exactly the missing and stale keys, with English, current translation and page', () => {
    const xml = exported();
    expect(fromXliff(xml).units.map(({ key, source, target }) => ({ key, source, target }))).toEqual([
      {
        key: 'Site.copyright',
        source: '© {year} SlimStart. All rights reserved worldwide.',
        target: '© {year} SlimStart. Alle Rechte vorbehalten.',
      },
      { key: 'Nav.help', source: 'Help', target: '' },
    ]);
    expect(xml).toContain('<note category="location">every page (header, footer, banners, errors)</note>');
  });

  it('imports the translated file: only those keys change, in English order, and are marked reviewed', () => {
    const before = readJson('messages/de.json');
    const units = fromXliff(exported()).units;
    const translated = ['© {year} SlimStart. Alle Rechte weltweit vorbehalten.', 'Hilfe'];
    const back = path.join(dirs.translations, 'de-back.xlf');
    writeFileSync(
      back,
      toXliff(
        'de',
        units.map((unit, i) => ({ ...unit, target: translated[i], reason: '' })),
      ),
    );

    expect(i18n('--import', back)).toBe(0);
    before.Site.copyright = translated[0];
    before.Nav = { ...before.Nav, help: translated[1] };
    expect(read('messages/de.json')).toBe(JSON.stringify(before, null, 2) + '\n');
    output = [];
    i18n('--strict');
    expect(output).toContain('de  ok');
    expect(output).toContain('fr  2 problems');
  });

  it('refuses the whole file when one unit is bad, naming its line, and changes nothing', () => {
    const xml = exported().replace(
      '<target>© {year} SlimStart. Alle Rechte vorbehalten.</target>',
      '<target>© SlimStart. Alle Rechte weltweit vorbehalten.</target>',
    );
    const filledXml = xml.replace('<target></target>', '<target>Hilfe</target>');
    const back = path.join(dirs.translations, 'de-back.xlf');
    writeFileSync(back, filledXml);
    const [messages, record] = [read('messages/de.json'), read('i18n/reviewed/de.json')];

    expect(i18n('--import', back)).toBe(1);
    const line = lineOf(filledXml, '<unit id="Site.copyright">');
    expect(output).toContain(`  ${back}:${line}: Site.copyright: argument {year} is missing`);
    expect([read('messages/de.json'), read('i18n/reviewed/de.json')]).toEqual([messages, record]);
  });

  it('refuses a file for a language the site does not have, or naming a key English lacks', () => {
    const back = path.join(dirs.messages, '..', 'back.xlf');
    const unit = { key: 'Nav.help', source: 'Help', target: 'Aide', reason: '' };
    writeFileSync(back, toXliff('xx', [unit]));
    expect(i18n('--import', back)).toBe(1);
    expect(output.join('\n')).toContain('"xx" is not a translated locale of the site');

    writeFileSync(back, toXliff('fr', [{ ...unit, key: 'Nav.nothing' }]));
    const before = read('messages/fr.json');
    expect(i18n('--import', back)).toBe(1);
    expect(output.join('\n')).toMatch(/back\.xlf:4: Nav\.nothing: English has no such key/);
    expect(read('messages/fr.json')).toBe(before);
  });
});

describe('--prune', () => {
  it('removes keys English no longer has, from every locale and its records', () => {
    // The editor recorded a translation of it (i18n/translated/).
    mkdirSync(path.join(dirs.records, 'translated'), { recursive: true });
    writeJson('i18n/translated/ko.json', { 'Nav.account': 'abc', 'Nav.faq': 'def' });
    editEnglish((en) => delete (en.Nav as Record<string, string>).account);
    expect(i18n()).toBe(1);
    expect(output.join('\n')).toContain('extra, English no longer has them (1):\n    Nav.account');
    expect(i18n('--prune')).toBe(0);
    expect(readJson('messages/ko.json').Nav.account).toBeUndefined();
    expect(readJson('i18n/reviewed/ko.json')['Nav.account']).toBeUndefined();
    expect(readJson('i18n/translated/ko.json')).toEqual({ 'Nav.faq': 'def' });
    output = [];
    expect(i18n()).toBe(0);
  });
});

describe('a market’s own sections (lib/markets.ts)', () => {
  const ownKey = 'Markets.jp.foreign-transfer.body';
  const otherKey = 'Markets.eu.eu-authority.body';

  it('are asked of that market’s locales only, exported and imported for them alone', () => {
    editEnglish((en) => ((en.Markets.jp as Record<string, Record<string, string>>)['foreign-transfer'].body = 'New.'));
    expect(i18n()).toBe(1);
    const report = output.join('\n');
    // Stale in Japanese alone: no other locale has the section.
    expect(report.match(new RegExp(`^ {4}${ownKey.replace(/\./g, '\\.')}$`, 'gm'))).toHaveLength(1);
    expect(report).toMatch(/^de {2}ok$/m);

    expect(i18n('--export', 'ja')).toBe(0);
    const exported = fromXliff(read('translations/ja.xlf'));
    expect(exported.units.map((u) => u.key)).toEqual([ownKey]);
    expect(i18n('--export', 'de')).toBe(0);
    expect(output.at(-1)).toBe('de: nothing to translate.');

    writeFileSync(
      file('translations/ja.xlf'),
      toXliff('ja', [{ key: ownKey, source: 'New.', target: '新しい。', reason: '' }]),
    );
    expect(i18n('--import', file('translations/ja.xlf'))).toBe(0);
    expect(readJson('messages/ja.json').Markets.jp['foreign-transfer'].body).toBe('新しい。');
    expect(i18n()).toBe(0);
  });

  it('refuses another market’s section in a locale’s file, and prunes it', () => {
    mkdirSync(dirs.translations, { recursive: true });
    writeFileSync(
      file('translations/ja.xlf'),
      toXliff('ja', [{ key: otherKey, source: 'x', target: 'EU の監督機関', reason: '' }]),
    );
    expect(i18n('--import', file('translations/ja.xlf'))).toBe(1);
    expect(output.join('\n')).toContain(`${otherKey}: English has no such key`);

    const ja = readJson('messages/ja.json');
    ja.Markets.eu = { 'eu-authority': { title: 'x', body: 'y' } };
    writeJson('messages/ja.json', ja);
    expect(i18n()).toBe(1);
    expect(i18n('--prune')).toBe(0);
    expect(readJson('messages/ja.json').Markets.eu).toBeUndefined();
  });

  it('fails when English lacks a section a market’s law asks for', () => {
    editEnglish((en) => delete (en.Markets.kr as Record<string, unknown>)['domestic-agent']);
    expect(i18n()).toBe(1);
    expect(output).toContain("    Markets.kr.domestic-agent.title: missing, and the market's law asks for it");
  });
});

describe('--editor', () => {
  it('checks the editor’s own texts, a catalogue of their own, complete in every language', () => {
    const lines: string[] = [];
    const code = run(['--editor'], undefined, { log: (line) => lines.push(line), error: (line) => lines.push(line) });
    expect(lines.join('\n')).toMatch(
      /^\d+ English texts; translations checked against editor\/messages\/records\/reviewed\//,
    );
    expect(lines.join('\n')).toContain('All translations complete');
    expect(code).toBe(0);
  });
});
