import type { ReactNode } from 'react';
import { getFormatter, getMessages, getTranslations } from 'next-intl/server';
import { changesText } from '@/lib/legal/payload';
import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/lib/i18n/locales';
import {
  effectiveTime,
  legalStanding,
  legalVersionData,
  versionDay,
  versionInForce,
  type LegalVersion,
} from '@/lib/legal/versions';
import { hasOwnPage, LEGAL_TEXTS, legalTexts, type LegalText, type PageText } from '@/lib/legal/texts';
import { minimumAge } from '@/lib/account/signUp';
import { sectionShown } from '@/lib/legalPages/sections';
import { loadDocument } from '@/lib/legalPages/archive';
import { versionPageOf } from '@/lib/pages/legalVersions';
import { versionPathOf } from '@/lib/pages/built';
import { localizedPath } from '@/lib/pages/paths';
import { pageNamed } from '@/lib/pages/routes';
import { legalPageValues, legalValues } from '@/lib/legalPages/values';
import { siteLanguages } from '@/lib/legalPages/languages';
import { analyticsValues } from '@/lib/analytics/markets';
import PrivacyChoicesItem from '../PrivacyChoicesItem';
import Prose from '../Prose';
import Link from '../SiteLink';

/**
 * The privacy policy and the terms: heading, date, table of contents and anchored sections, then
 * every version of the text (lib/pages/legalVersions.ts). The text is one version's, as
 * lib/legalPages/documents.ts reads it: on the text's own page the version in force when the site was
 * built, on a version's page that version. Under the rights, the controls that exercise them: the
 * account page, and the analytics choice.
 */
