import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * Checks that a translation can stand in for its English text: next-intl formats both with the
 * same values and rich-text tags, so a lost `{year}` or `<browse>` would show up broken on the
 * page, and a plural category the language lacks would never be chosen.
 * @see https://unicode-org.github.io/icu/userguide/format_parse/messages/
 * @see https://cldr.unicode.org/index/cldr-spec/plural-rules
 */

/** How an argument is used: the formatter needs a plural or a select where English has one. */
type ArgumentKind = 'value' | 'plural' | 'selectordinal' | 'select';

interface Shape {
  readonly args: Map<string, ArgumentKind>;
  readonly tags: Set<string>;
  /** The selectors of each plural or select argument, all occurrences together. */
  readonly selectors: Map<string, Set<string>>;
}

/** The parse error of a message, in words, or undefined when it parses. */
export function syntaxError(message: string): string | undefined {
  try {
    parse(message);
    return undefined;
  } catch (error) {
    const { message: kind, location } = error as Error & { location?: { start: { offset: number } } };
    const at = location ? ` at character ${location.start.offset + 1}` : '';
    return `does not parse (${kind.toLowerCase().replaceAll('_', ' ')}${at})`;
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
  if (syntaxError(message)) return [];
  const { args, tags } = shapeOf(message);
  return [...[...args.keys()].map((name) => `{${name}}`), ...[...tags].map((tag) => `<${tag}>`)];
}

const list = (values: Iterable<string>) => [...values].map((v) => `"${v}"`).join(', ');
/** `category "one"` or `categories "one", "few"`. */
const counted = (values: string[], one: string, many: string) => `${values.length > 1 ? many : one} ${list(values)}`;
const without = (a: Iterable<string>, b: { has(value: string): boolean }) => [...a].filter((v) => !b.has(v));

function compareArguments(english: Shape, translation: Shape): string[] {
  const problems: string[] = [];
  for (const [name, kind] of english.args) {
    const theirs = translation.args.get(name);
    if (!theirs) problems.push(`argument {${name}} is missing`);
    else if (theirs !== kind) problems.push(`argument {${name}} is a ${kind} in English but a ${theirs} here`);
  }
  for (const name of without(translation.args.keys(), english.args)) {
    problems.push(`argument {${name}} is not in English`);
  }
  return problems;
}

function compareTags(english: Shape, translation: Shape): string[] {
  return [
    ...without(english.tags, translation.tags).map((tag) => `tag <${tag}> is missing`),
    ...without(translation.tags, english.tags).map((tag) => `tag <${tag}> is not in English`),
  ];
}

/**
 * A translation uses its own language's plural categories: it may drop those its language lacks
 * (Japanese needs only `other`), must keep those English uses that its language has, and must not
 * use others. Exact selectors such as `=0` are allowed in any language.
 */
function comparePlural(name: string, type: Intl.PluralRuleType, ours: Set<string>, theirs: Set<string>, code: string) {
  const categories = new Set<string>(new Intl.PluralRules(code, { type }).resolvedOptions().pluralCategories);
  const isCategory = (selector: string) => !selector.startsWith('=');
  const lacking = [...theirs].filter((s) => isCategory(s) && !categories.has(s));
  const dropped = [...ours].filter((s) => isCategory(s) && categories.has(s) && !theirs.has(s));
  const problems: string[] = [];
  if (lacking.length) {
    problems.push(`{${name}} uses ${list(lacking)}, not a plural category of ${code} (${list(categories)})`);
  }
  if (dropped.length) problems.push(`{${name}} lacks the plural ${counted(dropped, 'category', 'categories')}`);
  return problems;
}

/** Select values are the program's own (such as a unit or a gender), the same in every language. */
function compareSelect(name: string, ours: Set<string>, theirs: Set<string>): string[] {
  const missing = without(ours, theirs);
  const extra = without(theirs, ours);
  const problems: string[] = [];
  if (missing.length) problems.push(`{${name}} lacks the select ${counted(missing, 'option', 'options')}`);
  if (extra.length) problems.push(`{${name}} has the select ${counted(extra, 'option', 'options')}, not in English`);
  return problems;
}

function compareSelectors(english: Shape, translation: Shape, code: string): string[] {
  return [...english.selectors].flatMap(([name, ours]) => {
    const kind = english.args.get(name);
    const theirs = translation.selectors.get(name);
    if (!theirs || translation.args.get(name) !== kind) return []; // already named by compareArguments
    if (kind === 'select') return compareSelect(name, ours, theirs);
    return comparePlural(name, kind === 'selectordinal' ? 'ordinal' : 'cardinal', ours, theirs, code);
  });
}

/**
 * What is wrong with `translation` as the `code` version of `english`, in words; empty when it is
 * fine. An English text that does not parse is reported as such, since nothing can match it.
 */
export function icuProblems(english: string, translation: string, code: string): string[] {
  const englishError = syntaxError(english);
  if (englishError) return [`the English text ${englishError}`];
  const error = syntaxError(translation);
  if (error) return [error];
  const ours = shapeOf(english);
  const theirs = shapeOf(translation);
  return [...compareArguments(ours, theirs), ...compareTags(ours, theirs), ...compareSelectors(ours, theirs, code)];
}
