import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { legalPathsOf } from '@/lib/builtPages';
import { company, contactEmail, legalEntity } from '@/lib/site';
import type { CompanyDetail } from '@/lib/company';
import { LegalArticle } from './LegalPage';
import Link from './SiteLink';

/** The rows of the legal notice, in order: who, where, how to reach them, and their registrations. */
const rows = [
  'name',
  'address',
  'representative',
  'email',
  'phone',
  'register',
  'vatId',
  'privacyOfficer',
  'euRepresentative',
  'ukRepresentative',
  'cnRepresentative',
  'krRepresentative',
  'hosting',
] as const satisfies readonly (CompanyDetail | 'email')[];

/**
 * The legal notice (Impressum, mentions légales, aviso legal): the company's details from the
 * build's settings (lib/company.ts), the rows that the served markets' law asks for or that the
 * operator set. Email and phone are links, the fast channels § 5 DDG and LSSI art. 10 ask for.
 */
export default async function LegalNoticePage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'LegalNotice' });
  const nav = await getTranslations({ locale, namespace: 'Nav' });
  const value = (row: (typeof rows)[number]) => {
    if (row === 'email') return <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
    const text = company[row];
    if (row === 'phone' && text) return <a href={`tel:${text.replace(/[^+\d]/g, '')}`}>{text}</a>;
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
        <Link href={legalPathsOf(locale).privacy}>{nav('privacy-policy')}</Link>
      </p>
    </LegalArticle>
  );
}
