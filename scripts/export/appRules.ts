/**
 * The site's Firestore rules beside the phone app's (docs/operators.md#rules-beside-the-apps).
 * Firestore has one ruleset per database, so whoever deploys rules replaces the other's. An operator
 * whose app has rules of its own puts them in `firestore.app.rules` at the project's root, as the app
 * team has them (a whole ruleset) or as the match blocks that go inside
 * `match /databases/{database}/documents`; the build writes both in one ruleset to
 * deploy/firestore.rules, which `npm run deploy` deploys. The committed firestore.rules stays the
 * site's alone, which the tests and the emulators use.
 *
 * The app's rules may not reach what the site owns: a match whose first segment is a wildcard, or one
 * of the site's collections, stops the build, and so does a function name both define.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_COLLECTIONS } from '../../lib/firebase/siteData';

/** The app's rules, at the project's root, when the operator has any. */
export const APP_RULES_FILE = 'firestore.app.rules';
/** The ruleset `npm run deploy` deploys (git-ignored with the rest of deploy/). */
export const DEPLOY_RULES_FILE = path.join('deploy', 'firestore.rules');

const COMMENT_OR_STRING = /\/\/[^\n]*|\/\*[\s\S]*?\*\/|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"/g;
const blank = (found: string) => found.replace(/[^\n]/g, ' ');

/** `text` with its comments and string literals blanked out, every other character where it was. */
function masked(text: string): string {
  return text.replace(COMMENT_OR_STRING, blank);
}

/** Whether a string literal of `text` carries a prefix (r'…', b"…"), which escapes differently. */
function rawStrings(text: string): boolean {
  return [...text.matchAll(COMMENT_OR_STRING)].some(
    ({ 0: found, index }) =>
      !found.startsWith('/') && /(^|[^\w.])[rRbB]{1,2}$/.test(text.slice(Math.max(0, index - 3), index)),
  );
}

/** `text` with its comments blanked out, its strings kept. */
function uncommented(text: string): string {
  return text.replace(COMMENT_OR_STRING, (found) => (found.startsWith('/') ? blank(found) : found));
}

