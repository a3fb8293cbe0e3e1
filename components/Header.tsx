import Link from './SiteLink';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/pages/paths';
import { isBuilt } from '@/lib/pages/built';
import { pagesLinkedFrom } from '@/lib/pages/routes';
import LocaleSwitcher from './LocaleSwitcher';
import HeaderAccountLink from './HeaderAccountLink';
import NavLink from './NavLink';
import HeaderMenu from './HeaderMenu';
import LegalChangeBanner from './LegalChangeBanner';
import { plainText } from '@/lib/i18n/plain';

export default async function Header({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Nav' });
  const site = await getTranslations({ locale, namespace: 'Site' });
  return (
    <header className="site-header">
      <div className="container header-row">
        <Link href={localizedPath(locale, '/')} className="brand">
          <span aria-hidden="true" className="brand-mark" />
          {site('name')}
        </Link>
        <HeaderMenu label={site('menu')}>
          <nav aria-label={plainText(site('mainNavigation'))} className="main-nav">
            <ul>
              {pagesLinkedFrom('header')
                .filter((page) => isBuilt(locale, page))
                .map((page) => (
                  <li key={page.name}>
                    <NavLink href={localizedPath(locale, page.path)} path={page.path}>
                      {t(page.name)}
                    </NavLink>
                  </li>
                ))}
              <li data-island="account-link">
                <HeaderAccountLink
                  paths={{ signIn: localizedPath(locale, '/sign-in'), account: localizedPath(locale, '/account') }}
                  texts={{ signIn: t('signIn'), account: t('account') }}
                />
              </li>
            </ul>
          </nav>
        </HeaderMenu>
        <LocaleSwitcher locale={locale} />
      </div>
      <LegalChangeBanner locale={locale} />
    </header>
  );
}
