import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/pages/paths';
import type { PageFailure } from '@/lib/pages/checks';
import ErrorView from './ErrorView';
import Link from './SiteLink';

/**
 * What a page renders in place of itself when its check failed (docs/design.md#page-checks): the
 * error page with the check's text, `Page Not Found: {path}` unless it said otherwise. Only server
 * mode builds it, and proxy.ts answers the page's URL with it under the check's status.
 */
export default async function LeftOutPage({ locale, failure }: { locale: Locale; failure: PageFailure }) {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <ErrorView heading={failure.statusText}>
      <Link href={localizedPath(locale, '/')}>{t('backHome')}</Link>
    </ErrorView>
  );
}
