import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { ArgumentKind, TextProblem } from './problems';

/**
 * Checks that a translation can stand in for its English text: next-intl formats both with the
 * same values and rich-text tags, so a lost `{year}` or `<browse>` would show up broken on the
 * page, and a plural category the language lacks would never be chosen.
 * @see https://unicode-org.github.io/icu/userguide/format_parse/messages/
 * @see https://cldr.unicode.org/index/cldr-spec/plural-rules
 */

interface Shape {
  readonly args: Map<string, ArgumentKind>;
  readonly tags: Set<string>;
  /** The selectors of each plural or select argument, all occurrences together. */
  readonly selectors: Map<string, Set<string>>;
}

type SyntaxProblem = Extract<TextProblem, { kind: 'syntax' }>;

/** Why a message does not parse, or undefined when it does. */
export function syntaxProblem(message: string): SyntaxProblem | undefined {
  try {
    parse(message);
    return undefined;
  } catch (error) {
    // The parser throws its ErrorKind's name as the message.
    const { message: kind, location } = error as Error & { location?: { start: { offset: number } } };
    return { kind: 'syntax', error: kind, ...(location ? { at: location.start.offset + 1 } : {}) };
  }
}

function argumentKind(element: MessageFormatElement): ArgumentKind | undefined {
  switch (element.type) {
    case TYPE.argument:
    case TYPE.number:
    case TYPE.date:
    case TYPE.time:
      return 'value';
    case TYPE.select:
      return 'select';
    case TYPE.plural:
      return element.pluralType === 'ordinal' ? 'selectordinal' : 'plural';
    default:
      return undefined;
  }
}

function collect(elements: MessageFormatElement[], shape: Shape): Shape {
  for (const element of elements) {
    const kind = argumentKind(element);
    // An argument a select or plural chooses by may also be shown inside one of its options
    // (`{names, select, none {} other {… {names}}}`): it stays a select or plural.
    const known = kind && 'value' in element ? shape.args.get(element.value) : undefined;
    if (kind && 'value' in element && !(kind === 'value' && known && known !== 'value'))
      shape.args.set(element.value, kind);
    if (element.type === TYPE.tag) {
      shape.tags.add(element.value);
      collect(element.children, shape);
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const selectors = shape.selectors.get(element.value) ?? new Set<string>();
      shape.selectors.set(element.value, selectors);
      for (const [selector, option] of Object.entries(element.options)) {
        selectors.add(selector);
        collect(option.value, shape);
      }
    }
  }
  return shape;
}

const shapeOf = (message: string): Shape =>
  collect(parse(message), { args: new Map(), tags: new Set(), selectors: new Map() });

/**
 * What every translation of a text must keep, as it is written: its arguments (`{year}`) and its
 * tags (`<link>`); nothing for a text that does not parse.
 */
export function keptParts(message: string): string[] {
  if (syntaxProblem(message)) return [];
  const { args, tags } = shapeOf(message);
  return [...[...args.keys()].map((name) => `{${name}}`), ...[...tags].map((tag) => `<${tag}>`)];
}

const without = (a: Iterable<string>, b: { has(value: string): boolean }) => [...a].filter((v) => !b.has(v));

function compareArguments(english: Shape, translation: Shape): TextProblem[] {
  const problems: TextProblem[] = [];
  for (const [argument, kind] of english.args) {
    const here = translation.args.get(argument);
    if (!here) problems.push({ kind: 'argumentMissing', argument });
    else if (here !== kind) problems.push({ kind: 'argumentKind', argument, english: kind, here });
  }
  for (const argument of without(translation.args.keys(), english.args)) {
    problems.push({ kind: 'argumentNotInEnglish', argument });
  }
  return problems;
}

function compareTags(english: Shape, translation: Shape): TextProblem[] {
  return [
    ...without(english.tags, translation.tags).map((tag) => ({ kind: 'tagMissing' as const, tag })),
    ...without(translation.tags, english.tags).map((tag) => ({ kind: 'tagNotInEnglish' as const, tag })),
  ];
}

/**
 * A translation uses its own language's plural categories: it may drop those its language lacks
 * (Japanese needs only `other`), must keep those English uses that its language has, and must not
 * use others. Exact selectors such as `=0` are allowed in any language.
 */
function comparePlural(
  argument: string,
  type: Intl.PluralRuleType,
  ours: Set<string>,
  theirs: Set<string>,
  code: string,
): TextProblem[] {
  const categories = new Intl.PluralRules(code, { type }).resolvedOptions().pluralCategories as string[];
  const isCategory = (selector: string) => !selector.startsWith('=');
  const selectors = [...theirs].filter((s) => isCategory(s) && !categories.includes(s));
  const dropped = [...ours].filter((s) => isCategory(s) && categories.includes(s) && !theirs.has(s));
  const problems: TextProblem[] = [];
  if (selectors.length) problems.push({ kind: 'pluralForeign', argument, selectors, categories, code });
  if (dropped.length) problems.push({ kind: 'pluralMissing', argument, categories: dropped, code });
  return problems;
}

/** Select values are the program's own (such as a unit or a gender), the same in every language. */
function compareSelect(argument: string, ours: Set<string>, theirs: Set<string>): TextProblem[] {
  const missing = without(ours, theirs);
  const extra = without(theirs, ours);
  const problems: TextProblem[] = [];
  if (missing.length) problems.push({ kind: 'selectMissing', argument, options: missing });
  if (extra.length) problems.push({ kind: 'selectNotInEnglish', argument, options: extra });
  return problems;
}

function compareSelectors(english: Shape, translation: Shape, code: string): TextProblem[] {
  return [...english.selectors].flatMap(([name, ours]) => {
    const kind = english.args.get(name);
    const theirs = translation.selectors.get(name);
    if (!theirs || translation.args.get(name) !== kind) return []; // already named by compareArguments
    if (kind === 'select') return compareSelect(name, ours, theirs);
    return comparePlural(name, kind === 'selectordinal' ? 'ordinal' : 'cardinal', ours, theirs, code);
  });
}

/**
 * What is wrong with `translation` as the `code` version of `english` (./problems.ts); empty when it
 * is fine. An English text that does not parse is reported as such, since nothing can match it.
 */
export function icuProblems(english: string, translation: string, code: string): TextProblem[] {
  const englishError = syntaxProblem(english);
  if (englishError) return [{ ...englishError, english: true }];
  const error = syntaxProblem(translation);
  if (error) return [error];
  const ours = shapeOf(english);
  const theirs = shapeOf(translation);
  return [...compareArguments(ours, theirs), ...compareTags(ours, theirs), ...compareSelectors(ours, theirs, code)];
}
