import type { ReactNode } from 'react';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { legalLastUpdated } from '@/lib/legal';
import { minimumAge } from '@/lib/signUp';
import { legalValues } from '@/lib/site';
import Prose from './Prose';

/** The privacy policy and the terms: heading, date, table of contents and anchored sections. */
export default async function LegalPage({
  locale,
  namespace,
  sections,
}: {
  locale: Locale;
  namespace: 'Privacy' | 'Terms';
  sections: readonly string[];
}) {
  // Both namespaces share their shape; the cast lets one component serve them.
  const t = (await getTranslations({ locale, namespace })) as unknown as (
    key: string,
    values?: Record<string, string>,
  ) => string;
  const format = await getFormatter({ locale });
  const date = format.dateTime(legalLastUpdated, { dateStyle: 'long', timeZone: 'UTC' });
  // The age of the locale's market, as the sign-up form asks it (lib/signUp.ts).
  const values = { ...legalValues, age: format.number(minimumAge(locale)) };
  return (
    <LegalArticle
      heading={t('heading')}
      intro={t('intro')}
      meta={<time dateTime={legalLastUpdated.toISOString().slice(0, 10)}>{t('lastUpdated', { date })}</time>}
    >
      <nav aria-labelledby="toc-title" className="toc">
        <h2 id="toc-title">{t('tocTitle')}</h2>
        <ol>
          {sections.map((id) => (
            <li key={id}>
              <a href={`#${id}`}>{t(`sections.${id}.title`)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((id) => (
        <section key={id} id={id} aria-labelledby={`${id}-title`} className="legal-section">
          <h2 id={`${id}-title`}>{t(`sections.${id}.title`)}</h2>
          <Prose text={t(`sections.${id}.body`, values)} emails={[legalValues.email, legalValues.privacyEmail]} />
        </section>
      ))}
    </LegalArticle>
  );
}

/**
 * The frame of a legal page (the privacy policy, the terms, the legal notice): heading, lead and
 * an optional line of facts under them, then the page's own content.
 */
export function LegalArticle({
  heading,
  intro,
  meta,
  children,
}: {
  heading: string;
  intro: string;
  meta?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="container page-section legal">
      <header className="legal-header">
        <h1>{heading}</h1>
        <p className="lead">{intro}</p>
        {meta && <p className="meta">{meta}</p>}
      </header>
      {children}
    </article>
  );
}