/** Where the brace that opens at `open` closes, in masked text; -1 when it never does. */
function closing(code: string, open: number): number {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    if (code[i] === '{') depth++;
    else if (code[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** A statement of a block: `match <path> { … }` or `function <name>(…) { … }`. */
interface Statement {
  kind: 'match' | 'function';
  /** The match's path, the function's name, or the statement's text. */
  head: string;
  /** Where its body starts and ends (the braces), in the block's text. */
  body: [number, number];
}

/** A match block's head (its path's segments may be wildcards in braces), or a function's. */
const MATCH = /^match\s+((?:\/(?:\{[^}\s]*\}|[^\s/{}]+))+)\s*\{/;
const FUNCTION = /^function\s+([A-Za-z_]\w*)\s*\([^)]*\)\s*\{/;

/** The statements of a block's text at its top level, or a problem in words. */
function statements(code: string, where: string): Statement[] | string {
  const found: Statement[] = [];
  let at = code.length - code.trimStart().length;
  while (at < code.length) {
    const rest = code.slice(at);
    const head = MATCH.exec(rest) ?? FUNCTION.exec(rest);
    if (!head) {
      return `${where} holds "${rest.split('\n')[0].trim().slice(0, 60)}", where only match blocks and functions can stand.`;
    }
    const open = at + head[0].length - 1;
    const end = closing(code, open);
    if (end === -1) return `${where}: the block of "${head[0]}" never closes.`;
    found.push({ kind: head[0].startsWith('match') ? 'match' : 'function', head: head[1], body: [open, end] });
    at = end + 1;
    at += code.slice(at).length - code.slice(at).trimStart().length;
  }
  return found;
}

/** Every function the rules `code` declare, at any depth. */
const functionNames = (code: string) =>
  [...masked(code).matchAll(/\bfunction\s+([A-Za-z_]\w*)\s*\(/g)].map((m) => m[1]);

/** The app's rules ready to stand in the site's `service cloud.firestore` block. */
export interface AppRules {
  /** What goes into the service block, as the app team wrote it (comments kept). */
  serviceBody: string;
}

/**
 * Reads the app's rules: a whole ruleset, or the match blocks (and functions) that go inside
 * `match /databases/{database}/documents`. Throws, naming each problem, when they could reach what
 * the site owns or cannot be read.
 */
export function appRules(text: string, siteRules: string): AppRules {
  const code = masked(text);
  const plain = uncommented(text);
  // What the check below cannot read as the rules language does, it does not let through.
  if (/`|'''|"""/.test(plain) || rawStrings(text)) {
    throw new Error(
      `${APP_RULES_FILE} holds a raw, byte or triple-quoted string, or a backtick: write its strings as plain '…' or "…".`,
    );
  }
  const problems: string[] = [];
  const service = /\bservice\s+([\w.]+)\s*\{/.exec(code);
  let serviceBody: string;
  let databases: { path: string; code: string }[];
  if (service) {
    if (service[1] !== 'cloud.firestore') {
      throw new Error(`${APP_RULES_FILE} holds rules for ${service[1]}; only Cloud Firestore's belong there.`);
    }
    const before = /^\s*(?:rules_version\s*=\s*(['"])(\d)\1\s*;?\s*)?$/.exec(plain.slice(0, service.index));
    if (!before) throw new Error(`${APP_RULES_FILE} holds more than rules_version before its service block.`);
    const version = before[2];
    const open = service.index + service[0].length - 1;
    const end = closing(code, open);
    if (end === -1) throw new Error(`${APP_RULES_FILE}: the service block never closes.`);
    if (code.slice(end + 1).trim()) {
      throw new Error(`${APP_RULES_FILE} holds more after its service block: one service cloud.firestore block only.`);
    }
    serviceBody = text.slice(open + 1, end);
    const top = statements(code.slice(open + 1, end), `${APP_RULES_FILE}'s service block`);
    if (typeof top === 'string') throw new Error(top);
    databases = [];
    for (const statement of top.filter((s) => s.kind === 'match')) {
      if (!/^\/databases\/\{\w+\}\/documents$/.test(statement.head)) {
        problems.push(`match ${statement.head} stands outside /databases/{database}/documents.`);
        continue;
      }
      const [from, to] = statement.body;
      databases.push({ path: statement.head, code: code.slice(open + 1, end).slice(from + 1, to) });
    }
    if ((version ?? '1') !== '2' && /=\*\*\}/.test(code)) {
      problems.push(
        "its recursive wildcards ({name=**}) are those of rules_version '1', and the site's ruleset is version 2: move them to version 2 first.",
      );
    }
  } else {
    serviceBody = `  match /databases/{database}/documents {\n${text.trimEnd().replace(/^(?=.)/gm, '    ')}\n  }\n`;
    databases = [{ path: '/databases/{database}/documents', code }];
  }
  for (const database of databases) {
    const inside = statements(database.code, `match ${database.path}`);
    if (typeof inside === 'string') {
      problems.push(inside);
      continue;
    }
    for (const { head } of inside.filter((s) => s.kind === 'match')) {
      const first = head.split('/')[1] ?? '';
      if (first.startsWith('{')) {
        problems.push(
          `match ${head} can match users/{uid} and the site's other collections (${SITE_COLLECTIONS.join(', ')}).`,
        );
      } else if ((SITE_COLLECTIONS as readonly string[]).includes(first)) {
        problems.push(`match ${head} is in ${first}, which the site owns.`);
      }
    }
  }
  const siteFunctions = new Set(functionNames(siteRules));
  for (const name of new Set(functionNames(text))) {
    if (siteFunctions.has(name))
      problems.push(`function ${name} is defined by the site's rules too: rename the app's.`);
  }
  if (problems.length) {
    throw new Error(
      `${APP_RULES_FILE} cannot stand beside the site's rules (docs/operators.md#rules-beside-the-apps):\n` +
        problems.map((problem) => `- ${problem}`).join('\n'),
    );
  }
  return { serviceBody };
}

/** The site's rules with the app's beside them, in the site's service block. */
export function mergedRules(siteRules: string, app: AppRules): string {
  const end = siteRules.lastIndexOf('}');
  return (
    `${siteRules.slice(0, end).trimEnd()}\n\n` +
    `  // The phone app's own rules, from ${APP_RULES_FILE} (docs/operators.md#rules-beside-the-apps).\n` +
    `${app.serviceBody.replace(/^\n+/, '').trimEnd()}\n}\n`
  );
}

/**
 * Writes the ruleset to deploy, deploy/firestore.rules: the site's rules, with the app's beside them
 * when `firestore.app.rules` exists, unless FIRESTORE_RULES=off leaves the ruleset to the app team.
 * Returns whether the app's are in it; throws when they cannot be.
 */
export function writeDeployRules(root: string, siteRules: string, env: Record<string, string | undefined>): boolean {
  const appFile = path.join(root, APP_RULES_FILE);
  const wanted = env.FIRESTORE_RULES?.trim().toLowerCase() !== 'off' && existsSync(appFile);
  const app = wanted ? appRules(readFileSync(appFile, 'utf8'), siteRules) : null;
  mkdirSync(path.join(root, 'deploy'), { recursive: true });
  writeFileSync(path.join(root, DEPLOY_RULES_FILE), app ? mergedRules(siteRules, app) : siteRules);
  return app !== null;
}
