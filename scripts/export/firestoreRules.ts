/**
 * firestore.rules, written by `npm run build` from the TypeScript tables (./firebaseProject.ts): the
 * profile's limits and the language list from lib/account/profileForm.ts and the locale table, so that
 * a new locale's visitors can save their profile, and the agreement and consent (versions by date,
 * ages) from legal/versions.json and the locale table.
 */
import { everyLocale } from '../../lib/i18n/locales';
import { HEALTH_FIELDS } from '../../lib/account/profile';
import { effectiveTime, legalVersionData, type LegalVersion, type LegalVersions } from '../../lib/legal/versions';
import { LEGAL_TEXTS, type LegalText } from '../../lib/legal/texts';
import { WEIGHT_UNITS, type HealthConsent, type Profile } from '../../lib/account/profile';
import { DISPLAY_NAME_MAX, PHOTO_MAX_CHARS, WEIGHT_KG } from '../../lib/account/profileForm';
import type { Agreement } from '../../lib/account/signUp';
import { FRESH_SIGN_IN_SECONDS, SIGN_UP_RECORD_MINUTES, SIGN_UPS, USERS } from '../../lib/firebase/siteData';

const list = (values: readonly string[]) => `[${values.map((value) => `'${value}'`).join(', ')}]`;

/** A version's first moment as the rules write it: `timestamp.date(y, m, d)`, UTC. */
function ruleDate(version: LegalVersion): string {
  const date = effectiveTime(version);
  return `timestamp.date(${date.getUTCFullYear()}, ${date.getUTCMonth() + 1}, ${date.getUTCDate()})`;
}

/** A conditional inside another is written in parentheses. */
const nested = (expression: string) => (expression.includes('?') ? `(${expression})` : expression);

/**
 * A function per text of legal/versions.json: the version in force at the request's time, as
 * lib/legal/versions.ts's `legalStanding` has it.
 */
function versionFunctions(data: LegalVersions): string {
  return LEGAL_TEXTS.map((text) => {
    const versions = data[text];
    // Each later version wraps the earlier ones, so the newest whose day has come is asked first;
    // before the second's day, the first applies.
    const inForce = versions
      .slice(1)
      .reduce(
        (otherwise, v) => `request.time >= ${ruleDate(v)} ? '${v.version}' : ${nested(otherwise)}`,
        `'${versions[0].version}'`,
      );
    return `      function ${text}InForce() {
        return ${inForce};
      }`;
  })
    .concat(announcedFunction('terms', data.terms))
    .join('\n\n');
}

/**
 * The version of a text announced at the request's time, as `legalStanding`'s `upcoming` has it:
 * the first whose day has not come, after the first version; null when none is.
 */
function announcedFunction(text: LegalText, versions: readonly LegalVersion[]): string {
  const announced = versions
    .slice(1)
    .reduceRight((otherwise, v) => `request.time < ${ruleDate(v)} ? '${v.version}' : ${nested(otherwise)}`, 'null');
  return `      function ${text}Announced() {
        return ${announced};
      }`;
}

/**
 * The security rules of `users/{uid}`, for a list of locale codes: every language the project has,
 * unless told, also those that LOCALES switches off, so that the rules never depend on a build's
 * markets and a profile written in any of them stays valid.
 */
