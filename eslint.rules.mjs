import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The project's own lint rules (eslint.config.mjs uses them; docs/architecture.md#conventions).
 */

/**
 * One naming case (docs/architecture.md#naming): camelCase modules in lib/ and scripts/, PascalCase
 * components and camelCase hooks in components/. Extra dots are allowed (`firebase.json.ts`).
 */
export const fileNameCase = {
  meta: { type: 'suggestion', schema: [{ type: 'string' }] },
  create(context) {
    const pattern = new RegExp(context.options[0]);
    const name = path.basename(context.filename);
    return {
      Program(node) {
        if (!pattern.test(name)) {
          context.report({ node, message: `File name ${name} does not match the folder's naming case (${pattern}).` });
        }
      },
    };
  },
};

const extensions = ['.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx'];
/** Every import, export-from and dynamic import of a module, type-only ones included. */
const specifiers = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

/** The project files a module's text imports: relative and `@/` specifiers that name a source file. */
function importsOf(text, file, root) {
  const found = [];
  for (const [, specifier] of text.matchAll(specifiers)) {
    let base;
    if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
    else if (specifier.startsWith('./') || specifier.startsWith('../'))
      base = path.resolve(path.dirname(file), specifier);
    else continue;
    const target = [base, ...extensions.map((e) => base + e)].find(
      (candidate) => /\.(tsx?|mjs)$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile(),
    );
    if (target) found.push(target);
  }
  return found;
}

/** What each file on disk imports, read once per lint run. */
const onDisk = new Map();
function diskImports(file, root) {
  if (!onDisk.has(file)) onDisk.set(file, importsOf(readFileSync(file, 'utf8'), file, root));
  return onDisk.get(file);
}

/**
 * No import cycle anywhere (docs/architecture.md#conventions): a module never reaches itself
 * through what it imports, type-only imports included, since a cycle of types is a cycle of
 * meaning. The linted file's own imports come from the text being linted, the rest from disk.
 */
export const noImportCycle = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    return {
      Program(node) {
        const trail = [];
        const seen = new Set();
        const reaches = (from) => {
          for (const next of from === file ? importsOf(context.sourceCode.text, file, root) : diskImports(from, root)) {
            if (next === file) return (trail.push(next), true);
            if (seen.has(next)) continue;
            seen.add(next);
            trail.push(next);
            if (reaches(next)) return true;
            trail.pop();
          }
          return false;
        };
        if (reaches(file)) {
          const loop = [file, ...trail].map((f) => path.relative(root, f)).join(' → ');
          context.report({ node, message: `Import cycle: ${loop}. Move what both need to a module they both import.` });
        }
      },
    };
  },
};
