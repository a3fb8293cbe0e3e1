/**
 * Loaded first by `npm run dev` (package.json: `tsx --import ./scripts/settings/development.ts`):
 * the shell's settings and the .env files `next dev` reads (./load.ts).
 */
import { loadSettings } from './load';

loadSettings('development');
