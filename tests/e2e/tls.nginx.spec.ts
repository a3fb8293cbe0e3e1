import { NGINX_HTTP_PORT } from '../../playwright.config';
import { testHttps } from './tlsSupport';

/** deploy/nginx.conf for an https site (scripts/hosts/nginx.ts). */
testHttps(NGINX_HTTP_PORT, 'nginx');
