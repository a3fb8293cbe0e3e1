import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readFunctionsSettings } from '../../lib/firebase/functionsRegions';
import { root } from '../lib/paths';

/**
 * functions/.env, which firebase-tools reads when it deploys or emulates the functions: the region
 * they run in (FIREBASE_FUNCTIONS_REGION, lib/firebase/functions.ts), as the site's build has it,
 * so that the callable is where the browser calls it and the policies name the right country.
 * Written by `npm run deploy` and by each emulator start; not committed.
 */
export function writeFunctionsEnv(env: Record<string, string | undefined>): void {
  const file = path.join(root, 'functions', '.env');
  const text =
    "# Written by the site's scripts from FIREBASE_FUNCTIONS_REGION (scripts/firebase/functionsEnv.ts): set that, not this file.\n" +
    `SITE_FUNCTIONS_REGION=${readFunctionsSettings(env).region}\n`;
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
}
