/**
 * The interface's own texts (editor/messages/), in the language the server chose for the reader:
 * `t`, typed by the keys of editor/messages/en.json, and the words every part shares.
 */
import type { Locale } from 'use-intl';
import { createFormatter, createTranslator } from 'use-intl/core';
import { versionDay } from '../../lib/legal/versions';
import type { CellState, LegalState } from '../domain/catalogue';
import type { Announced } from '../contract';
import type texts from '../messages/en.json';

/** The texts the server put in the page, with their language (editor/server/server.ts: shell). */
const given = JSON.parse(document.getElementById('editor-texts')!.textContent!) as {
  locale: Locale;
  texts: typeof texts;
};

export const locale = given.locale;

// The editor's own catalogue, not the site's: checked by npm run i18n -- --editor.
export const t = createTranslator({ locale, messages: given.texts });

export const stateText: Record<CellState, string> = {
  missing: t('stateMissing'),
  english: t('stateEnglish'),
  stale: t('stateStale'),
  invalid: t('stateInvalid'),
  translated: t('stateTranslated'),
  reviewed: t('stateReviewed'),
};

/** What a state means, and what to do about it: one sentence each. */
export const stateHelp: Record<CellState, string> = {
  missing: t('stateHelpMissing'),
  english: t('stateHelpEnglish'),
  stale: t('stateHelpStale'),
  invalid: t('stateHelpInvalid'),
  translated: t('stateHelpTranslated'),
  reviewed: t('stateHelpReviewed'),
};

/** A legal text's name, as the questions and the list of versions say it. */
export const legalName: Record<LegalState['text'], string> = {
  terms: t('legalTerms'),
  privacy: t('legalPrivacy'),
  healthConsent: t('legalHealthConsent'),
};

/** A version's day, in the reader's language, as the site's pages name it. */
export const dayOf = (effective: string) => versionDay(createFormatter({ locale, timeZone: 'UTC' }), { effective });

/** What a change did (its answer): `done`, or the version of a legal text it announced. */
export function doneNote(answer: object, done: string): string {
  const { announced } = answer as Announced;
  return announced ? t('legalAnnounced', { version: announced.version, date: dayOf(announced.effective) }) : done;
}
