import { defaultLocale, everyLocale, servedLocaleTable, type Locale } from '../i18n/locales';
import { prefixedPath } from '../i18n/paths';
import { faqIds } from '../pages/lists';
import { pageNamed } from '../pages/routes';
import { everyPageFile } from './exportedFiles';
import type { RedirectTable } from './redirects';

/**
 * redirects.json (docs/operators.md#redirects) resolved into what the hosts and server mode answer:
 * each entry's `from` in every served locale where it has no locale prefix of its own, going to `to`
 * in the same locale (English's page where the locale's is left out), 301 unless `"permanent": false`
 * (302). A `#fragment` never reaches a server: an entry between two anchors of the FAQ becomes one of
 * `anchors`, which the FAQ's own hash code follows (lib/navigation/faqHash.ts). The build refuses the
 * file while `problems` names an entry (scripts/build.ts).
 */
interface RedirectEntry {
  from: string;
  to: string;
  permanent?: boolean;
}

export interface ResolvedRedirects {
  table: RedirectTable;
  /** An FAQ entry's old id → its new one, in every language. */
  anchors: Record<string, string>;
  problems: string[];
}

/** What the entries are checked against: the live pages, the locales, the FAQ's page and its entries. */
export interface RedirectSite {
  live: ReadonlySet<string>;
  served: readonly Locale[];
  anchorPage: string;
  anchorIds: readonly string[];
}

const currentSite = (): RedirectSite => ({
  live: new Set(everyPageFile().map(({ url }) => url)),
  served: servedLocaleTable.map((l) => l.code),
  anchorPage: pageNamed('faq').path,
  anchorIds: faqIds,
});

/**
 * A path as an entry may write it: segments of letters, digits, `-`, `_`, `.` and `~` (which every
 * host's config takes as they are, and matches alike), no query, no trailing slash, one optional fragment.
 */
