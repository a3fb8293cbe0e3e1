import AccountMessages from '@/components/account/AccountMessages';
import AccountScreen from '@/components/account/AccountScreen';
import RouteMiddleware from '@/components/RouteMiddleware';
import LeftOutPage from '@/components/LeftOutPage';
import { legalPathsOf } from '@/lib/pages/built';
import { guardPage, localesBuilt } from '@/lib/pages/guard';
import { servedLocaleTable } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/pages/paths';
import { accountPageMetadata } from '@/lib/pages/seo';
import { getTranslations } from 'next-intl/server';

type Props = { params: Promise<{ locale: string }> };

export const generateStaticParams = localesBuilt('account');

export function generateMetadata({ params }: Props) {
  return accountPageMetadata(params, 'account');
}

export default async function AccountPage({ params }: Props) {
  const { locale, failure } = await guardPage(params, 'account');
  if (failure) return <LeftOutPage locale={locale} failure={failure} />;
  const t = await getTranslations({ locale, namespace: 'Account.account' });
  return (
    <section className="container page-section narrow account">
      <h1>{t('heading')}</h1>
      {/* The messages around the guard too: the account session it holds speaks the page's language. */}
      <AccountMessages locale={locale} screen="account">
        <RouteMiddleware
          page="account"
          locale={locale}
          texts={{ loading: t('loading'), redirecting: t('redirecting') }}
        >
          <AccountScreen
            languages={servedLocaleTable.map((l) => ({ code: l.code, name: l.nativeName }))}
            paths={{ signIn: localizedPath(locale, '/sign-in'), legal: legalPathsOf(locale) }}
          />
        </RouteMiddleware>
      </AccountMessages>
    </section>
  );
}
