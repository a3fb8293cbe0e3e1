/**
 * The legal texts in the editor (docs/editors.md#legal-versions): saving an English text of the
 * terms, the privacy policy or the consent to keeping weights asks whether it is a correction of
 * wording or a change of substance. A change of substance makes the next version, announced for
 * 30 days after today (the notice deploy checks), with its text archived first and what it changes
 * in English; while a version is announced, a change of substance is part of it. The day can move
 * until a deploy has published the version.
 */
import { LEGAL_TEXTS, type LegalText } from '../../lib/legal/texts';
import { legalTextOf } from '../../lib/legalPages/documents';
import {
  addDays,
  announcedVersion,
  announceVersion,
  moveEffectiveDay,
  readPublished,
} from '../../scripts/legal/announce';
import { NOTICE_DAYS } from '../../scripts/legal/publication';
import type { Dirs } from '../../scripts/i18n/records';
import type { Announced } from '../contract';
import { projectOf, today } from './catalogue';
import { checkSave, writeText, type TextChange } from './changes';
import { Refusal } from './refusal';

/** How the editor answered the question a legal text asks, as sent (editor/contract.ts): checked here. */
export interface LegalAnswer {
  change?: unknown;
  changes?: unknown;
}

/** Errors of the version's bookkeeping, in its own words, as refusals: nothing was written. */
async function refusing<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw new Refusal((error as Error).message);
  }
}

/**
 * Saves a text, checked once; an English legal text first as its answer says. Returns the version it
 * announced, if any.
 */
export function saveWithVersion(dirs: Dirs, change: TextChange, answer: LegalAnswer): Promise<Announced> {
  const text = change.code === 'en' ? legalTextOf(change.key) : null;
  return changeWithVersion(dirs, text, answer, {
    check: () => checkSave(dirs, change),
    write: () => writeText(dirs, change),
  });
}

/**
 * Makes a change to the English texts (`write`) once `check` passes; a change to a legal text
 * (`text`) first as its answer says: a correction as is; a change of substance in the version
 * announced, or in a new one, announced here with what it changes.
 */
export async function changeWithVersion(
  dirs: Dirs,
  text: LegalText | null,
  answer: LegalAnswer,
  { check, write }: { check: () => void; write: () => void },
): Promise<Announced> {
  // What the change itself refuses comes first: a version is never announced for a change not made.
  check();
  if (!text) {
    write();
    return {};
  }
  if (answer.change !== 'correction' && answer.change !== 'substance')
    throw new Refusal('Say whether this is a correction of wording or a change of substance.', 428, {
      asks: 'legalChange',
      text,
    });
  let announced: Announced['announced'];
  const root = projectOf(dirs);
  const pending = announcedVersion(root, text, today());
  // Deployed, an announced version's text is what visitors were given notice of, and what those who
  // signed up since accepted: only corrections of wording, until it applies.
  if (answer.change === 'substance' && pending && readPublished(root)[text]?.[pending.version])
    throw new Refusal(
      `Version ${pending.version} is deployed: its notice has begun, and its text takes corrections of wording only. ` +
        `A change of substance waits until it applies on ${pending.effective}, and then makes the next version.`,
    );
  if (answer.change === 'substance' && !pending) {
    const changes = typeof answer.changes === 'string' ? answer.changes.trim() : '';
    if (!changes)
      throw new Refusal('Say what changes, in English: visitors are told before the new version applies.', 422, {
        asks: 'legalChanges',
        text,
      });
    const { version } = await refusing(() =>
      announceVersion({ root, text, effective: addDays(today(), NOTICE_DAYS), changes, today: today() }),
    );
    announced = { text, version: version.version, effective: version.effective };
  }
  write();
  return announced ? { announced } : {};
}

/** Moves the day an announced version applies from, until a deploy has published it. */
export function moveDay(dirs: Dirs, text: string, effective: string): Promise<void> {
  if (!LEGAL_TEXTS.includes(text as LegalText)) throw new Refusal(`${text} is no legal text.`, 404);
  return refusing(() => moveEffectiveDay(projectOf(dirs), text as LegalText, effective, today()));
}
