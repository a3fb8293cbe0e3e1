import { describe, expect, it } from 'vitest';
import { apacheSite, apacheTls } from '@/scripts/hosts/apache';
import { caddySite } from '@/scripts/hosts/caddy';
import { firebaseHosting } from '@/scripts/hosts/firebase';
import { nginxLocation, nginxServer, nginxTls } from '@/scripts/hosts/nginx';
import { CADDY_TEMPLATE_DELIMITERS } from '@/lib/hosting/notFoundSlot';
import { inlineScripts } from '@/scripts/export/steps';
import {
  analyticsAllowedOn,
  contentSecurityPolicy,
  headersFor,
  routeRules,
  scriptSources,
  strictTransportSecurity,
} from '@/lib/hosting/routeRules';

describe('headersFor', () => {
  it('makes hashed assets and build manifests immutable, pages and latest.json revalidated', () => {
    expect(headersFor('/_next/static/chunks/a.js')['Cache-Control']).toContain('immutable');
    expect(headersFor('/builds/meta/abc.json')['Cache-Control']).toContain('immutable');
    expect(headersFor('/builds/latest.json')['Cache-Control']).toBe('no-cache');
    expect(headersFor('/de/faq.html')['Cache-Control']).toContain('must-revalidate');
  });

  it('sends the security headers everywhere', () => {
    for (const path of ['/index.html', '/_next/static/x.js', '/builds/latest.json']) {
      const headers = headersFor(path);
      expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
      expect(headers['Referrer-Policy']).toBeTruthy();
      expect(headers['Permissions-Policy']).toBeTruthy();
      // Google's sign-in popup must still be able to report back.
      expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    }
  });

  it('starts every policy with default-src, and lets a page’s own policy decide its inline scripts', () => {
    const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d]));
    // A static host's header: it cannot know a page's hashes, so the page's meta policy decides.
    const header = directives(headersFor('/de/faq')['Content-Security-Policy']);
    expect([...header.keys()][0]).toBe('default-src');
    expect(header.get('default-src')).toBe("default-src 'self'");
    expect(header.get('script-src')).toContain("'unsafe-inline'");
    // The page's own (server mode's header, the export's meta): its hashes, no inline script beside.
    const scripts = scriptSources(["'sha256-abc='"]);
    const own = directives(contentSecurityPolicy({ scripts }));
    expect(own.get('script-src')).toBe(scripts);
    expect(own.get('script-src')).not.toContain("'unsafe-inline'");
    // A meta policy repeats the whole header but frame-ancestors, which it cannot carry.
    const meta = directives(contentSecurityPolicy({ scripts, inMeta: true }));
    expect([...meta.keys()]).toEqual([...own.keys()].filter((name) => name !== 'frame-ancestors'));
    expect(meta.get('connect-src')).toBe(header.get('connect-src'));
  });

  it('lets no analytics host into the sign-in and account screens’ own policies, in any locale or route form', () => {
    for (const path of ['/account', '/sign-in', '/de/account', '/en/account', '/jp/sign-in']) {
      expect(analyticsAllowedOn(path), path).toBe(false);
    }
    for (const path of ['/', '/de', '/faq', '/en/privacy-policy', '/ko/404'])
      expect(analyticsAllowedOn(path), path).toBe(true);
  });

  it('asks for https only for a site that lives on https (SITE_URL)', () => {
    expect(strictTransportSecurity(new URL('https://slimstart.example'))).toEqual({
      'Strict-Transport-Security': 'max-age=31536000',
    });
    expect(strictTransportSecurity(new URL('http://localhost:3000'))).toEqual({});
  });
});

