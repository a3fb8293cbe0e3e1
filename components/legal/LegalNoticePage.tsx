import { getTranslations } from 'next-intl/server';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import type { Market } from '@/lib/markets';
import { legalPathsOf } from '@/lib/pages/built';
import { company, legalEntity } from '@/lib/legalPages/values';
import { contactEmail } from '@/lib/site';
import type { CompanyDetail } from '@/lib/company';
import { LegalArticle } from './LegalPage';
import Link from '../SiteLink';

/** The rows of the legal notice, in order: who, where, how to reach them, and their registrations. */
const rows = [
  'name',
  'address',
  'representative',
  'email',
  'phone',
  'register',
  'vatId',
  'shareCapital',
  'privacyOfficer',
  'euRepresentative',
  'ukRepresentative',
  'cnRepresentative',
  'krRepresentative',
  'hosting',
] as const satisfies readonly (CompanyDetail | 'email')[];

/**
 * The representatives, each shown where its market's law asks for it: in the locale of that
 * market, and where the locale's readers need that market's sections too (English, for the EU).
 */
const representativeMarkets: Partial<Record<(typeof rows)[number], Market>> = {
  euRepresentative: 'eu',
  ukRepresentative: 'uk',
  cnRepresentative: 'cn',
  krRepresentative: 'kr',
};

/** Details shown after another in its row: a representative's contact, the host's phone. */
const followedBy: Partial<Record<(typeof rows)[number], CompanyDetail>> = {
  cnRepresentative: 'cnRepresentativeContact',
  krRepresentative: 'krRepresentativeContact',
  hosting: 'hostingPhone',
};

const telephoneLink = (text: string) => <a href={`tel:${text.replace(/[^+\d]/g, '')}`}>{text}</a>;

/**
 * The legal notice (Impressum, mentions légales, aviso legal): the company's details from the
 * build's settings (lib/company.ts), the rows that the served markets' law asks for or that the
 * operator set, and the representatives of the locale's own market. Email and phone are links, the
 * fast channels § 5 DDG and LSSI art. 10 ask for.
 */
export default async function LegalNoticePage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'LegalNotice' });
  const nav = await getTranslations({ locale, namespace: 'Nav' });
  const { market, alsoShows = {} } = localeInfo(locale);
  const value = (row: (typeof rows)[number]) => {
    if (row === 'email') return <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
    const representing = representativeMarkets[row];
    if (representing && representing !== market && !(representing in alsoShows)) return null;
    const text = company[row];
    if (row === 'phone' && text) return telephoneLink(text);
    const more = followedBy[row] && company[followedBy[row]];
    if (text && more) {
      return (
        <>
          {text}, {row === 'hosting' ? telephoneLink(more) : more}
        </>
      );
    }
    if (row === 'privacyOfficer' && text) {
      return (
        <>
          {text}, <a href={`mailto:${legalEntity.privacyEmail}`}>{legalEntity.privacyEmail}</a>
        </>
      );
    }
    return text;
  };
  return (
    <LegalArticle heading={t('heading')} intro={t('intro')}>
      <dl className="legal-notice">
        {rows.map((row) => {
          const shown = value(row);
          return shown ? (
            <div key={row} id={`notice-${row}`}>
              <dt>{t(`fields.${row}`)}</dt>
              <dd>{shown}</dd>
            </div>
          ) : null;
        })}
      </dl>
      <p>
        <Link href={legalPathsOf(locale).pages.privacy}>{nav('privacy-policy')}</Link>
      </p>
    </LegalArticle>
  );
}
