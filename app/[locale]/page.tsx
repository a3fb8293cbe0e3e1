import Link from '@/components/SiteLink';
import { getTranslations } from 'next-intl/server';
import { appFeatures, features, howSteps, teaserQuestions } from '@/lib/pages/lists';
import { detectionScript } from '@/lib/i18n/detect';
import { defaultLocale } from '@/lib/i18n/locales';
import LeftOutPage from '@/components/LeftOutPage';
import { guardPage, localesBuilt } from '@/lib/pages/guard';
import { localizedPath } from '@/lib/pages/paths';
import { isBuilt } from '@/lib/pages/built';
import { pageNamed } from '@/lib/pages/routes';
import { localizedPageMetadata } from '@/lib/pages/seo';
import { appStores, hasApp } from '@/lib/pages/app';
import { analyticsValues } from '@/lib/analytics/markets';

type Props = { params: Promise<{ locale: string }> };

export const generateStaticParams = localesBuilt('index');

export function generateMetadata({ params }: Props) {
  return localizedPageMetadata(params, 'index');
}

export default async function HomePage({ params }: Props) {
  const { locale, failure } = await guardPage(params, 'index');
  if (failure) return <LeftOutPage locale={locale} failure={failure} />;
  const t = await getTranslations({ locale, namespace: 'Home' });
  const faq = await getTranslations({ locale, namespace: 'Faq' });
  // The FAQ is linked only where it is built (lib/pages/built.ts).
  const faqPath = isBuilt(locale, pageNamed('faq')) ? localizedPath(locale, '/faq') : null;
  const signUp = `${localizedPath(locale, '/sign-in')}?mode=sign-up`;
  // What the privacy feature says follows the analytics this market runs (lib/analytics/markets.ts);
  // the cast lets one call serve every feature's keys, as in components/legal/LegalPage.tsx.
  const analytics = analyticsValues(locale);
  const featureText = (feature: (typeof features)[number], part: 'title' | 'text') =>
    (t as unknown as (key: string, values: object) => string)(`features.${feature}.${part}`, analytics);
  // An entry new in English waits for its translation before this language shows it (lib/i18n/fallback.ts);
  // the cast, as above, lets one call ask of every list.
  const has = t.has as (key: string) => boolean;
  const translated = <T extends string>(entries: readonly T[], list: string) =>
    entries.filter((entry) => has(`${list}.${entry}.title`));
  // Not prefetched, like the header's sign-in link: the sign-in screen's code (its ICU formatter,
  // then Firebase) is for visitors who go there, not for every reader of the home page.
  return (
    <>
      {locale === defaultLocale && (
        // On a static host no server can pick the visitor's language: this does it for `/` only.
        <script dangerouslySetInnerHTML={{ __html: detectionScript() }} />
      )}
      <section className="hero">
        <div className="container hero-inner">
          <h1>{t('heading')}</h1>
          <p className="lead">{t('intro')}</p>
          <p className="actions">
            <Link className="button" href={signUp} prefetch={false}>
              {t('ctaPrimary')}
            </Link>
            {faqPath && (
              <Link className="button button-quiet" href={faqPath}>
                {t('ctaSecondary')}
              </Link>
            )}
          </p>
        </div>
      </section>

      <section className="container page-section" aria-labelledby="how-title">
        <h2 id="how-title">{t('howTitle')}</h2>
        <ol className="steps">
          {translated(howSteps, 'how').map((step) => (
            <li key={step} className="card">
              <h3>{t(`how.${step}.title`)}</h3>
              <p>{t(`how.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="band" aria-labelledby="features-title">
        <div className="container page-section">
          <h2 id="features-title">{t('featuresTitle')}</h2>
          <ul className="grid">
            {translated(features, 'features').map((feature) => (
              <li key={feature} className="card">
                <h3>{featureText(feature, 'title')}</h3>
                <p>{featureText(feature, 'text')}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {hasApp && (
        // The app's features, apart from the site's and labelled as the app's (docs/claims.md).
        <section className="container page-section" aria-labelledby="app-title">
          <h2 id="app-title">{t('app.title')}</h2>
          <p>{t('app.text')}</p>
          <ul className="grid">
            {translated(appFeatures, 'app.features').map((feature) => (
              <li key={feature} className="card">
                <h3>{t(`app.features.${feature}.title`)}</h3>
                <p>{t(`app.features.${feature}.text`)}</p>
              </li>
            ))}
          </ul>
          <p className="actions">
            {appStores.appStore && (
              <a className="button button-quiet" href={appStores.appStore} rel="noopener">
                {t('app.appStore')}
              </a>
            )}
            {appStores.playStore && (
              <a className="button button-quiet" href={appStores.playStore} rel="noopener">
                {t('app.playStore')}
              </a>
            )}
          </p>
        </section>
      )}

      <section className="container page-section narrow" aria-labelledby="audience-title">
        <h2 id="audience-title">{t('audienceTitle')}</h2>
        <p>{t('audienceText')}</p>
        <p className="note">{t('audienceCaution')}</p>
      </section>

      {faqPath && (
        <section className="container page-section narrow" aria-labelledby="teaser-title">
          <h2 id="teaser-title">{t('teaserTitle')}</h2>
          <ul className="teaser">
            {teaserQuestions
              .filter((id) => faq.has(`items.${id}.question`))
              .map((id) => (
                <li key={id}>
                  <Link href={`${faqPath}#${id}`}>{faq(`items.${id}.question`)}</Link>
                </li>
              ))}
          </ul>
          <p>
            <Link href={faqPath}>{t('teaserMore')}</Link>
          </p>
        </section>
      )}

      <section className="band" aria-labelledby="final-title">
        <div className="container page-section narrow center">
          <h2 id="final-title">{t('finalTitle')}</h2>
          <p>{t('finalText')}</p>
          <p>
            <Link className="button" href={signUp} prefetch={false}>
              {t('ctaPrimary')}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
