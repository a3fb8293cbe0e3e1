import { describe, expect, it } from 'vitest';
import {
  CADDY_TEMPLATE_DELIMITERS,
  escapeHtml,
  fillRequestedPath,
  isNotFoundFile,
  withHostSlot,
} from '@/lib/hosting/notFoundSlot';
import { slotText } from '../../../support/notFoundSlot';
import { displayPath } from '@/lib/url';

const page = '<p>Page not found: <code data-requested-path="true"></code></p>';

describe('the requested path in a 404 page', () => {
  it('fills the empty slot, or the hosts’ slot, with the path decoded and escaped', () => {
    const ssi = withHostSlot(page, '404.html');
    // The SSI command (encoding before var, for Apache), then Caddy's action, inside its delimiters.
    const [open, close] = CADDY_TEMPLATE_DELIMITERS;
    expect(open).toBe('<!--#echo encoding="entity" var="slimstart_requested_path" --><!--{{');
    expect(ssi).toContain(`<code data-requested-path="true">${open}html .OriginalReq.URL.Path${close}</code>`);
    // What a host that fills the SSI command shows: the path, and Caddy's action as a comment.
    expect(slotText(ssi.replace(/<!--#echo[^>]*-->/, '/de/x'))).toBe('/de/x');
    for (const html of [page, ssi]) {
      expect(fillRequestedPath(html, '/de/%3Cscript%3Ealert(1)%3C/script%3E')).toBe(
        '<p>Page not found: <code data-requested-path="true">/de/&#60;script&#62;alert(1)&#60;/script&#62;</code></p>',
      );
    }
    // A replacement pattern in the path is text, not a pattern.
    expect(fillRequestedPath(page, '/$&$1')).toContain('>/$&#38;$1</code>');
  });

  it('shows a path that is not valid UTF-8 as it was typed', () => {
    expect(displayPath('/%E0%A4%A')).toBe('/%E0%A4%A');
    expect(displayPath('/%C3%BC')).toBe('/ü');
    expect(escapeHtml(`<a href="x" onclick='y'>&`)).toBe('&#60;a href=&#34;x&#34; onclick=&#39;y&#39;&#62;&#38;');
  });

  it('refuses a page without a slot, and knows the 404 pages of out/', () => {
    expect(() => withHostSlot('<p>nothing</p>', 'de/404.html')).toThrow(/de\/404.html has no/);
    expect(isNotFoundFile('404.html')).toBe(true);
    expect(isNotFoundFile('de/404.html')).toBe(true);
    expect(isNotFoundFile('de/faq.html')).toBe(false);
    expect(isNotFoundFile('de/4040.html')).toBe(false);
  });
});
