import { afterEach, describe, expect, it, vi } from 'vitest';
import { editPreviewOrigin, inEditPreview } from '@/lib/editPreview/flag';
import { hasMarks, inEveryString, keysIn, marked, markedMessages, withoutMarks } from '@/lib/editPreview/marks';

/** A value without marks in any of its strings, however deep (metadata, JSON-LD, an island's data). */
const withoutMarksIn = <T>(value: T): T => inEveryString(value, withoutMarks);
import { contentSecurityPolicy, headersFor } from '@/lib/hosting/routeRules';
import { framedBy } from '@/editor/preview/framing';

describe('the editor preview’s marks', () => {
  it('carry a key after its text, invisibly, and give it back', () => {
    const text = marked('Hello, {name}!', 'Faq.items.what-is-slimstart.question');
    expect(text.startsWith('Hello, {name}!')).toBe(true);
    expect(hasMarks(text)).toBe(true);
    // A flag emoji's closing tag character is no mark.
    expect(hasMarks('🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}')).toBe(false);
    expect(keysIn(`${text} and ${marked('Bye', 'Site.name')}`)).toEqual([
      'Faq.items.what-is-slimstart.question',
      'Site.name',
    ]);
    // Unicode tag characters only: U+E0001, the key's characters from U+E0020, U+E007F.
    expect([...text.slice('Hello, {name}!'.length)].every((c) => c.codePointAt(0)! >= 0xe0000)).toBe(true);
    expect(withoutMarks(text)).toBe('Hello, {name}!');
    expect(hasMarks(withoutMarks(text))).toBe(false);
  });

  it('leave a key outside printable ASCII unmarked', () => {
    expect(marked('Text', 'Faq.é')).toBe('Text');
  });

  it('mark every text of a message tree with its dotted key', () => {
    const messages = markedMessages({ Faq: { heading: 'FAQ', items: { a: { question: 'Q?' } } }, Site: { name: 'S' } });
    expect(keysIn(messages.Faq.heading)).toEqual(['Faq.heading']);
    expect(keysIn(messages.Faq.items.a.question)).toEqual(['Faq.items.a.question']);
    expect(withoutMarksIn(messages)).toEqual({
      Faq: { heading: 'FAQ', items: { a: { question: 'Q?' } } },
      Site: { name: 'S' },
    });
  });

  it('come off every string of metadata or structured data, whatever else it holds', () => {
    const url = new URL('https://example.com/');
    const data = { title: marked('T', 'a.b'), list: [marked('x', 'c'), 3], url, none: null };
    expect(withoutMarksIn(data)).toEqual({ title: 'T', list: ['x', 3], url, none: null });
  });
});

describe('editPreviewOrigin, the preview flag', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('holds only under next dev, whatever the environment says', () => {
    const origin = 'http://editor.0123456789abcdef0123.localhost:4321';
    expect(editPreviewOrigin({ NODE_ENV: 'development', EDIT_PREVIEW: origin })).toBe(origin);
    expect(editPreviewOrigin({ NODE_ENV: 'production', EDIT_PREVIEW: origin })).toBeNull();
    expect(editPreviewOrigin({ EDIT_PREVIEW: origin })).toBeNull();
    expect(editPreviewOrigin({ NODE_ENV: 'development' })).toBeNull();
    // `next build` with NODE_ENV=development in the shell: still a build.
    expect(
      editPreviewOrigin({ NODE_ENV: 'development', NEXT_PHASE: 'phase-production-build', EDIT_PREVIEW: origin }),
    ).toBeNull();
  });

  it('refuses anything but the editor’s loopback origin', () => {
    for (const origin of [
      'http://evil.example:4321',
      'http://127.0.0.1:4321',
      'http://localhost:4321',
      'http://x.localhost:4321',
      'http://preview.x.localhost:4321',
      'http://editor.a.b.localhost:4321',
      'https://editor.x.localhost:4321',
      'http://editor.x.localhost:4321/x',
      '*',
    ])
      expect(() => editPreviewOrigin({ NODE_ENV: 'development', EDIT_PREVIEW: origin })).toThrow(/EDIT_PREVIEW/);
  });

  it('holds in the browser under next dev only, from NEXT_PUBLIC_EDIT_PREVIEW', () => {
    vi.stubEnv('NEXT_PUBLIC_EDIT_PREVIEW', 'http://editor.x.localhost:4321');
    vi.stubEnv('NODE_ENV', 'development');
    expect(inEditPreview()).toBe(true);
    vi.stubEnv('NODE_ENV', 'production');
    expect(inEditPreview()).toBe(false);
    vi.stubEnv('NODE_ENV', 'development');
    vi.stubEnv('NEXT_PUBLIC_EDIT_PREVIEW', '');
    expect(inEditPreview()).toBe(false);
  });

  it('lets exactly the editor frame the site in the preview, and no one otherwise', () => {
    vi.stubEnv('EDIT_PREVIEW', 'http://editor.x.localhost:4321');
    vi.stubEnv('NODE_ENV', 'production');
    expect(contentSecurityPolicy()).toContain("frame-ancestors 'none';");
    // The site's headers forbid framing even in the preview; the preview's own server names the editor.
    vi.stubEnv('NODE_ENV', 'development');
    expect(contentSecurityPolicy()).toContain("frame-ancestors 'none';");
    const framing = framedBy('http://editor.x.localhost:4321');
    expect(framing('Content-Security-Policy', contentSecurityPolicy())).toContain(
      'frame-ancestors http://editor.x.localhost:4321;',
    );
    expect(framing('X-Frame-Options', headersFor('/faq')['X-Frame-Options'])).toBeNull();
    expect(framing('Content-Type', 'text/html')).toBe('text/html');
  });
});
