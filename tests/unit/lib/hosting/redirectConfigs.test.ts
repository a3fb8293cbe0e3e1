import { describe, expect, it } from 'vitest';
import { cloudflareRedirects, netlifyConfig } from '@/lib/hosting/cdnConfigs';
import type { RedirectTable } from '@/lib/hosting/redirects';
import { routeRules } from '@/lib/hosting/routeRules';
import { apacheSite } from '@/scripts/hosts/apache';
import { caddySite } from '@/scripts/hosts/caddy';
import { firebaseHosting } from '@/scripts/hosts/firebase';
import { nginxServer } from '@/scripts/hosts/nginx';

/**
 * The moved addresses of redirects.json in each host's own syntax, with their status: permanent
 * (301) and temporary (302). The host contract serves a permanent one on every host
 * (tests/e2e/hosts.spec.ts); this covers the temporary one and where each host's rule must stand.
 */
const table: RedirectTable = { '/help': ['/faq', 301], '/de/old.offer': ['/de', 302] };
const site = new URL('http://localhost:3000');

describe('the moved addresses in the hosts’ configs', () => {
  it('nginx: exact locations, which win over every other', () => {
    const conf = nginxServer('/srv/out', routeRules, null, table);
    expect(conf).toMatch(/location = \/help \{\n\s+return 301 \/faq\$is_args\$args;/);
    expect(conf).toMatch(/location = \/de\/old\.offer \{\n\s+return 302 \/de\$is_args\$args;/);
  });

  it('Apache: rewrites before the 404 pages’ and the file names’ rules, the query kept', () => {
    const conf = apacheSite('/srv/out', routeRules, null, site, table);
    const help = conf.indexOf('\n  RewriteRule ^/help$ /faq [R=301,L]\n');
    expect(help).toBeGreaterThan(0);
    expect(conf).toContain('\n  RewriteRule ^/de/old\\.offer$ /de [R=302,L]\n');
    expect(help).toBeLessThan(conf.indexOf('RewriteRule ^(/[^/]+)?/404'));
  });

  it('Caddy: redirects first in the route, with the query where there is one', () => {
    const conf = caddySite('/srv/out', routeRules, site, table);
    expect(conf).toMatch(/route \/help \{\n\s+redir @withQuery \/faq\?\{query\} 301\n\s+redir \* \/faq 301/);
    expect(conf).toContain('redir * /de 302');
    expect(conf.indexOf('route /help {')).toBeLessThan(conf.indexOf('error @notFoundPage 404'));
  });

  it('Firebase Hosting: its redirects, by type', () => {
    expect(firebaseHosting(table).hosting.redirects).toEqual([
      { source: '/help', destination: '/faq', type: 301 },
      { source: '/de/old.offer', destination: '/de', type: 302 },
    ]);
  });

  it('Cloudflare Pages and Netlify: rules before the 404 rules that would match them first', () => {
    const cloudflare = cloudflareRedirects(table).split('\n');
    expect(cloudflare.slice(1, 3)).toEqual(['/help /faq 301', '/de/old.offer /de 302']);
    const netlify = netlifyConfig(routeRules, table);
    const moved = netlify.indexOf('from = "/de/old.offer"\n  to = "/de"\n  status = 302\n');
    expect(moved).toBeGreaterThan(0);
    expect(netlify).toContain('from = "/help"\n  to = "/faq"\n  status = 301\n');
    expect(moved).toBeLessThan(netlify.indexOf('from = "/de/*"'));
  });
});
