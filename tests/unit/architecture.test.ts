import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { filesUnder, projectRoot } from '../support/projectFiles';
import { describe, expect, it } from 'vitest';

/**
 * The shape docs/architecture.md describes: the homes in lib/ depend on each other in one direction
 * only, lib/ never reaches into app/, components/ or scripts/, and the linter keeps the walls.
 */
const root = projectRoot;

const sourceFiles = (dir: string) => filesUnder(dir, /\.tsx?$/);

/** The home of a file in lib/: its folder (`lib/hosting`) or, for a file directly in lib/, the file. */
function homeOf(file: string): string {
  const [, first] = file.split('/');
  return first.endsWith('.ts') || first.endsWith('.tsx') ? `lib/${first.replace(/\.tsx?$/, '')}` : `lib/${first}`;
}

function importsOf(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'([^']+)'/g)].map((m) => m[1]);
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith('@/')) return [specifier.slice(2)];
    if (specifier.startsWith('.')) return [path.join(path.dirname(file), specifier)];
    return [];
  });
}

/** Home-level edges of lib/: `lib/hosting -> lib/firebase` when a file of one imports a file of the other. */
function libGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles('lib')) {
    const from = homeOf(file);
    if (!graph.has(from)) graph.set(from, new Set());
    for (const target of importsOf(file)) {
      if (!target.startsWith('lib/')) continue;
      const to = homeOf(target);
      if (to !== from) graph.get(from)!.add(to);
    }
  }
  return graph;
}

function cycles(graph: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const visit = (node: string, trail: string[]) => {
    for (const next of graph.get(node) ?? []) {
      const at = trail.indexOf(next);
      if (at >= 0) found.push([...trail.slice(at), next]);
      else visit(next, [...trail, next]);
    }
  };
  for (const node of graph.keys()) visit(node, [node]);
  return found;
}

