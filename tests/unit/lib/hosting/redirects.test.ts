import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { redirectFor } from '@/lib/hosting/redirects';
import { resolveRedirects, type RedirectSite } from '@/lib/hosting/redirectRules';
import { readRedirects } from '@/scripts/export/redirects';

/**
 * redirects.json resolved (lib/hosting/redirectRules.ts) into the table every host and server mode
 * answer from, and what the build refuses (docs/operators.md#redirects).
 */
const site: RedirectSite = {
  live: new Set(['/', '/faq', '/de', '/de/faq', '/pricing', '/de/pricing', '/terms', '/zh/faq']),
  served: ['en', 'de', 'zh'],
  anchorPage: '/faq',
  anchorIds: ['delete-account', 'languages'],
};
const resolve = (list: unknown) => resolveRedirects(list, site);

describe('redirects', () => {
  it('sends an unprefixed address to the same page in every served locale, 301 unless temporary', () => {
    const { table, problems } = resolve([
      { from: '/help', to: '/faq' },
      { from: '/offer', to: '/pricing', permanent: false },
    ]);
    expect(problems).toEqual([]);
    expect(table).toEqual({
      '/help': ['/faq', 301],
      '/de/help': ['/de/faq', 301],
      '/zh/help': ['/zh/faq', 301],
      '/offer': ['/pricing', 302],
      '/de/offer': ['/de/pricing', 302],
      // Where the locale's page is left out, English's.
      '/zh/offer': ['/pricing', 302],
    });
    expect(redirectFor('/de/help', table)).toEqual({ location: '/de/faq', status: 301 });
    expect(redirectFor('/de/help/', table)).toBeNull();
    expect(redirectFor('/constructor', table)).toBeNull();
    // As sent, percent-encoded: the same address, as nginx and Apache read it.
    expect(redirectFor('/de/h%65lp', table)).toEqual({ location: '/de/faq', status: 301 });
    expect(redirectFor('/de/h%zzlp', table)).toBeNull();
  });

  it('keeps an address with a locale prefix of its own to that locale, and one of an unserved market for when it is', () => {
    const { table, problems } = resolve([
      { from: '/de/hilfe', to: '/de/faq' },
      { from: '/fr/aide', to: '/fr/faq' },
    ]);
    expect(problems).toEqual([]);
    expect(table).toEqual({ '/de/hilfe': ['/de/faq', 301] });
  });

  it('moves an FAQ entry by its anchor, for the page’s own hash code', () => {
    const { table, anchors, problems } = resolve([{ from: '/faq#remove-account', to: '/faq#delete-account' }]);
    expect(problems).toEqual([]);
    expect(table).toEqual({});
    expect(anchors).toEqual({ 'remove-account': 'delete-account' });
  });

  it('refuses a loop, a chain, a live page, a target that is no page and malformed entries, naming each', () => {
    const { problems } = resolve([
      { from: '/a', to: '/b' },
      { from: '/b', to: '/a' },
      { from: '/old', to: '/help' },
      { from: '/help', to: '/faq' },
      { from: '/pricing', to: '/faq' },
      { from: '/x', to: '/nowhere' },
      { from: '/y/', to: '/faq' },
      { from: '/z?q=1', to: '/faq' },
      { from: '/en/faq', to: '/faq' },
      { from: '/w', to: '/faq', status: 301 },
      { from: '/v', to: '/faq', permanent: 'no' },
      '/u',
      { from: '/faq#languages', to: '/faq#delete-account' },
      { from: '/faq#gone', to: '/faq#nothing' },
      { from: '/t#a', to: '/faq' },
      { from: '/de/faq#gone', to: '/de/faq#languages' },
    ]);
    expect(problems).toEqual([
      expect.stringMatching(/^entry 7 .*"\/y\/".*: its "from" must be a path/),
      expect.stringMatching(/^entry 8 .*: its "from" must be a path/),
      expect.stringMatching(/^entry 9 .*: its "from" has the prefix \/en/),
      expect.stringMatching(/^entry 10 .*: it has "status", which an entry does not take/),
      expect.stringMatching(/^entry 11 .*: "permanent" must be true or false/),
      expect.stringMatching(/^entry 12 "\/u": each entry must be/),
      expect.stringMatching(/^entry 13 .*: its "from" #languages is a live FAQ entry/),
      expect.stringMatching(/^entry 14 .*: its "to" #nothing is no FAQ entry/),
      expect.stringMatching(/^entry 15 .*: a #fragment never reaches a server/),
      expect.stringMatching(/^entry 16 .*: a #fragment never reaches a server/),
      'entry 1 {"from":"/a","to":"/b"}: a loop: /a → /b → /a',
      'entry 1 {"from":"/a","to":"/b"}: a loop: /de/a → /de/b → /de/a',
      'entry 1 {"from":"/a","to":"/b"}: a loop: /zh/a → /zh/b → /zh/a',
      'entry 2 {"from":"/b","to":"/a"}: a loop: /b → /a → /b',
      'entry 2 {"from":"/b","to":"/a"}: a loop: /de/b → /de/a → /de/b',
      'entry 2 {"from":"/b","to":"/a"}: a loop: /zh/b → /zh/a → /zh/b',
      expect.stringMatching(/^entry 3 .*: a chain: \/old → \/help → \/faq; point its "to"/),
      expect.stringMatching(/^entry 3 .*: a chain: \/de\/old → \/de\/help → \/de\/faq/),
      expect.stringMatching(/^entry 3 .*: a chain: \/zh\/old → \/zh\/help → \/zh\/faq/),
      expect.stringMatching(/^entry 5 .*: its "from" \/pricing is a live page/),
      expect.stringMatching(/^entry 5 .*: its "from" \/de\/pricing is a live page/),
      expect.stringMatching(/^entry 6 .*: its "to" \/nowhere is no page of the site/),
      expect.stringMatching(/^entry 6 .*: its "to" \/de\/nowhere is no page of the site/),
      expect.stringMatching(/^entry 6 .*: its "to" \/zh\/nowhere is no page of the site/),
    ]);
    expect(resolve({ from: '/a', to: '/b' }).problems).toEqual([expect.stringMatching(/must hold a list/)]);
  });

  it('is refused by the build with the file and the entry named', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'redirects-'));
    writeFileSync(path.join(dir, 'moved.json'), JSON.stringify([{ from: '/a', to: '/a' }]));
    expect(() => readRedirects({ REDIRECTS_FILE: 'moved.json' }, dir, site)).toThrow(
      /moved\.json is refused:\n {2}entry 1 \{"from":"\/a","to":"\/a"\}: a loop: \/a → \/a/,
    );
    writeFileSync(path.join(dir, 'redirects.json'), '[{');
    expect(() => readRedirects({}, dir, site)).toThrow(/redirects\.json is no JSON list of redirects/);
  });
});
