import type { Messages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import AccountScreen from '@/components/account/AccountScreen';
import RouteMiddleware from '@/components/RouteMiddleware';
import { guardPage } from '@/lib/delivery/definePage';
import { localeTable } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { accountPageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props) {
  return accountPageMetadata(params, 'account');
}

const middleware = ['auth'] as const;

export default async function AccountPage({ params }: Props) {
  const locale = await guardPage(params, '/account', { middleware: [...middleware] });
  const { Account } = (await getMessages({ locale })) as Messages;
  return (
    <section className="container page-section narrow account">
      <h1>{Account.account.heading}</h1>
      <RouteMiddleware names={middleware} locale={locale} texts={Account.account}>
        <AccountScreen
          locale={locale}
          languages={localeTable.map((l) => ({ code: l.code, name: l.nativeName }))}
          paths={{ signIn: localizedPath(locale, '/sign-in') }}
          texts={Account.account}
          crop={Account.crop}
          validation={Account.validation}
          errors={Account.errors}
        />
      </RouteMiddleware>
    </section>
  );
}