describe('lib/', () => {
  it('has no two homes that import each other, directly or round a loop', () => {
    expect(cycles(libGraph()).map((loop) => loop.join(' -> '))).toEqual([]);
  });

  it('is drawn in docs/architecture.md: every home a box, every arrow no shorter way implies', () => {
    const graph = libGraph();
    const reaches = (from: string, to: string, skipped: string) => {
      const seen = new Set<string>();
      const next = [...graph.get(from)!].filter((n) => n !== skipped);
      while (next.length) {
        const node = next.pop()!;
        if (node === to) return true;
        if (seen.has(node)) continue;
        seen.add(node);
        next.push(...graph.get(node)!);
      }
      return false;
    };
    const drawn = [...graph].flatMap(([from, to]) =>
      [...to].filter((target) => !reaches(from, target, target)).map((target) => `${from} --> ${target}`),
    );
    const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
    const block = /subgraph lib\[[^\n]*\n([\s\S]*?)\n\s*end\n/.exec(doc)![1];
    const box = (id: string) => `lib/${id}`;
    const boxes = [...block.matchAll(/(\w+)\["/g)].map(([, id]) => box(id));
    const arrows = [...block.matchAll(/(\w+)(?:\["[^"]*"\])?\s*-->\s*(\w+)/g)].map(
      ([, from, to]) => `${box(from)} --> ${box(to)}`,
    );
    expect(boxes.sort()).toEqual([...graph.keys()].sort());
    expect(arrows.sort()).toEqual(drawn.sort());
  });

  it('finds a loop when there is one', () => {
    const graph = new Map([
      ['lib/a', new Set(['lib/b'])],
      ['lib/b', new Set(['lib/c'])],
      ['lib/c', new Set(['lib/a'])],
    ]);
    expect(cycles(graph)[0]).toEqual(['lib/a', 'lib/b', 'lib/c', 'lib/a']);
  });

  it('never imports app/, components/, scripts/ or tests/', () => {
    const outward = sourceFiles('lib').flatMap((file) =>
      importsOf(file)
        .filter((target) => /^(app|components|scripts|tests)\//.test(target))
        .map((target) => `${file} -> ${target}`),
    );
    expect(outward).toEqual([]);
  });
});

describe('the editor’s preview', () => {
  it('is imported by at most four files of the product', () => {
    const product = ['app', 'components', 'islands', 'lib']
      .flatMap((dir) => sourceFiles(dir))
      .concat(['proxy.ts', 'next.config.ts'])
      .filter((file) => !file.startsWith('lib/editPreview/'));
    const importers = product.filter((file) => importsOf(file).some((target) => target.startsWith('lib/editPreview/')));
    expect(importers.sort()).toEqual([
      'components/SiteDocument.tsx',
      'lib/analytics/services.ts',
      'lib/i18n/messages.ts',
      'lib/i18n/plain.ts',
    ]);
  });
});

describe('scripts/', () => {
  it('never imports tests/: the dependency points from the tests to the tools', () => {
    const backward = sourceFiles('scripts').flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith('tests/'))
        .map((target) => `${file} -> ${target}`),
    );
    expect(backward).toEqual([]);
  });
});

// Loading ESLint's config and parsers takes seconds on a busy machine: a hang guard, not a budget.
describe('the linter', { timeout: 60_000 }, () => {
  const eslint = new ESLint({ cwd: root });
  const problems = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
    return result.messages.map((message) => message.ruleId);
  };

  it('keeps Node built-ins out of browser and host code', async () => {
    const code = "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n";
    expect(await problems('components/Example.tsx', code)).toContain('no-restricted-imports');
    expect(await problems('lib/buildWatch/example.ts', code)).toContain('no-restricted-imports');
    expect(await problems('islands/example.ts', code)).toContain('no-restricted-imports');
    expect(await problems('scripts/example.ts', code)).not.toContain('no-restricted-imports');
  });

  it('keeps React and Next.js out of the islands, which ship on documents', async () => {
    const react = "import { useState } from 'react';\nexport const x = useState;\n";
    expect(await problems('islands/example.ts', react)).toContain('no-restricted-imports');
    expect(
      await problems('islands/example.ts', "import { x } from '@/lib/i18n/cookie';\nexport const y = x;\n"),
    ).not.toContain('no-restricted-imports');
  });

  it('keeps firebase inside lib/firebase/ and ky inside lib/api/', async () => {
    const firebase = "import { getAuth } from 'firebase/auth';\nexport const x = getAuth;\n";
    const ky = "import ky from 'ky';\nexport const x = ky;\n";
    expect(await problems('components/Example.tsx', firebase)).toContain('no-restricted-imports');
    expect(await problems('lib/api/example.ts', firebase)).toContain('no-restricted-imports');
    expect(await problems('lib/firebase/example.ts', firebase)).not.toContain('no-restricted-imports');
    expect(await problems('lib/firebase/example.ts', ky)).toContain('no-restricted-imports');
    expect(await problems('lib/api/example.ts', ky)).not.toContain('no-restricted-imports');
  });

  it('keeps lib/account/ free of lib/firebase/: the arrow points from Firebase to the account domain', async () => {
    const home = "import { authErrorKey } from '../firebase/auth';\nexport const x = authErrorKey;\n";
    const alias = "import { authErrorKey } from '@/lib/firebase/auth';\nexport const x = authErrorKey;\n";
    const domain = "import type { AccountError } from '../account/errors';\nexport type X = AccountError;\n";
    expect(await problems('lib/account/example.ts', home)).toContain('no-restricted-imports');
    expect(await problems('lib/account/example.ts', alias)).toContain('no-restricted-imports');
    expect(await problems('lib/firebase/example.ts', domain)).not.toContain('no-restricted-imports');
    expect(
      await problems(
        'lib/account/profile.ts',
        "import { localeInfo } from '../i18n/locales';\nexport const x = localeInfo;\n",
      ),
    ).not.toContain('no-restricted-imports');
  });

  it('keeps Next.js’s private modules out, and navigation to the site’s router', async () => {
    const privateModule =
      "import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';\nexport const x = AppRouterContext;\n";
    const router = "import { useRouter } from 'next/navigation';\nexport const x = useRouter;\n";
    const pathname = "import { usePathname } from 'next/navigation';\nexport const x = usePathname;\n";
    expect(await problems('components/Example.tsx', privateModule)).toContain('no-restricted-imports');
    expect(await problems('lib/firebase/example.ts', privateModule)).toContain('no-restricted-imports');
    expect(await problems('components/Example.tsx', router)).toContain('no-restricted-imports');
    expect(await problems('components/account/Example.tsx', router)).toContain('no-restricted-imports');
    expect(await problems('components/useSiteRouter.ts', router)).not.toContain('no-restricted-imports');
    expect(await problems('components/Example.tsx', pathname)).not.toContain('no-restricted-imports');
  });

  it('replaces no fetch of the browser’s', async () => {
    const patch =
      'export function patch(target: { fetch: typeof fetch }) {\n  target.fetch = () => Promise.reject();\n}\n';
    const onWindow = "window.fetch = () => Promise.reject(new Error('no'));\nexport {};\n";
    expect(await problems('lib/example.ts', patch)).toContain('no-restricted-syntax');
    expect(await problems('components/Example.tsx', onWindow)).toContain('no-restricted-syntax');
    expect(await problems('scripts/example.ts', onWindow)).not.toContain('no-restricted-syntax');
  });

  it('keeps the editor out of the site, and Node out of the editor’s interface', async () => {
    const fromSite = "import { startEditor } from '@/editor/server/server';\nexport const x = startEditor;\n";
    const relative = "import { editorTexts } from '../../editor/uiTexts';\nexport const x = editorTexts;\n";
    const node = "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n";
    expect(await problems('components/Example.tsx', fromSite)).toContain('no-restricted-imports');
    expect(await problems('lib/i18n/example.ts', relative)).toContain('no-restricted-imports');
    expect(await problems('app/[locale]/example.tsx', fromSite)).toContain('no-restricted-imports');
    expect(await problems('scripts/example.ts', fromSite)).not.toContain('no-restricted-imports');
    const fromRoot = "import { startEditor } from './editor/server/server';\nexport const x = startEditor;\n";
    expect(await problems('proxy.ts', fromRoot)).toContain('no-restricted-imports');
    expect(await problems('editor/ui/Example.tsx', node)).toContain('no-restricted-imports');
    expect(await problems('editor/preview/clicks.ts', node)).toContain('no-restricted-imports');
    expect(await problems('editor/server/example.ts', node)).not.toContain('no-restricted-imports');
  });

  it('lets the editor’s preview into the site through four files only', async () => {
    const flag = "import { editPreviewOrigin } from '@/lib/editPreview/flag';\nexport const x = editPreviewOrigin;\n";
    const relative = "import { withoutMarks } from '../editPreview/marks';\nexport const x = withoutMarks;\n";
    expect(await problems('components/Footer.tsx', flag)).toContain('no-restricted-imports');
    expect(await problems('lib/hosting/routeRules.ts', relative)).toContain('no-restricted-imports');
    expect(await problems('proxy.ts', flag)).toContain('no-restricted-imports');
    expect(
      await problems(
        'next.config.ts',
        "import { editPreviewOrigin } from './lib/editPreview/flag';\nexport const x = editPreviewOrigin;\n",
      ),
    ).toContain('no-restricted-imports');
    expect(await problems('islands/example.ts', flag)).toContain('no-restricted-imports');
    const fromTop = "import { withoutMarks } from './editPreview/marks';\nexport const x = withoutMarks;\n";
    expect(await problems('lib/url.ts', fromTop)).toContain('no-restricted-imports');
    expect(await problems('lib/i18n/messages.ts', relative)).not.toContain('no-restricted-imports');
    expect(await problems('lib/i18n/plain.ts', relative)).not.toContain('no-restricted-imports');
    expect(await problems('components/SiteDocument.tsx', flag)).not.toContain('no-restricted-imports');
    const services = "import { inEditPreview } from '../editPreview/flag';\nexport const x = inEditPreview;\n";
    expect(await problems('lib/analytics/services.ts', services)).not.toContain('no-restricted-imports');
    expect(await problems('lib/analytics/run.ts', services)).toContain('no-restricted-imports');
    expect(await problems('editor/preview/example.ts', flag)).not.toContain('no-restricted-imports');
  });

  it('finds an import cycle anywhere, type-only imports included', async () => {
    const loop = "import { localizedPath } from '../pages/paths';\nexport const x = localizedPath;\n";
    expect(await problems('lib/i18n/locales.ts', loop)).toContain('local/no-import-cycle');
    const types = "import type { Agreement } from '../account/signUp';\nexport type X = Agreement;\n";
    expect(await problems('lib/legal/versions.ts', types)).toContain('local/no-import-cycle');
    const editor = "import { startEditor } from './server/server';\nexport const x = startEditor;\n";
    expect(await problems('editor/uiTexts.ts', editor)).toContain('local/no-import-cycle');
    const noLoop = "import { isLocale } from './i18n/locales';\nexport const x = isLocale;\n";
    expect(await problems('lib/url.ts', noLoop)).not.toContain('local/no-import-cycle');
  });

  it('holds lib/, scripts/ and components/ to one naming case', async () => {
    const code = 'export const x = 1;\n';
    expect(await problems('scripts/with-emulators.ts', code)).toContain('local/file-name-case');
    expect(await problems('scripts/withEmulators.ts', code)).not.toContain('local/file-name-case');
    expect(await problems('components/site-link.tsx', code)).toContain('local/file-name-case');
    expect(await problems('components/account/useUser.ts', code)).not.toContain('local/file-name-case');
    expect(await problems('editor/ui/textEditor.tsx', code)).toContain('local/file-name-case');
    expect(await problems('editor/ui/TextEditor.tsx', code)).not.toContain('local/file-name-case');
  });
});
