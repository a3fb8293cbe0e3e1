import type { Messages } from 'next-intl';
import { getFormatter, getMessages, getTranslations } from 'next-intl/server';
import { type ContactTexts } from '@/components/ContactForm';
import ContactFormIsland from '@/components/ContactFormIsland';
import { deferredPaths, omitTexts } from '@/lib/i18n/deferredTexts';
import OpenFaqFromHash from '@/components/OpenFaqFromHash';
import Prose from '@/components/Prose';
import { faqIds } from '@/lib/pages/lists';
import LeftOutPage from '@/components/LeftOutPage';
import { guardPage, localesBuilt } from '@/lib/pages/guard';
import { localizedPageMetadata } from '@/lib/pages/seo';
import { plainTexts } from '@/lib/i18n/plain';
import { apiBaseUrl } from '@/lib/api/config';
import { builtForThisMachine } from '@/lib/pages/thisMachine';
import { contactEmail } from '@/lib/site';
import { minimumAge } from '@/lib/account/signUp';
import { analyticsValues } from '@/lib/analytics/markets';
import { company, transfersOf } from '@/lib/legalPages/values';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/pages/paths';
import { pageNamed } from '@/lib/pages/routes';

type Props = { params: Promise<{ locale: string }> };

export const generateStaticParams = localesBuilt('faq');

export function generateMetadata({ params }: Props) {
  return localizedPageMetadata(params, 'faq');
}

export default async function FaqPage({ params }: Props) {
  const { locale, failure } = await guardPage(params, 'faq');
  if (failure) return <LeftOutPage locale={locale} failure={failure} />;
  const t = await getTranslations({ locale, namespace: 'Faq' });
  const contact = await getTranslations({ locale, namespace: 'Contact' });
  const messages = (await getMessages({ locale })) as Messages;
  // An answer may name the age of the locale's market, as the sign-up form asks it (lib/account/signUp.ts),
  // and the analytics it runs (lib/analytics/markets.ts).
  const values = { age: (await getFormatter({ locale })).number(minimumAge(locale)), ...analyticsValues(locale) };
  const answer = (id: (typeof faqIds)[number]) => t(`items.${id}.answer`, values);
  // A question new in English waits for its translation before this language shows it (lib/i18n/fallback.ts).
  const questions = faqIds.filter((id) => t.has(`items.${id}.question`));
  // FAQPage structured data: the same questions and answers as the page.
  // @see https://developers.google.com/search/docs/appearance/structured-data/faqpage
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: locale,
    mainEntity: questions.map((id) => ({
      '@type': 'Question',
      name: t(`items.${id}.question`),
      acceptedAnswer: { '@type': 'Answer', text: answer(id) },
    })),
  };
  return (
    <section className="container page-section faq">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(plainTexts(structuredData)).replace(/</g, '\\u003c') }}
      />
      <OpenFaqFromHash />
      <h1>{t('heading')}</h1>
      <p className="lead">{t('intro')}</p>
      <div className="faq-list">
        {questions.map((id) => (
          <details key={id} id={id} className="faq-item">
            <summary>
              <h2>{t(`items.${id}.question`)}</h2>
            </summary>
            <div className="faq-answer">
              <Prose text={answer(id)} />
            </div>
          </details>
        ))}
      </div>
      {apiBaseUrl ? (
        // Only where the site has an API to send it to. Its feedback and the API's toasts load from
        // the page's payload (lib/i18n/deferredTexts.ts).
        <ContactFormIsland
          texts={contactTexts(messages, locale, contact)}
          locale={locale}
          withoutScripts={<Prose text={contact('needsJavaScript', { email: contactEmail })} emails={[contactEmail]} />}
          privacy={{
            text: contact('privacy', { apiOperator: company.apiOperator ?? '' }),
            link: contact('privacyLink'),
            href: `${localizedPath(locale, pageNamed('privacy-policy').path)}#data-we-collect`,
          }}
        />
      ) : (
        <div className="faq-last">
          <Prose text={t('lastQuestion', { email: contactEmail })} emails={[contactEmail]} />
          {/* For the operator trying the site on their machine: a live build shows the address alone. */}
          {builtForThisMachine && (
            <p className="note">{t('contactNeedsApi', { setting: 'NEXT_PUBLIC_API_BASE_URL' })}</p>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * The contact form's texts as its island gets them: its feedback comes later, from the payload;
 * where the market asks a separate consent before the message leaves the country for the API's
 * operator (PIPL art. 39; lib/legalPages/transfers.ts), the consent's label, naming the recipient and
 * its country, and otherwise neither of the consent's texts.
 */
function contactTexts(
  messages: Messages,
  locale: Locale,
  contact: Awaited<ReturnType<typeof getTranslations<'Contact'>>>,
): ContactTexts {
  const abroad = transfersOf(locale).find(({ kind }) => kind === 'api');
  const asked = localeInfo(locale).transferConsent && abroad;
  const texts = omitTexts({ Contact: messages.Contact }, [
    ...deferredPaths('faq'),
    'Contact.needsJavaScript',
    'Contact.privacy',
    'Contact.privacyLink',
    ...(asked ? [] : ['Contact.transferConsent', 'Contact.transferConsentMissing']),
  ]).Contact as unknown as ContactTexts;
  if (!asked) return texts;
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(abroad.country) ?? abroad.country;
  return { ...texts, transferConsent: contact('transferConsent', { apiOperator: abroad.name, country }) };
}
