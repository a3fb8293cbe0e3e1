import Link from './SiteLink';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/pages/paths';
import { isBuilt } from '@/lib/pages/built';
import { pagesLinkedFrom } from '@/lib/pages/routes';
import PrivacyChoicesItem from './PrivacyChoicesItem';
import { plainText } from '@/lib/i18n/plain';

export default async function Footer({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Nav' });
  const site = await getTranslations({ locale, namespace: 'Site' });
  return (
    <footer className="site-footer">
      <div className="container">
        <nav aria-label={plainText(site('footerNavigation'))}>
          <ul>
            {pagesLinkedFrom('footer')
              .filter((page) => isBuilt(locale, page))
              .map((page) => (
                <li key={page.name}>
                  <Link href={localizedPath(locale, page.path)}>{t(page.name)}</Link>
                </li>
              ))}
            <PrivacyChoicesItem locale={locale} />
          </ul>
        </nav>
        <p>{site('notMedicalAdvice')}</p>
        <p>{site('copyright', { year: String(new Date().getFullYear()) })}</p>
      </div>
    </footer>
  );
}
