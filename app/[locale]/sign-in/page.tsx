import type { Messages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import SignInScreen from '@/components/account/SignInScreen';
import { guardPage } from '@/lib/delivery/definePage';
import { localizedPath } from '@/lib/i18n/paths';
import { accountPageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props) {
  return accountPageMetadata(params, 'signIn');
}

export default async function SignInPage({ params }: Props) {
  const locale = await guardPage(params, '/sign-in');
  const { Account } = (await getMessages({ locale })) as Messages;
  return (
    <section className="container page-section narrow account">
      <h1>{Account.signIn.heading}</h1>
      <p className="lead">{Account.signIn.intro}</p>
      <SignInScreen
        locale={locale}
        accountPath={localizedPath(locale, '/account')}
        texts={{ ...Account.signIn, deleted: Account.account.deleted }}
        validation={Account.validation}
        errors={Account.errors}
      />
    </section>
  );
}
