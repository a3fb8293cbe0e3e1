import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_EMULATORS } from '@/lib/firebase/config';
import { servedLocaleTable, locales } from '@/lib/i18n/locales';
import { legalStanding, legalVersionData } from '@/lib/legal/versions';
import { DISPLAY_NAME_MAX, PHOTO_MAX_CHARS, WEIGHT_KG } from '@/lib/account/profileForm';
import { firebaseProjectFiles } from '@/scripts/export/firebaseProject';
import { firestoreRules } from '@/scripts/export/firestoreRules';

/** The terms and privacy policy in force now. */
const legalVersions = { terms: legalStanding().inForce.terms, privacy: legalStanding().inForce.privacy };

const root = path.resolve(import.meta.dirname, '../../../..');

describe('the Firebase project files', () => {
  it.each(Object.entries(firebaseProjectFiles()))(
    '%s is what the tables give (npm run build rewrites it)',
    (name, text) => {
      expect(readFileSync(path.join(root, name), 'utf8'), `${name} is stale: run npm run build and commit it`).toBe(
        text,
      );
    },
  );

  it('checks the profile against the limits of the form and every locale', () => {
    const rules = firestoreRules();
    expect(rules).toContain(`data.displayName.size() <= ${DISPLAY_NAME_MAX}`);
    expect(rules).toContain(`data.startWeightKg >= ${WEIGHT_KG.min} && data.startWeightKg <= ${WEIGHT_KG.max}`);
    expect(rules).toContain(`data.photo.size() <= ${PHOTO_MAX_CHARS}`);
    expect(rules).toContain(`data.language in [${locales.map((code) => `'${code}'`).join(', ')}]`);
  });

  it('asks every profile for an acceptance of the current versions, at the age its market asks', () => {
    const rules = firestoreRules();
    expect(rules).toContain(`function termsInForce() {\n        return '${legalVersions.terms}';`);
    expect(rules).toContain(`function privacyInForce() {\n        return '${legalVersions.privacy}';`);
    expect(rules).toContain('a.terms == termsInForce()');
    // The newest version whose day has come is asked first.
    const three = firestoreRules(undefined, {
      ...legalVersionData,
      terms: [
        { version: 'A', effective: '2026-01-01' },
        { version: 'B', effective: '2026-02-01' },
        { version: 'C', effective: '2026-03-01' },
      ],
    });
    expect(three).toContain(
      "return request.time >= timestamp.date(2026, 3, 1) ? 'C' : (request.time >= timestamp.date(2026, 2, 1) ? 'B' : 'A');",
    );
    expect(rules).toContain(
      `a.age == {${servedLocaleTable.map((l) => `'${l.code}': ${l.minimumAge}`).join(', ')}}[a.market]`,
    );
    expect(rules).toContain('a.acceptedAt == request.time');
  });

  it("starts the emulators where the site's configuration looks for them", () => {
    const { emulators } = JSON.parse(firebaseProjectFiles()['firebase.json']);
    expect(`${emulators.auth.host}:${emulators.auth.port}`).toBe(DEFAULT_EMULATORS.auth);
    expect(`${emulators.firestore.host}:${emulators.firestore.port}`).toBe(DEFAULT_EMULATORS.firestore);
  });
});
