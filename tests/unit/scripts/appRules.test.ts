import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { appRules, mergedRules, writeDeployRules } from '../../../scripts/export/appRules';
import { firestoreRules } from '../../../scripts/export/firestoreRules';
import { rulesForMerging, rulesPlan, rulesPlanText } from '../../../scripts/firebase/rulesDeploy';

const site = firestoreRules();
const entries = `// The app's entries: each user's own.
match /appEntries/{uid} {
  allow read, write: if request.auth.uid == uid;
}
`;
const whole = `rules_version = '2';
service cloud.firestore {
  function isOwner(uid) {
    return request.auth != null && request.auth.uid == uid;
  }
  match /databases/{db}/documents {
    match /meals/{uid}/items/{item} {
      // Not "match /users/{uid}": a comment or a string names what it likes.
      allow read, write: if isOwner(uid) && get(/databases/$(db)/documents/plans/$(uid)).data.active == true;
    }
  }
}
`;

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
function project(appRulesText?: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'slimstart-rules-'));
  dirs.push(dir);
  if (appRulesText !== undefined) writeFileSync(path.join(dir, 'firestore.app.rules'), appRulesText);
  return dir;
}

describe('the phone app’s rules beside the site’s', () => {
  it('puts the app’s match blocks inside the site’s service, in a documents match of their own', () => {
    const merged = mergedRules(site, appRules(entries, site));
    expect(merged.startsWith(site.slice(0, site.lastIndexOf('}')).trimEnd())).toBe(true);
    expect(merged).toContain('    match /appEntries/{uid} {\n      allow read, write: if request.auth.uid == uid;');
    expect(merged).toMatch(/match \/databases\/\{database\}\/documents \{\n {4}\/\/ The app's entries/);
    expect(merged.trimEnd().endsWith('}')).toBe(true);
  });

  it('takes a whole ruleset as the app team has it, its functions and database name kept', () => {
    const merged = mergedRules(site, appRules(whole, site));
    expect(merged).toContain('function isOwner(uid)');
    expect(merged).toContain('match /databases/{db}/documents {\n    match /meals/{uid}/items/{item}');
    expect(merged).not.toContain("rules_version = '2';\nservice cloud.firestore {\n  function isOwner");
  });

  it.each([
    [
      'a recursive wildcard',
      'match /{document=**} { allow read, write: if request.auth != null; }',
      /match \/\{document=\*\*\} can match users\/\{uid\}/,
    ],
    [
      'a wildcard collection',
      'match /{collection}/{id} { allow read: if true; }',
      /match \/\{collection\}\/\{id\} can match/,
    ],
    [
      'the profiles',
      'match /users/{uid} { allow read: if true; }',
      /match \/users\/\{uid\} is in users, which the site owns/,
    ],
    ['the sign-ups, below', 'match /signUps/{uid}/notes/{note} { allow read: if true; }', /is in signUps/],
    [
      'a function of the site’s',
      'function signedInAs(id) { return true; }\nmatch /a/{b} { allow read: if signedInAs(b); }',
      /function signedInAs is defined by the site's rules too/,
    ],
    [
      'something else',
      'allow read: if true;',
      /holds "allow read: if true;", where only match blocks and functions can stand/,
    ],
  ])('stops at %s', (_name, rules, message) => {
    expect(() => appRules(rules, site)).toThrow(message);
  });

  it('lets through nothing it cannot read as the rules language does', () => {
    const open = 'match /{document=**} { allow read, write: if true; }';
    for (const hidden of [
      // A second service block, or anything after the first.
      `${whole}service cloud.firestore { match /databases/{d}/documents { ${open} } }`,
      // Strings it does not parse.
      `match /a/{b} { allow read: if r'\\' == 'x'; } ${open}`,
      'match /`users`/{u} { allow read: if true; }',
      `match /a/{b} { allow read: if '''x''' == 'x'; }`,
    ]) {
      expect(() => appRules(hidden, site), hidden).toThrow(/firestore\.app\.rules/);
    }
    // A one-letter string is no prefix.
    expect(() => appRules('match /a/{b} { allow read: if b == \'b\' || b == "r"; }', site)).not.toThrow();
    // A version in a comment is no version: these wildcards are version 1's.
    expect(() =>
      appRules(
        "// rules_version = '2';\nservice cloud.firestore { match /databases/{d}/documents { match /a/{r=**} { } } }",
        site,
      ),
    ).toThrow(/rules_version '1'/);
  });

  it('refuses rules for another service, and version 1 recursive wildcards', () => {
    expect(() => appRules('service firebase.storage { match /b/{bucket}/o { } }', site)).toThrow(/firebase\.storage/);
    expect(() =>
      appRules('service cloud.firestore { match /databases/{database}/documents { match /a/{rest=**} { } } }', site),
    ).toThrow(/rules_version '1'/);
  });

  it('is written by the build to deploy/firestore.rules, or only the site’s rules when there are none', () => {
    const without = project();
    expect(writeDeployRules(without, site, {})).toBe(false);
    expect(readFileSync(path.join(without, 'deploy/firestore.rules'), 'utf8')).toBe(site);
    const withApp = project(entries);
    expect(writeDeployRules(withApp, site, {})).toBe(true);
    expect(readFileSync(path.join(withApp, 'deploy/firestore.rules'), 'utf8')).toContain('match /appEntries/{uid}');
    const open = project('match /{document=**} { allow read: if true; }');
    expect(() => writeDeployRules(open, site, {})).toThrow(
      /firestore\.app\.rules cannot stand beside the site's rules/,
    );
    // The app team deploys the ruleset: the file is theirs to judge.
    expect(writeDeployRules(open, site, { FIRESTORE_RULES: 'off' })).toBe(false);
  });
});

describe('which rules npm run deploy deploys', () => {
  it('says so for the dry run: the site’s, merged with the app’s, or none', () => {
    expect(rulesPlan({}, project())).toBe('site');
    expect(rulesPlan({}, project(entries))).toBe('merged');
    expect(rulesPlan({ FIRESTORE_RULES: 'off' }, project(entries))).toBe('off');
    expect(() => rulesPlan({ FIRESTORE_RULES: 'maybe' }, project())).toThrow(/FIRESTORE_RULES is "maybe"/);
    expect(() => rulesPlan({}, project('match /{any=**} { allow read: if true; }'))).toThrow(/can match users/);
    expect(rulesPlanText('merged')).toMatch(/firestore\.app\.rules, merged by the build into deploy\/firestore\.rules/);
    expect(rulesPlanText('off')).toMatch(/none \(FIRESTORE_RULES=off\)/);
  });

  it('with FIRESTORE_RULES=off, prints the site’s rules and their hash, and says to merge again when they changed', () => {
    const dir = project();
    const first = rulesForMerging(dir);
    expect(first).toMatch(/sha256 [0-9a-f]{16}\), which this deploy did not deploy/);
    expect(first).toMatch(/Merge again: they were never printed here before/);
    expect(first).toContain(site);
    expect(rulesForMerging(dir)).toMatch(/same as at the last deploy: nothing to merge/);
    writeFileSync(path.join(dir, 'deploy/firestore.rules.printed'), '0123456789abcdef\n');
    expect(rulesForMerging(dir)).toMatch(/Merge again: they changed since the last deploy \(then 0123456789abcdef\)/);
  });
});
