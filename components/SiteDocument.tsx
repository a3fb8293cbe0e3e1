import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import { analyticsIn, countingMarkets } from '@/lib/analytics/markets';
import { localizedPath } from '@/lib/pages/paths';
import { siteUrl } from '@/lib/site';
import { markFromHintScript } from '@/lib/firebase/hint';
import { editPreviewOrigin, PREVIEW_CLICKS_PATH } from '@/lib/editPreview/flag';
import AnalyticsSlot from './AnalyticsSlot';
import ApiFeedbackSlot from './ApiFeedbackSlot';
import BuildWatcher from './BuildWatcher';
import { ErrorTextProvider } from './ErrorTextProvider';
import Footer from './Footer';
import Header from './Header';
import ScrollManager from './ScrollManager';
import SiteNavigation from './SiteNavigation';

/** The document every page shares: `<html lang dir>` from the locale table, header, main, footer. */
export default async function SiteDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { hreflang, dir } = localeInfo(locale);
  const site = await getTranslations({ locale, namespace: 'Site' });
  const error = await getTranslations({ locale, namespace: 'Error' });
  return (
    // The first script marks <html> before React sees it (lib/firebase/hint.ts).
    <html lang={hreflang} dir={dir} suppressHydrationWarning>
      <body>
        {/* Before the header, so that it is painted with the visitor's signed-in state. */}
        <script dangerouslySetInnerHTML={{ __html: markFromHintScript() }} />
        <a className="skip-link" href="#main">
          {site('skipToContent')}
        </a>
        <Header locale={locale} />
        <main id="main" tabIndex={-1}>
          <ErrorTextProvider
            texts={{ notFound: error('notFound'), internal: error('internal'), retry: error('retry') }}
          >
            {children}
          </ErrorTextProvider>
        </main>
        <Footer locale={locale} />
        <SiteNavigation />
        <BuildWatcher />
        <ScrollManager />
        <ApiFeedbackSlot />
        {/* Only in the editor's preview: a click on a text opens it there (editor/preview/process.ts). */}
        {editPreviewOrigin() && <script src={PREVIEW_CLICKS_PATH} async />}
        {analyticsIn(locale) !== 'none' && (
          // Present only where a service runs in this market: otherwise no banner and no code at all.
          <AnalyticsSlot
            privacyHref={localizedPath(locale, '/privacy-policy')}
            // Its banner's texts load from the home page's payload once it asks (lib/i18n/deferredTexts.ts).
            homePath={localizedPath(locale, '/')}
            // The visitor's choice is this market's (lib/analytics/consent.ts).
            market={localeInfo(locale).market}
            countingMarkets={countingMarkets()}
            siteOrigin={siteUrl.origin}
          />
        )}
      </body>
    </html>
  );
}