export function firestoreRules(
  locales: readonly string[] = everyLocale.map((l) => l.code),
  versions: LegalVersions = legalVersionData,
): string {
  const weight = (field: string) =>
    `data.${field} is number && data.${field} >= ${WEIGHT_KG.min} && data.${field} <= ${WEIGHT_KG.max}`;
  // One check per field of the profile: a field added to Profile does not compile until it has one.
  const checks: Record<keyof Profile, string> = {
    displayName: `data.displayName is string && data.displayName.size() <= ${DISPLAY_NAME_MAX}`,
    language: `data.language in ${list(locales)}`,
    unit: `data.unit in ${list(WEIGHT_UNITS)}`,
    startWeightKg: weight('startWeightKg'),
    goalWeightKg: weight('goalWeightKg'),
    photo: `data.photo is string && data.photo.size() <= ${PHOTO_MAX_CHARS} && data.photo.matches('^data:image/jpeg;base64,[A-Za-z0-9+/=]+$')`,
  };
  const fields = ['uid', ...Object.keys(checks), 'agreement', 'healthConsent', 'healthConsentHistory', 'updatedAt'];
  const healthFields = list(HEALTH_FIELDS);
  // What a consent to keeping the weights must hold: each field of HealthConsent has its check.
  const consented: Record<keyof HealthConsent, string> = {
    version: 'c.version == healthConsentInForce()',
    givenAt: 'c.givenAt == request.time',
  };
  const consentKeys = list(Object.keys(consented));
  // Each market's minimum age, and the markets that ask a consent to the transfer abroad: every
  // market the project has, as for the languages.
  const ageOf = `{${everyLocale.map((l) => `'${l.code}': ${l.minimumAge}`).join(', ')}}`;
  const transferMarkets = list(everyLocale.filter((l) => l.transferConsent).map((l) => l.code));
  // What an acceptance must hold: a field added to Agreement does not compile until it has a check.
  const accepted: Record<keyof Agreement, string> = {
    terms: 'a.terms == termsInForce()',
    nextTerms: `(!('nextTerms' in a) || a.nextTerms == termsAnnounced())`,
    privacy: 'a.privacy == privacyInForce()',
    market: `a.market in ${list(everyLocale.map((l) => l.code))}`,
    age: `a.age == ${ageOf}[a.market]`,
    transferAbroad: `('transferAbroad' in a) == (a.market in ${transferMarkets}) && a.get('transferAbroad', true) == true`,
  };
  // Every key but the consent to the transfer, which only some markets ask.
  const requiredKeys = list(['terms', 'privacy', 'market', 'age', 'acceptedAt']);
  const agreementKeys = list([...Object.keys(accepted), 'acceptedAt']);
  return `rules_version = '2';

// Generated by \`npm run build\` from lib/account/profile.ts, lib/account/profileForm.ts,
// legal/versions.json, lib/account/signUp.ts and the locale table (scripts/export/firebaseProject.ts):
// change those, not this file.
//
// The users collection: each visitor reads and writes only their own profile, users/{their uid},
// and every field is checked for type and size. Weights are kept in kilograms whatever unit the
// visitor reads them in; the profile picture is a small JPEG data URL. No profile exists without
// the visitor's agreement: the terms and privacy policy in force (versions by date, from
// legal/versions.json: each text's InForce function), the market it was given in, the
// age that market asks and, where it asks one, the consent to the transfer abroad, and the time,
// which is the server's. Once given, it stays as it is until a new one replaces it. The time
// of the last change (updatedAt) is the server's too, set by every write that keeps one.
// The weights are health data: kept only beside the visitor's own consent to that (healthConsent),
// given apart from the agreement (a record, never null), and removed with its withdrawal, which is
// always allowed and keeps the record (withdrawnAt; a later consent moves it to
// healthConsentHistory); weights stored before the consent existed stay as they were until the
// consent is given or they are withdrawn. A profile is deleted only within ${FRESH_SIGN_IN_SECONDS / 60} minutes of a
// sign-in, as the server deletes an account (functions/src/deleteAccount.ts).
//
// The signUps collection: a sign-up the website started, until its agreement is recorded
// (lib/firebase/profile.ts), which only such an account may be swept for lacking
// (functions/src/cleanUp.ts). No profile is made for a sign-up the clean-up is deleting.
service cloud.firestore {
  match /databases/{database}/documents {
    match /${USERS}/{uid} {
${versionFunctions(versions)}

      function signedInAs(id) {
        return request.auth != null && request.auth.uid == id;
      }

      function signedInWithin(seconds) {
        return request.time < timestamp.value(request.auth.token.auth_time * 1000) + duration.value(seconds, 's');
      }

      // The clean-up marks the record of a sign-up it is about to delete (sweptAt).
      function beingSwept() {
        let signUp = /databases/$(database)/documents/${SIGN_UPS}/$(uid);
        return exists(signUp) && 'sweptAt' in get(signUp).data;
      }

      // Weights from before the consent existed: kept as they were, beside no consent at all, until
      // their owner gives the consent or withdraws them.
      function legacyWeights(data, before) {
        return !('healthConsent' in before)
${HEALTH_FIELDS.map((field) => `          && data.get('${field}', null) == before.get('${field}', null)`).join('\n')};
      }

      function validProfile(data, before) {
        return data.keys().hasOnly(${list(fields)})
          && data.uid == uid
${Object.entries(checks)
  .map(([field, check]) => `          && (!('${field}' in data) || (${check}))`)
  .join('\n')}
          && (!('updatedAt' in data) || data.updatedAt == request.time)
          && 'agreement' in data
          && (!data.keys().hasAny(${healthFields}) || consentInForce(data.get('healthConsent', null))
            || legacyWeights(data, before));
      }

      // A consent to keeping the weights, given by this very write, to the current text.
      function newHealthConsent(c) {
        return c is map && c.keys().hasOnly(${consentKeys}) && c.keys().hasAll(${consentKeys})
${Object.values(consented)
  .map((check) => `          && ${check}`)
  .join('\n')};
      }

      // A consent in force: a record that was not withdrawn.
      function consentInForce(c) {
        return c is map && !('withdrawnAt' in c);
      }

      // The record \`before\` withdrawn by this very write: the same text and time, and when it ended.
      function withdrawnRecord(c, before) {
        return c is map && c.keys().hasOnly(${list([...Object.keys(consented), 'withdrawnAt'])})
          && c.version == before.version && c.givenAt == before.givenAt && c.withdrawnAt == request.time;
      }

      // The consent records are evidence: kept as they are; or a new consent, where none is in force,
      // the withdrawn one moving to the history; or the one in force withdrawn. None is ever re-dated
      // or removed.
      function keptHealthConsent(data, before) {
        let c = data.get('healthConsent', null);
        let b = before.get('healthConsent', null);
        let history = data.get('healthConsentHistory', []);
        let had = before.get('healthConsentHistory', []);
        return (c == b && history == had)
          || (newHealthConsent(c)
            && ((b == null && history == had) || (b is map && 'withdrawnAt' in b && history == had.concat([b]))))
          || (consentInForce(b) && withdrawnRecord(c, b) && history == had);
      }

      // A withdrawal: the weights go, the consent ends, and nothing else changes.
      function withdrawsHealthConsent(data, before) {
        return data.diff(before).affectedKeys().hasOnly(${list([...HEALTH_FIELDS, 'healthConsent', 'updatedAt'])})
          && !data.keys().hasAny(${healthFields}) && !consentInForce(data.get('healthConsent', null));
      }

      // An acceptance given by this very write: of the terms in force, and of those announced if it
      // names them, with the privacy policy in force shown.
      function newAgreement(a) {
        return a is map && a.keys().hasOnly(${agreementKeys}) && a.keys().hasAll(${requiredKeys})
${Object.values(accepted)
  .map((check) => `          && ${check}`)
  .join('\n')}
          && a.acceptedAt == request.time;
      }

      // An earlier acceptance that still covers the terms in force: of those, or of them while they
      // were announced. The privacy policy is acknowledged, not accepted: a new one asks nothing.
      function currentAgreement(a) {
        return a.terms == termsInForce() || a.get('nextTerms', null) == termsInForce();
      }

      allow get: if signedInAs(uid);
      // A query must ask for the visitor's own document only (where('uid', '==', auth.uid)).
      allow list: if request.auth != null && resource.data.uid == request.auth.uid;
      allow create: if signedInAs(uid) && validProfile(request.resource.data, {})
        && newAgreement(request.resource.data.agreement)
        && keptHealthConsent(request.resource.data, {})
        && !beingSwept();
      // A new acceptance replaces the agreement; otherwise it stays as it was, and nothing changes
      // until the visitor has accepted the current versions, but for withdrawing the consent.
      allow update: if signedInAs(uid) && validProfile(request.resource.data, resource.data)
        && keptHealthConsent(request.resource.data, resource.data)
        && (newAgreement(request.resource.data.agreement)
          || (request.resource.data.agreement == resource.data.get('agreement', null)
            && (currentAgreement(request.resource.data.agreement)
              || withdrawsHealthConsent(request.resource.data, resource.data))));
      allow delete: if signedInAs(uid) && signedInWithin(${FRESH_SIGN_IN_SECONDS});
    }

    match /${SIGN_UPS}/{uid} {
      allow create: if request.auth != null && request.auth.uid == uid
        && request.time < timestamp.value(request.auth.token.auth_time * 1000) + duration.value(${SIGN_UP_RECORD_MINUTES}, 'm')
        && request.resource.data.keys().hasOnly(['createdAt']) && request.resource.data.createdAt == request.time;
      // Removed by the agreement's write; never once the clean-up has marked it (sweptAt).
      allow delete: if request.auth != null && request.auth.uid == uid
        && (resource == null || !('sweptAt' in resource.data));
    }
  }
}
`;
}
