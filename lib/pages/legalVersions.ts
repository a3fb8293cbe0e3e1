import { legalVersionData, type LegalVersions } from '../legal/versions';
import { LEGAL_TEXTS, legalTexts, type LegalText } from '../legal/texts';
import { localizedPath } from './paths';
import type { Locale } from '../i18n/locales';
import { pageNamed, type PagePath } from './routes';

/**
 * Every version of the terms, the privacy policy and the consent to keeping weights has a page of
 * its own, in every locale where its text's page is built (docs/editors.md#legal-versions):
 * `/versions/terms-conditions/2026-11-24-2`, `/de/versions/privacy-policy/…`. It shows that version's
 * text as it was published, from legal/archive/ once a newer version exists (lib/legalPages/documents.ts),
 * so that a consent or an acceptance always names a text that can still be read, and an announced
 * version can be read before it applies. The pages are documents (lib/hosting/documents.ts), kept out
 * of the sitemap and of search results: the text's own page shows the version in force.
 */

export const VERSIONS_PATH = '/versions';

/** A version's name as a path segment: every character other than letters and digits becomes `-`. */
export function versionSlug(version: string): string {
  return version.replace(/[^A-Za-z0-9]+/g, '-');
}

/** One version's page: its unprefixed path, and the text's own page, whose checks it shares. */
export interface VersionPage {
  text: LegalText;
  version: string;
  path: string;
  page: ReturnType<typeof pageNamed>;
}

export function versionPageOf(text: LegalText, version: string): VersionPage {
  const { folder, page } = legalTexts[text];
  return { text, version, path: `${VERSIONS_PATH}/${folder}/${versionSlug(version)}`, page: pageNamed(page) };
}

/** The page of every version of every text. */
export function versionPages(data: LegalVersions = legalVersionData): VersionPage[] {
  return LEGAL_TEXTS.flatMap((text) => data[text].map(({ version }) => versionPageOf(text, version)));
}

/** The version page at an unprefixed path, if it is one. */
export function versionPageAt(path: string): VersionPage | undefined {
  // Asked on every request in server mode (proxy.ts): the committed versions' pages, made once.
  pagesByPath ??= new Map(versionPages().map((page) => [page.path, page]));
  return pagesByPath.get(path);
}
let pagesByPath: Map<string, VersionPage> | undefined;

/** A version page's URL in a locale. */
export function versionUrl(locale: Locale, page: VersionPage): string {
  // The path joins the locale prefix as a page path does.
  return localizedPath(locale, page.path as PagePath);
}

/** Two versions whose names make the same path segment, which the build refuses. */
export function slugClashes(data: LegalVersions = legalVersionData): string[] {
  return LEGAL_TEXTS.flatMap((text) => {
    const slugs = data[text].map(({ version }) => versionSlug(version));
    return data[text]
      .filter((_, i) => slugs.indexOf(slugs[i]) !== i)
      .map(
        ({ version }) =>
          `legal/versions.json: ${text} ${version} makes the same page as an earlier version (${versionSlug(version)}): rename it.`,
      );
  });
}
