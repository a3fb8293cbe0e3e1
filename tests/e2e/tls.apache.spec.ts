import { APACHE_HTTP_PORT } from '../../playwright.config';
import { testHttps } from './tlsSupport';

/** deploy/apache.conf for an https site: a `*:443` host, and the `*:80` one only redirecting (scripts/hosts/apache.ts). */
testHttps(APACHE_HTTP_PORT, 'Apache');
