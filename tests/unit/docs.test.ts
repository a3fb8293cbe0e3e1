import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, projectRoot } from '../support/projectFiles';

/**
 * Comments explain themselves from inside the repository: every `docs/….md#anchor` they cite is a
 * heading of that file, and none points at a design record outside the repository.
 */
const root = projectRoot;
const sourceDirs = ['app', 'components', 'lib', 'scripts', 'editor', 'tests', 'i18n', 'messages'];
const rootFiles = [
  'proxy.ts',
  'next.config.ts',
  'playwright.config.ts',
  'eslint.config.mjs',
  'global.d.ts',
  'README.md',
  'firestore.rules',
  'firebase.json',
];

const documented = (dir: string) => filesUnder(dir, /\.(tsx?|mjs|md|json|rules)$/);

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(doc: string): Set<string> {
  const text = readFileSync(path.join(root, doc), 'utf8');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1])));
}

const sources = [...sourceDirs.flatMap(documented), ...rootFiles, ...documented('docs')];

describe('the design record', () => {
  it('makes GitHub-style anchors', () => {
    expect(anchorOf('7. The calls it makes')).toBe('7-the-calls-it-makes');
    expect(anchorOf('New builds and the build manifest')).toBe('new-builds-and-the-build-manifest');
  });

  it('has every section that a comment cites', () => {
    const missing = sources.flatMap((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      return [...text.matchAll(/docs\/([\w-]+\.md)#([\w-]+)/g)]
        .filter(([, doc, anchor]) => !anchorsOf(`docs/${doc}`).has(anchor))
        .map(([cited]) => `${file}: ${cited}`);
    });
    expect(missing).toEqual([]);
  });

  it('is cited from inside the repository only', () => {
    const outside = sources.filter((file) =>
      /\b(SPEC|DESIGN|LEGAL|CONVENTIONS)\.md\b|\.\.\/shared\//.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(outside).toEqual([]);
  });
});

describe('docs/architecture.md', () => {
  const text = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
  const treeStart = text.indexOf('```text', text.indexOf('## The tree'));
  const tree = text.slice(treeStart, text.indexOf('```', treeStart + 3));
  const named = new Set([...tree.matchAll(/^([\w[\].-]+(?:\/[\w[\].-]+)*\/?)\s/gm)].map((m) => m[1]));

  it('opens with a picture of the layers, the two build modes and the hosts', () => {
    const picture = text.slice(text.indexOf('```mermaid'), text.indexOf('```', text.indexOf('```mermaid') + 3));
    for (const part of [
      'app/',
      'components/',
      'lib/',
      'out/',
      '.next-server/',
      'nginx',
      'Firebase Hosting',
      'proxy.ts',
    ]) {
      expect(picture).toContain(part);
    }
  });

  it('names only what exists', () => {
    const missing = [...named].filter((entry) => !existsSync(path.join(root, entry)));
    expect(missing).toEqual([]);
  });

  it('names every home of lib/ and scripts/', () => {
    const homes = ['lib', 'scripts'].flatMap((dir) =>
      readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() || dir === 'lib')
        .map((entry) => `${dir}/${entry.name}${entry.isDirectory() ? '/' : ''}`),
    );
    expect(homes.filter((home) => !named.has(home))).toEqual([]);
  });
});

describe('docs/legal-coverage.md', () => {
  it('names every section a market’s law asks for (lib/markets.ts)', async () => {
    const { markets } = await import('@/lib/markets');
    const coverage = readFileSync(path.join(root, 'docs/legal-coverage.md'), 'utf8');
    const declared = Object.entries(markets).flatMap(([market, { sections }]) =>
      sections.map(({ id }) => `Markets.${market}.${id}`),
    );
    expect(declared.filter((key) => !coverage.includes(`\`${key}\``))).toEqual([]);
  });
});

describe('the README and the guides', () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const markdown = ['README.md', ...documented('docs').filter((file) => file.endsWith('.md'))];

  it('keeps the README short: what the site is, the two commands, and where each reader goes', () => {
    expect(readme.split('\n').length).toBeLessThan(120);
    expect(readme).toMatch(/^npm install && npm start /m);
    expect(readme).toMatch(/^npm install && npm test /m);
    for (const guide of ['docs/editors.md', 'docs/operators.md', 'docs/architecture.md', 'docs/design.md'])
      expect(readme).toContain(`](${guide}`);
  });

  it('has a guide for editors and one for operators, each with its sections', () => {
    const headings = (file: string) => anchorsOf(file);
    for (const anchor of ['editing-content-and-deploying', 'translating'])
      expect(headings('docs/editors.md')).toContain(anchor);
    for (const anchor of ['configuration', 'accounts', 'the-product-api', 'analytics-after-consent', 'server-mode'])
      expect(headings('docs/operators.md')).toContain(anchor);
  });

  it('links only to files and headings that exist', () => {
    const broken = markdown.flatMap((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
        .map(([, target]) => target)
        .filter((target) => !/^[a-z]+:/.test(target))
        .filter((target) => {
          const [linked, anchor] = target.split('#');
          const doc = linked ? path.join(path.dirname(file), linked) : file;
          if (!existsSync(path.join(root, doc))) return true;
          return Boolean(anchor) && doc.endsWith('.md') && !anchorsOf(doc).has(anchor);
        })
        .map((target) => `${file}: ${target}`);
    });
    expect(broken).toEqual([]);
  });
});
