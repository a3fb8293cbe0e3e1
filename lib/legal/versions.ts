/**
 * Where the terms, the privacy policy and the consent to keeping weights stand: their versions, each
 * with the date it applies from, in legal/versions.json (docs/editors.md#legal-versions), and what
 * a visitor accepts or is told from them. Kept apart from lib/legalPages/values.ts, which reads the build's
 * environment, because the sign-up form and the account screen in the browser need them too, and
 * firestore.rules is generated from the same file.
 */
import versionData from '../../legal/versions.json' with { type: 'json' };
import type { createFormatter } from 'use-intl/core';
import { hostNow } from './hostClock';
import { LEGAL_TEXTS, type LegalText } from './texts';

export interface LegalVersion {
  /** Its name, recorded with every acceptance and consent. */
  version: string;
  /** The day it applies from (YYYY-MM-DD, UTC): 30 days or more after it is first published. */
  effective: string;
  /**
   * Why it must apply less than 30 days after it is first published: the law that requires it. Without
   * it, `npm run deploy` refuses such a version (scripts/legal/publication.ts).
   */
  sooner?: string;
}

/** Every published version of each text, oldest first. */
export type LegalVersions = Record<LegalText, readonly LegalVersion[]>;

/** The committed versions (legal/versions.json). */
export const legalVersionData: LegalVersions = versionData;

/** When a version applies from: the start of its day, UTC. */
export function effectiveTime({ effective }: Pick<LegalVersion, 'effective'>): Date {
  return new Date(`${effective}T00:00:00Z`);
}

/** A version's day as the texts name it, in the reader's language (a next-intl formatter). */
export function versionDay(
  format: Pick<ReturnType<typeof createFormatter>, 'dateTime'>,
  version: Pick<LegalVersion, 'effective'>,
): string {
  return format.dateTime(effectiveTime(version), { dateStyle: 'long', timeZone: 'UTC' });
}

/** What applies at one moment: the version of each text in force, and the next one announced (shown in the notice). */
export interface LegalStanding {
  inForce: Record<LegalText, string>;
  /** The version published and not yet in force, with its date, for each text that has one. */
  upcoming: Partial<Record<LegalText, LegalVersion>>;
}

/**
 * Which versions apply at `now` (by the host's clock, lib/legal/hostClock.ts): each text's newest version
 * whose day has come, and the one after it.
 */
export function legalStanding(now: Date = hostNow(), data: LegalVersions = legalVersionData): LegalStanding {
  const inForce = {} as Record<LegalText, string>;
  const upcoming: LegalStanding['upcoming'] = {};
  for (const text of LEGAL_TEXTS) {
    const versions = data[text];
    const applying = versions.filter((v) => effectiveTime(v) <= now);
    // Before the first version's day nothing else exists: the first version is the one there is.
    inForce[text] = (applying.at(-1) ?? versions[0]).version;
    const next = versions.find((v) => effectiveTime(v) > now && v.version !== inForce[text]);
    if (next) upcoming[text] = next;
  }
  return { inForce, upcoming };
}

/** When the next announced version of any text applies, or null when none is announced. */
export function nextLegalChange({ upcoming }: LegalStanding): Date | null {
  const days = Object.values(upcoming).map((version) => effectiveTime(version).getTime());
  return days.length ? new Date(Math.min(...days)) : null;
}

/**
 * The key of a version's "what changes" text in the messages (`LegalChanges.{text}.{key}`): its name,
 * with what a message key cannot hold replaced. The first version of each text has none.
 */
export function changesKey(version: string): string {
  return `v${version.replace(/[^A-Za-z0-9]/g, '_')}`;
}

/** The version of `text` in force at `now`, with its date. */
export function versionInForce(
  text: LegalText,
  now: Date = hostNow(),
  data: LegalVersions = legalVersionData,
): LegalVersion {
  const { inForce } = legalStanding(now, data);
  return data[text].find((v) => v.version === inForce[text])!;
}
