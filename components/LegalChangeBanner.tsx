import { getFormatter, getTranslations } from 'next-intl/server';
import { legalStanding, versionDay } from '@/lib/legal/versions';
import { legalPathsOf } from '@/lib/pages/built';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/pages/paths';
import Link from './SiteLink';

/**
 * Under the header of every page, for a signed-in visitor (the mark the hint sets before the page is
 * painted, lib/firebase/hint.ts; no script): each change to the terms or the privacy policy announced
 * when the site was built, with its day, a link to the page that says what changes, and for the
 * terms the free way out on the account page. The account screen's notice says the same, live
 * (components/account/LegalChangeNotice.tsx).
 */
export default async function LegalChangeBanner({ locale }: { locale: Locale }) {
  const { upcoming } = legalStanding();
  const announced = (['terms', 'privacy'] as const).filter((text) => upcoming[text]);
  if (!announced.length) return null;
  const t = await getTranslations({ locale, namespace: 'Site.legalChange' });
  const format = await getFormatter({ locale });
  const paths = legalPathsOf(locale);
  const account = localizedPath(locale, '/account');
  return (
    // Shown by the signed-in mark; the note inside it, since an element shown as contents has no role.
    <div className="when-signed-in">
      <div className="legal-change" role="note">
        {announced.map((text) => (
          <p key={text} className="container">
            {t.rich(text, {
              date: versionDay(format, upcoming[text]!),
              link: (chunks) => <Link href={paths.versions[text][upcoming[text]!.version]}>{chunks}</Link>,
              account: (chunks) => <Link href={account}>{chunks}</Link>,
            })}
          </p>
        ))}
      </div>
    </div>
  );
}
