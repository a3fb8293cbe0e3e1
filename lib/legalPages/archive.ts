import { readFileSync } from 'node:fs';
import path from 'node:path';
import { legalVersionData, type LegalVersions } from '../legal/versions';
import { LEGAL_TEXTS, type LegalText } from '../legal/texts';
import { asShown } from '../i18n/messages';
import { everyLocale, type Locale } from '../i18n/locales';
import type { MessageTree } from '../i18n/deferredTexts';
import { archiveFile, documentOf, documentProblems, isArchived, type LegalDocument } from './documents';

/**
 * Reads the texts of legal versions at build time (lib/legalPages/documents.ts): the newest from
 * messages/, the earlier ones from legal/archive/. The build and its pages run in the project
 * folder; `root` is another project's, for the tests and `npm run legal`. The pages are prerendered,
 * so nothing here runs in a server: the reads are kept out of Next.js's file tracing
 * (`turbopackIgnore`), which would otherwise trace the whole project for a path it cannot resolve.
 */

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(/* turbopackIgnore: true */ file, 'utf8'));
}

export function readMessages(locale: string, root: string = process.cwd()): MessageTree {
  return readJson(path.join(root, 'messages', `${locale}.json`)) as MessageTree;
}

/** A version of a text in one language, as its page shows it; throws, naming the file, when it cannot. */
export function loadDocument(
  text: LegalText,
  version: string,
  locale: Locale,
  data: LegalVersions = legalVersionData,
  root: string = process.cwd(),
): LegalDocument {
  if (!isArchived(text, version, data)) {
    return documentOf(text, locale, asShown(readMessages(locale, root)), readMessages('en', root));
  }
  const file = archiveFile(text, version, locale);
  let document: unknown;
  try {
    document = readJson(path.join(root, file));
  } catch (error) {
    throw new Error(
      `${file}: the text of ${text} ${version} in ${locale} cannot be read (${(error as Error).message}). ` +
        'An earlier version is shown from its archive, which `npm run legal -- announce` writes ' +
        '(docs/editors.md#legal-versions): restore the file from git; for a language added after that ' +
        "version, write the version's text in it there (the English file of the same folder is the source).",
    );
  }
  const problems = documentProblems(document);
  if (problems.length) throw new Error(`${file} is no archived text: ${problems.join('; ')}`);
  return document as LegalDocument;
}

/**
 * Every archived text the build needs that is missing or broken, in words, for the build to refuse:
 * each earlier version's text in every language, as its page shows it.
 */
export function archiveProblems(data: LegalVersions = legalVersionData, root: string = process.cwd()): string[] {
  return LEGAL_TEXTS.flatMap((text) =>
    data[text]
      .filter(({ version }) => isArchived(text, version, data))
      .flatMap(({ version }) =>
        everyLocale.flatMap(({ code }) => {
          try {
            loadDocument(text, version, code, data, root);
            return [];
          } catch (error) {
            return [(error as Error).message];
          }
        }),
      ),
  );
}
