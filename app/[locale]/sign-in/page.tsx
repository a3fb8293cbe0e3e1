import { getTranslations } from 'next-intl/server';
import AccountMessages from '@/components/account/AccountMessages';
import SignInScreen from '@/components/account/SignInScreen';
import LeftOutPage from '@/components/LeftOutPage';
import { legalPathsOf } from '@/lib/pages/built';
import { guardPage, localesBuilt } from '@/lib/pages/guard';
import { localizedPath } from '@/lib/pages/paths';
import { accountPageMetadata } from '@/lib/pages/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateStaticParams = localesBuilt('sign-in');

export function generateMetadata({ params }: Props) {
  return accountPageMetadata(params, 'signIn');
}

export default async function SignInPage({ params }: Props) {
  const { locale, failure } = await guardPage(params, 'sign-in');
  if (failure) return <LeftOutPage locale={locale} failure={failure} />;
  const t = await getTranslations({ locale, namespace: 'Account.signIn' });
  return (
    <section className="container page-section narrow account">
      <h1>{t('heading')}</h1>
      <p className="lead">{t('intro')}</p>
      <AccountMessages locale={locale} screen="sign-in">
        <SignInScreen accountPath={localizedPath(locale, '/account')} legalPaths={legalPathsOf(locale)} />
      </AccountMessages>
    </section>
  );
}
