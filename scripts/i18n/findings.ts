/**
 * What `npm run i18n` finds (./status.ts), text by text: what keeps each text of each language from
 * being current, and whether that stops a publish, for the editor's Check and Publish to show each
 * with its fix (editor/domain/check.ts, publish.ts).
 */
import { syntaxProblem } from './icu';
import type { TextProblem } from './problems';
import { englishOf, projectDirs, type Dirs } from './records';
import { judged, kinds, marketKeys, statusesOf, type Judgement } from './status';
import { editorDirs } from '../../editor/uiTexts';

/**
 * What keeps one text of one language from being current, and whether that stops a publish: the
 * report's findings, text by text, for the editor's Check and Publish to show each with its fix.
 */
export interface Finding {
  key: string;
  /** Its language: `en` for an English text that does not parse, or a market's section out of line. */
  code: string;
  kind: (typeof kinds)[number][0] | 'englishBroken' | 'marketLacking' | 'marketUndeclared';
  /** What is wrong with the text as written (`icu`, `englishBroken`). */
  problems?: TextProblem[];
  /** Whether it stops a publish; else it is behind, publishable. */
  blocks: boolean;
  /** One of the editor's own texts (`npm run i18n -- --editor`), not the site's. */
  editor?: true;
}

function findings(dirs: Dirs, judgement: Judgement): Finding[] {
  const english = englishOf(dirs);
  const own = dirs === editorDirs ? { editor: true as const } : {};
  const found: Finding[] = [];
  for (const [key, text] of english) {
    const broken = syntaxProblem(text);
    if (broken) found.push({ key, code: 'en', kind: 'englishBroken', problems: [broken], blocks: true, ...own });
  }
  // The markets' own sections belong to the site's texts alone.
  if (dirs !== editorDirs) {
    const { lacking, undeclared } = marketKeys(english);
    for (const key of lacking) found.push({ key, code: 'en', kind: 'marketLacking', blocks: true });
    for (const key of undeclared) found.push({ key, code: 'en', kind: 'marketUndeclared', blocks: true });
  }
  for (const s of statusesOf(dirs)) {
    const { problems, behind } = judged(s, judgement, dirs);
    for (const [part, blocks] of [
      [problems, true],
      [behind, false],
    ] as const) {
      for (const [kind] of kinds) {
        if (kind === 'icu')
          for (const [key, said] of part.icu) found.push({ key, code: s.code, kind, problems: said, blocks, ...own });
        else for (const key of part[kind]) found.push({ key, code: s.code, kind, blocks, ...own });
      }
    }
  }
  return found;
}

/** What {@link statusReport} finds, text by text: of the project's texts, the editor's own too. */
export function statusFindings(dirs: Dirs, judgement: Judgement = {}): Finding[] {
  return dirs === projectDirs
    ? [...findings(dirs, judgement), ...findings(editorDirs, judgement)]
    : findings(dirs, judgement);
}
