import { legalPayload } from '../legal/payload';
import { analyticsIn, formatConsentTexts } from '../analytics/markets';
import { isAccountScreen } from '../pages/built';
import { deferredPaths, pickTexts, type MessageTree } from '../i18n/deferredTexts';
import { withoutEnglishMarksIn } from '../i18n/englishMarks';
import type { servedLocaleTable } from '../i18n/locales';
import { localizedPath } from '../pages/paths';
import { routeName, type Page } from '../pages/routes';

/**
 * A page's payload in a locale: which page it is (locale, route name such as `faq___de`, path)
 * and the texts it loads once it runs (lib/i18n/deferredTexts.ts), the consent banner's as it
 * shows them (lib/analytics/markets.ts); on the account screens, the legal texts' versions
 * (lib/legal/payload.ts). The export writes one file per page; server mode answers
 * the same from proxy.ts. Build-time code: the browser only reads payloads (lib/hosting/pageTexts.ts).
 */
export function pagePayload(
  page: Page,
  locale: (typeof servedLocaleTable)[number],
  messages: MessageTree,
  buildId: string,
) {
  // Texts a script shows: an English one in place of a translation comes plain (lib/i18n/fallback.ts).
  return withoutEnglishMarksIn({
    buildId,
    locale: locale.code,
    routeName: routeName(page.name, locale.segment),
    path: localizedPath(locale.code, page.path),
    texts: formatConsentTexts(
      locale.code,
      messages,
      pickTexts(messages, deferredPaths(page.name, analyticsIn(locale.code) !== 'none')),
    ),
    // The account screens judge the agreement and announce changes from the texts' versions.
    ...(isAccountScreen(page.path) && { legal: legalPayload(messages) }),
  });
}
