/**
 * Loaded first by every command that builds, serves, checks or deploys the site as it goes live
 * (package.json: `tsx --import ./scripts/settings/production.ts`): the shell's settings and the
 * .env files a production build reads (./load.ts).
 */
import { loadSettings } from './load';

loadSettings('production');