describe('host configs', () => {
  it('gives Firebase Hosting the same headers', () => {
    const { hosting } = firebaseHosting();
    expect(hosting.public).toBe('out');
    const immutable = hosting.headers.find((h) => h.source === '/_next/static/**');
    expect(immutable?.headers).toContainEqual({ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' });
  });

  it('gives nginx each locale its own 404 page, the requested path through SSI and every location the security headers', () => {
    const conf = nginxServer();
    expect(conf).toContain('~^/de/ /de/404.html;');
    expect(conf).toContain('~^/jp/ /jp/404.html;');
    expect(conf).not.toContain('/en/404.html');
    expect(conf).toContain('error_page 404 $slimstart_not_found;');
    expect(conf).toContain('server_tokens off;');
    expect(conf).toMatch(/internal;\s+ssi on;/);
    expect(conf).toContain('return 301 $slimstart_page$is_args$args;');
    const locations = conf.split('location ').slice(1);
    expect(locations.length).toBeGreaterThanOrEqual(6);
    for (const location of locations) expect(location).toContain('add_header Content-Security-Policy');
  });

  it('gives Apache and Caddy the same: each locale its 404 page with the path filled in, and the headers on every answer', () => {
    const apache = apacheSite();
    expect(apache).toContain('ErrorDocument 404 /404.html');
    expect(apache).toContain('<If "%{REQUEST_URI} =~ m#^/jp/#">\n    ErrorDocument 404 /jp/404.html');
    expect(apache).not.toContain('/en/404.html');
    expect(apache).toContain('Options -Indexes -MultiViews +IncludesNOEXEC');
    expect(apache).toContain('RewriteRule ^ - [E=slimstart_requested_path:%{ENV:REDIRECT_slimstart_requested_path},L]');
    expect(apache).toContain('ServerTokens Prod');
    expect(apache).toMatch(
      /<Location "\/">\n(    Header always set .+\n)*    Header always set Content-Security-Policy/,
    );
    const caddy = caddySite();
    expect(caddy).toContain('@de path /de/*\n\t\thandle @de {\n\t\t\trewrite * /de/404.html');
    expect(caddy).toContain(`between "${CADDY_TEMPLATE_DELIMITERS[0].replace(/"/g, '\\"')}" "}}-->"`);
    // Each path's headers from exactly one header block: the general rule leaves out the narrower ones.
    expect(caddy).toContain('path /*\n\t\tnot path /_next/static/* ');
    expect(caddy.match(/\theader @rule\d+ \{/g)).toHaveLength(Object.keys(routeRules).length);
  });

  it('derives Apache’s and Caddy’s header sections from the route rules', () => {
    const rules = { ...routeRules, '/fonts/**': { headers: { 'Cache-Control': 'max-age=60' } } };
    expect(apacheSite('/srv/out', rules)).toContain(
      '<Location "/fonts/">\n    Header always set Cache-Control "max-age=60"',
    );
    const caddy = caddySite('/srv/out', rules);
    expect(caddy).toMatch(/not path [^\n]*\/fonts\/\*/);
    expect(caddy).toMatch(/path \/fonts\/\*\n\t\}\n\theader @rule\d+ \{\n\t\tCache-Control "max-age=60"/);
  });

  it('serves an https site over HTTPS with the certificate from the settings, and sends plain HTTP there', () => {
    const site = new URL('https://www.example.com');
    expect(nginxTls({}, site)).toEqual({
      certificate: '/etc/letsencrypt/live/www.example.com/fullchain.pem',
      key: '/etc/letsencrypt/live/www.example.com/privkey.pem',
    });
    const tls = nginxTls(
      { NGINX_TLS_CERTIFICATE: '/srv/tls/site.pem', NGINX_TLS_CERTIFICATE_KEY: '/srv/tls/site.key' },
      site,
    );
    const conf = nginxServer('/srv/out', routeRules, tls);
    expect(conf).toMatch(
      /server \{\n  listen 80;\n  server_tokens off;\n  return 301 https:\/\/\$host\$request_uri;\n\}/,
    );
    expect(conf).toContain(
      '  listen 443 ssl http2;\n  ssl_certificate /srv/tls/site.pem;\n  ssl_certificate_key /srv/tls/site.key;',
    );
    // The site itself is served once, over HTTPS.
    expect(conf.match(/root \/srv\/out;/g)).toHaveLength(1);
    // An http site: one plain server, no certificate.
    expect(nginxTls({}, new URL('http://intranet.example'))).toBeNull();
    expect(nginxServer('/srv/out', routeRules, null)).not.toContain('ssl');
    // A path that would end the directive, or is not absolute, stops the build with its name.
    expect(() => nginxTls({ NGINX_TLS_CERTIFICATE: '/x.pem; include /etc/passwd' }, site)).toThrow(
      /NGINX_TLS_CERTIFICATE must be an absolute path/,
    );
    expect(() => nginxTls({ NGINX_TLS_CERTIFICATE_KEY: 'site.key' }, site)).toThrow(/NGINX_TLS_CERTIFICATE_KEY/);
  });

  it('gives Apache a *:443 host for an https site, with HTTP/2 and the certificate from its settings, and *:80 only redirecting', () => {
    const site = new URL('https://www.example.com');
    expect(apacheTls({}, site)).toEqual({
      certificate: '/etc/letsencrypt/live/www.example.com/fullchain.pem',
      key: '/etc/letsencrypt/live/www.example.com/privkey.pem',
    });
    const tls = apacheTls({ APACHE_TLS_CERTIFICATE: '/srv/tls/site.pem', APACHE_TLS_KEY: '/srv/tls/site.key' }, site);
    const conf = apacheSite('/srv/out', routeRules, tls, site);
    expect(conf).toContain(
      '<VirtualHost *:80>\n  ServerName www.example.com\n  Redirect permanent "/" "https://www.example.com/"\n</VirtualHost>',
    );
    expect(conf).toMatch(
      /<VirtualHost \*:443>\n  ServerName www\.example\.com\n  SSLEngine on\n  SSLCertificateFile \/srv\/tls\/site\.pem\n  SSLCertificateKeyFile \/srv\/tls\/site\.key\n(.+\n)*  Protocols h2 http\/1\.1\n  DocumentRoot \/srv\/out\n/,
    );
    // The site itself is served once, over HTTPS.
    expect(conf.match(/DocumentRoot/g)).toHaveLength(1);
    // An http site: one plain host, no certificate.
    expect(apacheTls({}, new URL('http://intranet.example'))).toBeNull();
    const plain = apacheSite('/srv/out', routeRules, null, new URL('http://intranet.example'));
    expect(plain).toContain('<VirtualHost *:80>\n  DocumentRoot /srv/out');
    expect(plain).not.toMatch(/SSL|:443|Redirect /);
    expect(() => apacheTls({ APACHE_TLS_KEY: '/srv/tls/my key' }, site)).toThrow(
      /APACHE_TLS_KEY must be an absolute path/,
    );
  });

  it("names an https site's host in Caddy's site block, whose plain HTTP only redirects there", () => {
    const conf = caddySite('/srv/out', routeRules, new URL('https://www.example.com'));
    expect(conf).toContain('http://www.example.com {\n\tredir https://www.example.com{uri} 301\n}');
    expect(conf).toContain('\nwww.example.com {\n\troot * /srv/out\n');
    expect(conf).not.toMatch(/^:80 \{/m);
    const plain = caddySite('/srv/out', routeRules, new URL('http://intranet.example'));
    expect(plain).toContain('\n:80 {\n\troot * /srv/out\n');
    expect(plain).not.toMatch(/redir https|intranet/);
  });

  it("derives nginx's locations from the route rules, so that a new rule reaches nginx too", () => {
    const rules = { ...routeRules, '/fonts/**': { headers: { 'Cache-Control': 'max-age=60' } } };
    const conf = nginxServer('/srv/out', rules);
    const fonts = conf.split('location ').find((location) => location.startsWith('/fonts/ {'));
    expect(fonts).toContain('add_header Cache-Control "max-age=60" always;');
    expect(conf).toContain('location = /builds/latest.json {');
    expect(nginxLocation('/**')).toEqual(['/', '/']);
    expect(nginxLocation('/builds/latest.json')).toEqual(['= /builds/latest.json', '/builds/latest.json']);
  });
});

describe('inlineScripts', () => {
  it('finds the scripts a browser runs, not data blocks or external files', () => {
    const html =
      '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script async="">b()</script>';
    expect(inlineScripts(html)).toEqual(['a()', 'b()']);
  });
});