export default async function LegalPage({
  locale,
  text,
  version,
}: {
  locale: Locale;
  text: PageText;
  /** A version's own page; without it, the text's page. */
  version?: string;
}) {
  const page = await getTranslations({ locale, namespace: legalTexts[text].namespace });
  const format = await getFormatter({ locale });
  const shown = version ? versionNamed(text, version) : versionInForce(text);
  const doc = documentTranslator(locale, text, shown.version);
  const values = legalTextValues(locale, format);
  const sections = doc.sections.filter(sectionShown(locale));
  return (
    <LegalArticle
      heading={doc.t('heading', values)}
      intro={doc.t('intro', values)}
      meta={
        version ? (
          <VersionMeta locale={locale} text={text} version={shown} />
        ) : (
          <InForceMeta locale={locale} text={text} />
        )
      }
    >
      <nav aria-labelledby="toc-title" className="toc">
        <h2 id="toc-title">{page('tocTitle')}</h2>
        <ol>
          {sections.map(({ id }) => (
            <li key={id}>
              <a href={`#${id}`}>{doc.t(`sections.${id}.title`, values)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map(({ id }) => (
        <section key={id} id={id} aria-labelledby={`${id}-title`} className="legal-section">
          <h2 id={`${id}-title`}>{doc.t(`sections.${id}.title`, values)}</h2>
          <Prose text={doc.t(`sections.${id}.body`, values)} emails={[legalValues.email, legalValues.privacyEmail]} />
          {'rightsSection' in legalTexts[text] && id === legalTexts[text].rightsSection && (
            <RightsControls locale={locale} />
          )}
        </section>
      ))}
      <VersionList locale={locale} text={text} current={version} />
      {LEGAL_TEXTS.filter((other) => !hasOwnPage(other) && legalTexts[other].page === legalTexts[text].page).map(
        (other) => (
          <VersionList key={other} locale={locale} text={other} />
        ),
      )}
    </LegalArticle>
  );
}

/** The consent to keeping weights, as one of its versions asked for it (lib/pages/legalVersions.ts). */
export async function HealthConsentVersion({ locale, version }: { locale: Locale; version: string }) {
  const t = await getTranslations({ locale, namespace: 'LegalVersions' });
  const format = await getFormatter({ locale });
  const shown = versionNamed('healthConsent', version);
  const doc = documentTranslator(locale, 'healthConsent', version);
  const values = legalTextValues(locale, format);
  return (
    <LegalArticle
      heading={t('consentHeading')}
      intro={doc.t('intro', values)}
      meta={<VersionMeta locale={locale} text="healthConsent" version={shown} />}
    >
      {doc.statement && (
        <section aria-labelledby="statement-title" className="legal-section">
          <h2 id="statement-title">{t('statement')}</h2>
          <blockquote>
            <p>{doc.t('statement', values)}</p>
          </blockquote>
        </section>
      )}
      <VersionList locale={locale} text="healthConsent" current={version} />
    </LegalArticle>
  );
}

function versionNamed(text: LegalText, version: string): LegalVersion {
  const found = legalVersionData[text].find((v) => v.version === version);
  if (!found) throw new Error(`legal/versions.json has no ${text} version ${version}`);
  return found;
}

/**
 * A version's text with a translator over it: its messages are the document's own
 * (lib/legalPages/documents.ts), so that an archived version is formatted as the current one is.
 */
function documentTranslator(locale: Locale, text: LegalText, version: string) {
  const document = loadDocument(text, version, locale);
  const messages = {
    heading: document.heading,
    intro: document.intro,
    ...(document.statement === undefined ? {} : { statement: document.statement }),
    sections: Object.fromEntries(document.sections.map(({ id, title, body }) => [id, { title, body }])),
  };
  // Section keys come from the document; the cast lets one translator serve them.
  const t = createTranslator({ locale, messages }) as unknown as (key: string, values?: object) => string;
  return { t, sections: document.sections, statement: document.statement };
}

/**
 * What the legal texts fill in: the deployment's company and settings, the age of the locale's
 * market, as the sign-up form asks it (lib/account/signUp.ts), the analytics it runs
 * (lib/analytics/markets.ts) and the languages it serves (lib/legalPages/languages.ts).
 */
function legalTextValues(locale: Locale, format: Awaited<ReturnType<typeof getFormatter>>) {
  return {
    ...legalPageValues(locale),
    ...analyticsValues(locale),
    age: format.number(minimumAge(locale)),
    languages: siteLanguages(locale),
  };
}

/**
 * Which version the text's page shows, since when, and the next one announced (lib/legal/versions.ts),
 * in words that stay true once its day has passed.
 */
async function InForceMeta({ locale, text }: { locale: Locale; text: PageText }) {
  const page = await getTranslations({ locale, namespace: legalTexts[text].namespace });
  const messages = await getMessages({ locale });
  const format = await getFormatter({ locale });
  const current = versionInForce(text);
  const next = legalStanding().upcoming[text];
  return (
    <>
      <time dateTime={current.effective}>
        {page('inForce', { version: current.version, date: versionDay(format, current) })}
      </time>
      {next &&
        ` ${page('upcoming', { date: versionDay(format, next), changes: changesText(messages, text, next.version) ?? '' })}`}
    </>
  );
}

/** A version's page: since when it applies, until when if a later one has replaced it, and where the text's page is. */
async function VersionMeta({ locale, text, version }: { locale: Locale; text: LegalText; version: LegalVersion }) {
  const t = await getTranslations({ locale, namespace: 'LegalVersions' });
  const messages = await getMessages({ locale });
  const format = await getFormatter({ locale });
  const versions = legalVersionData[text];
  const index = versions.findIndex((v) => v.version === version.version);
  const after = versions[index + 1];
  const replaced = after && effectiveTime(after) <= new Date();
  return (
    <>
      <time dateTime={version.effective}>
        {replaced
          ? t('applied', {
              version: version.version,
              from: versionDay(format, version),
              until: versionDay(format, after),
            })
          : t('applies', { version: version.version, date: versionDay(format, version) })}
      </time>{' '}
      {index > 0 && `${changesText(messages, text, version.version) ?? ''} `}
      {t.rich(hasOwnPage(text) ? 'main' : 'consentMain', {
        link: (chunks) => <Link href={localizedPath(locale, pageNamed(legalTexts[text].page).path)}>{chunks}</Link>,
      })}
    </>
  );
}

/** Every version of a text, oldest first, each linking to its page; the one shown is marked. */
async function VersionList({ locale, text, current }: { locale: Locale; text: LegalText; current?: string }) {
  const t = await getTranslations({ locale, namespace: 'LegalVersions' });
  const format = await getFormatter({ locale });
  const id = `versions-${text}`;
  return (
    <section aria-labelledby={id} className="legal-section legal-versions">
      <h2 id={id}>{t(hasOwnPage(text) ? 'title' : 'consentTitle')}</h2>
      <ul>
        {legalVersionData[text].map((v) => {
          const entry = t('entry', { version: v.version, date: versionDay(format, v) });
          return (
            <li key={v.version}>
              {v.version === current ? (
                <span aria-current="page">{entry}</span>
              ) : (
                <Link href={versionPathOf(locale, versionPageOf(text, v.version))}>{entry}</Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
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
