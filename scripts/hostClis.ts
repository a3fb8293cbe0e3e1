/**
 * `npm run hosts:install`: installs wrangler and netlify-cli into tools/host-clis from its own lock
 * file, when they are not there as pinned (scripts/hosts/clis.ts). `npm test` runs it first;
 * `npm run preview:cloudflare`, `preview:netlify` and `deploy -- --host cloudflare|netlify` need it.
 */
import { installHostClis } from './hosts/clis';
import { runScript } from './lib/entry';

runScript(import.meta.url, installHostClis);
