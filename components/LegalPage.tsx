import type { ReactNode } from 'react';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { changesKey, legalStanding, versionDay, versionInForce, type LegalVersion } from '@/lib/account/legal';
import { minimumAge } from '@/lib/account/signUp';
import type { LegalSection } from '@/lib/content';
import { localizedPath } from '@/lib/i18n/paths';
import { legalPageValues, legalValues } from '@/lib/site';
import { analyticsValues } from '@/lib/analytics/markets';
import PrivacyChoicesItem from './PrivacyChoicesItem';
import Prose from './Prose';
import Link from './SiteLink';

/**
 * The privacy policy and the terms: heading, date, table of contents and anchored sections, each
 * from its own message key (a market's own sections live under `Markets`, lib/markets.ts). Under
 * the rights, the controls that exercise them: the account page, and the analytics choice.
 */
export default async function LegalPage({
  locale,
  namespace,
  sections,
}: {
  locale: Locale;
  namespace: 'Privacy' | 'Terms';
  sections: readonly LegalSection[];
}) {
  const page = await getTranslations({ locale, namespace });
  // Section keys are built from the page's section list; the cast lets one component serve them.
  const t = (await getTranslations({ locale })) as unknown as (key: string, values?: object) => string;
  const format = await getFormatter({ locale });
  // Which version this page shows, since when, and the next one announced (lib/account/legal.ts), in
  // words that stay true once its day has passed.
  const text = namespace === 'Terms' ? 'terms' : 'privacy';
  const current = versionInForce(text);
  const next = legalStanding().upcoming[text];
  const day = (version: LegalVersion) => versionDay(format, version);
  // The age of the locale's market, as the sign-up form asks it (lib/account/signUp.ts), and the
  // analytics it runs (lib/analytics/markets.ts).
  const values = {
    ...legalPageValues(locale),
    ...analyticsValues(locale),
    age: format.number(minimumAge(locale)),
  };
  return (
    <LegalArticle
      heading={page('heading')}
      intro={page('intro')}
      meta={
        <>
          <time dateTime={current.effective}>{page('inForce', { version: current.version, date: day(current) })}</time>
          {next &&
            ` ${page('upcoming', { date: day(next), changes: t(`LegalChanges.${text}.${changesKey(next.version)}`) })}`}
        </>
      }
    >
      <nav aria-labelledby="toc-title" className="toc">
        <h2 id="toc-title">{page('tocTitle')}</h2>
        <ol>
          {sections.map(({ id, key }) => (
            <li key={id}>
              <a href={`#${id}`}>{t(`${key}.title`, values)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map(({ id, key }) => (
        <section key={id} id={id} aria-labelledby={`${id}-title`} className="legal-section">
          <h2 id={`${id}-title`}>{t(`${key}.title`, values)}</h2>
          <Prose text={t(`${key}.body`, values)} emails={[legalValues.email, legalValues.privacyEmail]} />
          {id === 'rights' && namespace === 'Privacy' && <RightsControls locale={locale} />}
        </section>
      ))}
    </LegalArticle>
  );
}

/**
 * The account page by way of the sign-in screen, which sends a signed-in visitor straight on and
 * asks anyone else to sign in first: the policy is read signed out as often as not.
 */
const accountThroughSignIn = (locale: Locale) =>
  `${localizedPath(locale, '/sign-in')}?next=${encodeURIComponent(localizedPath(locale, '/account'))}`;

/** Where a visitor exercises the rights the policy lists, themselves: their account, their analytics choice. */
async function RightsControls({ locale }: { locale: Locale }) {
  const nav = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <ul className="rights-controls">
      <li>
        <Link href={accountThroughSignIn(locale)}>{nav('account')}</Link>
      </li>
      <PrivacyChoicesItem locale={locale} />
    </ul>
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
