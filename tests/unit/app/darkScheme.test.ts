import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, projectRoot } from '../../support/projectFiles';

// tests/e2e/pages.spec.ts reads each page in the dark scheme with axe's colour rules only:
// true while the dark scheme changes nothing but colours, in every stylesheet of the site.
const stylesheets = ['app', 'components'].flatMap((dir) => filesUnder(dir, /\.css$/));
const css = stylesheets.map((file) => readFileSync(path.join(projectRoot, file), 'utf8')).join('\n');

/** The declarations inside each `@media (prefers-color-scheme: dark)` block. */
function darkDeclarations(source: string): string[] {
  const declarations: string[] = [];
  for (const match of source.matchAll(/@media \(prefers-color-scheme: dark\) \{/g)) {
    let depth = 1;
    let i = match.index + match[0].length;
    const start = i;
    for (; depth > 0; i++) depth += source[i] === '{' ? 1 : source[i] === '}' ? -1 : 0;
    const body = source.slice(start, i - 1).replace(/\/\*[^]*?\*\//g, '');
    declarations.push(
      ...[...body.matchAll(/([-\w]+)\s*:\s*([^;{}]+);/g)].map(([, property, value]) => `${property}: ${value.trim()}`),
    );
  }
  return declarations;
}

describe('the dark scheme', () => {
  it('changes colours only', () => {
    const declarations = darkDeclarations(css);
    expect(declarations.length).toBeGreaterThan(0);
    const colour = /^(#[0-9a-f]{3,8}|rgb\(|hsl\()/i;
    const colourProperty = /^(--[-\w]+|color|background(-color)?|border(-\w+)?-color|outline-color|fill|stroke)$/;
    expect(
      declarations.filter((d) => {
        const [property, value] = d.split(/:\s*/);
        return !colourProperty.test(property) || !colour.test(value);
      }),
    ).toEqual([]);
  });

  it('is read from every stylesheet beside what it styles', () => {
    expect(stylesheets).toEqual(expect.arrayContaining(['app/globals.css', 'components/header.css']));
  });

  it('is read from the stylesheet as written', () => {
    expect(darkDeclarations('@media (prefers-color-scheme: dark) { a { padding: 0; color: #fff; } }')).toEqual([
      'padding: 0',
      'color: #fff',
    ]);
  });
});