const ADDRESS = /^(\/(?:[\w.~-]+(?:\/[\w.~-]+)*)?)(?:#([\w.~-]+))?$/;

/** The locale whose prefix a path has, of every locale the project has (`/zh/x` in a build without Chinese too). */
function ownPrefix(path: string): { locale: Locale; rest: string } | null {
  const segment = path.split('/')[1];
  const locale = everyLocale.find((l) => l.segment === segment)?.code;
  return locale ? { locale, rest: path.slice(segment.length + 1) || '/' } : null;
}

function parseAddress(value: string, field: string): { path: string; fragment?: string } | string {
  const match = ADDRESS.exec(value);
  if (!match) {
    return `its "${field}" must be a path of letters, digits, -, _, . and ~, without query or trailing slash (\`/help\`, \`/de/faq#id\`)`;
  }
  const prefix = ownPrefix(match[1]);
  if (prefix?.locale === defaultLocale)
    return `its "${field}" has the prefix /${defaultLocale}, which English URLs never have`;
  return { path: match[1], fragment: match[2] };
}

interface Rule {
  index: number;
  entry: RedirectEntry;
  from: string;
  to: string;
}

/** Resolves the file's list against the site; every problem names its entry. */
export function resolveRedirects(list: unknown, site: RedirectSite = currentSite()): ResolvedRedirects {
  const problems: string[] = [];
  if (!Array.isArray(list))
    return { table: {}, anchors: {}, problems: ['it must hold a list of { "from", "to" } entries'] };
  const name = (index: number, entry: unknown) => `entry ${index + 1} ${JSON.stringify(entry)}`;
  const rules: Rule[] = [];
  const anchors: Record<string, string> = {};
  list.forEach((entry: unknown, index) => {
    const problem = (text: string) => problems.push(`${name(index, entry)}: ${text}`);
    const shape = entryShape(entry);
    if (shape) return problem(shape);
    const { from, to } = entry as RedirectEntry;
    const source = parseAddress(from, 'from');
    const target = parseAddress(to, 'to');
    if (typeof source === 'string') return problem(source);
    if (typeof target === 'string') return problem(target);
    if (source.fragment !== undefined || target.fragment !== undefined) {
      const wrong = anchorProblem(source, target, site);
      if (wrong) return problem(wrong);
      if (Object.hasOwn(anchors, source.fragment!) && anchors[source.fragment!] !== target.fragment) {
        return problem(`#${source.fragment} is moved by an earlier entry too`);
      }
      anchors[source.fragment!] = target.fragment!;
      return;
    }
    const fromPrefix = ownPrefix(source.path);
    // A market this build does not serve: its entries wait for it.
    if (fromPrefix && !site.served.includes(fromPrefix.locale)) return;
    const locales = fromPrefix ? [fromPrefix.locale] : site.served;
    const pathIn = (locale: Locale, path: string) => (ownPrefix(path) ? path : prefixedPath(locale, path));
    for (const locale of locales) {
      const own = pathIn(locale, target.path);
      const english = prefixedPath(defaultLocale, target.path);
      // English's page only where the locale's is left out and English's is there.
      const to = !site.live.has(own) && !ownPrefix(target.path) && site.live.has(english) ? english : own;
      rules.push({ index, entry: entry as RedirectEntry, from: pathIn(locale, source.path), to });
    }
  });
  const table: RedirectTable = {};
  const froms = new Map(rules.map((rule) => [rule.from, rule]));
  for (const rule of rules) {
    const problem = (text: string) => problems.push(`${name(rule.index, rule.entry)}: ${text}`);
    const status = rule.entry.permanent === false ? 302 : 301;
    if (table[rule.from] && table[rule.from][0] !== rule.to)
      problem(`${rule.from} is redirected by an earlier entry too`);
    else if (site.live.has(rule.from)) problem(`its "from" ${rule.from} is a live page: a redirect would hide it`);
    else if (froms.has(rule.to)) problem(chainOrLoop(rule, froms));
    else if (!site.live.has(rule.to)) problem(`its "to" ${rule.to} is no page of the site`);
    else table[rule.from] = [rule.to, status];
  }
  return { table, anchors, problems };
}

function entryShape(entry: unknown): string | null {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return 'each entry must be { "from": …, "to": … }';
  const { from, to, permanent, ...rest } = entry as Record<string, unknown>;
  if (typeof from !== 'string' || typeof to !== 'string') return '"from" and "to" must both be paths';
  if (permanent !== undefined && typeof permanent !== 'boolean') return '"permanent" must be true or false';
  const unknown = Object.keys(rest);
  return unknown.length ? `it has ${unknown.map((key) => `"${key}"`).join(', ')}, which an entry does not take` : null;
}

/**
 * Anchors move only within the FAQ, from an id it no longer has to one it has, written without a
 * locale prefix: an entry's id is the same in every language.
 */
function anchorProblem(
  source: { path: string; fragment?: string },
  target: { path: string; fragment?: string },
  site: RedirectSite,
): string | null {
  if (
    source.fragment === undefined ||
    target.fragment === undefined ||
    source.path !== site.anchorPage ||
    target.path !== site.anchorPage
  ) {
    return `a #fragment never reaches a server: only an entry of the FAQ moves, to another, in every language (\`${site.anchorPage}#old-id\` → \`${site.anchorPage}#new-id\`)`;
  }
  if (site.anchorIds.includes(source.fragment)) return `its "from" #${source.fragment} is a live FAQ entry`;
  if (!site.anchorIds.includes(target.fragment)) return `its "to" #${target.fragment} is no FAQ entry`;
  return null;
}

/** Where following `rule` leads: back round to an address it passed (a loop), or on to another redirect (a chain). */
function chainOrLoop(rule: Rule, froms: ReadonlyMap<string, Rule>): string {
  const path = [rule.from];
  for (let at = rule.to; ; at = froms.get(at)!.to) {
    const looped = path.includes(at);
    path.push(at);
    if (looped) return `a loop: ${path.join(' → ')}`;
    if (!froms.has(at)) return `a chain: ${path.join(' → ')}; point its "to" at the page the last one reaches`;
  }
}
