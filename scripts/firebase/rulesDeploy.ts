/**
 * Which Firestore rules `npm run deploy` deploys (docs/operators.md#rules-beside-the-apps): the
 * site's; the site's with the phone app's beside them (firestore.app.rules, merged by the build into
 * deploy/firestore.rules); or none, with FIRESTORE_RULES=off, where the app team deploys one ruleset
 * that holds the site's too. Then deploy prints the site's rules with their hash, and says when they
 * changed since the last time it printed them (each legal version changes them): merge again.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APP_RULES_FILE, appRules, DEPLOY_RULES_FILE } from '../export/appRules';
import { firestoreRules } from '../export/firestoreRules';

export type RulesPlan = 'site' | 'merged' | 'off';

/** Where deploy remembers the hash of the rules it last printed for merging (git-ignored with deploy/). */
const PRINTED_FILE = path.join('deploy', 'firestore.rules.printed');

/**
 * The rules this deploy deploys, from FIRESTORE_RULES (on unless `off`) and firestore.app.rules;
 * throws when the setting is neither, or when the app's rules cannot stand beside the site's.
 */
export function rulesPlan(env: Record<string, string | undefined>, root: string): RulesPlan {
  const value = env.FIRESTORE_RULES?.trim().toLowerCase() || 'on';
  if (value !== 'on' && value !== 'off') {
    throw new Error(
      `FIRESTORE_RULES is "${env.FIRESTORE_RULES}": set it to off when the app team deploys the project's rules (the site's merged into theirs), or leave it unset.`,
    );
  }
  if (value === 'off') return 'off';
  const appFile = path.join(root, APP_RULES_FILE);
  if (!existsSync(appFile)) return 'site';
  appRules(readFileSync(appFile, 'utf8'), firestoreRules());
  return 'merged';
}

/** What a plan deploys, in words, for the dry run and the deploy's log. */
export function rulesPlanText(plan: RulesPlan): string {
  return {
    site: `Firestore rules: the site's (firestore.rules, copied by the build to ${DEPLOY_RULES_FILE}), replacing the project's.`,
    merged: `Firestore rules: the site's with the app's from ${APP_RULES_FILE}, merged by the build into ${DEPLOY_RULES_FILE}, replacing the project's.`,
    off: "Firestore rules: none (FIRESTORE_RULES=off). Before deploying it prints the site's rules and their hash, for the app team to merge into the project's ruleset.",
  }[plan];
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/**
 * The site's rules for whoever deploys the project's ruleset: their text, their hash, and whether
 * they changed since the last time this printed them (then: merge again). Remembers the hash.
 */
export function rulesForMerging(root: string): string {
  const rules = firestoreRules();
  const hash = hashOf(rules);
  const file = path.join(root, PRINTED_FILE);
  const last = existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${hash}\n`);
  const verdict =
    last === hash
      ? 'They are the same as at the last deploy: nothing to merge.'
      : `Merge again: they ${last ? `changed since the last deploy (then ${last})` : 'were never printed here before'}. ` +
        "Put them into the project's ruleset (docs/operators.md#rules-beside-the-apps) and deploy it: until it holds " +
        'them, the project refuses what they allow (sign-ups, profiles) or what they add.';
  return `The site's Firestore rules (sha256 ${hash}), which this deploy did not deploy (FIRESTORE_RULES=off). ${verdict}\n\n${rules}`;
}
