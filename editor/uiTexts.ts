/**
 * The editor's own texts (editor/messages/{locale}.json), in the site's eight languages, which
 * `npm run i18n` checks beside the site's (scripts/i18n.ts, `editorDirs`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAcceptLanguage } from '../lib/i18n/detect';
import { defaultLocale, everyLocale } from '../lib/i18n/locales';
import type { Dirs } from '../scripts/i18n/records';
import { root } from '../scripts/lib/paths';

/** Where the editor's catalogue and its review records live, as `npm run i18n` reads a catalogue. */
export const editorDirs: Dirs = {
  messages: path.join(import.meta.dirname, 'messages'),
  records: path.join(import.meta.dirname, 'messages', 'records'),
  translations: path.join(root, 'translations', 'editor'),
};

export type EditorTexts = Record<string, string>;

/** The site's language the reader's browser asks for first, else English. */
export function editorLocale(acceptLanguage: string | undefined): string {
  for (const tag of parseAcceptLanguage(acceptLanguage)) {
    const language = tag.toLowerCase().split('-')[0];
    const found = everyLocale.find((l) => l.code === language);
    if (found) return found.code;
  }
  return defaultLocale;
}

/** A language's texts for the interface. */
export function editorTexts(locale: string): EditorTexts {
  return JSON.parse(readFileSync(path.join(editorDirs.messages, `${locale}.json`), 'utf8'));
}
