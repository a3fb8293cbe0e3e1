import { CADDY_HTTP_PORT } from '../../playwright.config';
import { testHttps } from './tlsSupport';

/** deploy/Caddyfile for an https site: a block for the site's host name, and one for plain HTTP only redirecting (scripts/hosts/caddy.ts). */
testHttps(CADDY_HTTP_PORT, 'Caddy');
