import Link from './SiteLink';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/pages/paths';
import RequestedPath from './RequestedPath';
import { plainText } from '@/lib/i18n/plain';

const MARK = '\u0001';

/** The non-fatal 404 of docs/spec.md#2-screens-and-routes: `Page not found: {path}`, in the visitor's language. */
export default async function NotFoundContent({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  // The message keeps `{path}` as a plain argument (its text is fixed by the specification); the
  // path itself is an element of its own, an empty slot in the prerendered page that the server
  // fills in as it serves the page, or else the browser (lib/hosting/notFoundSlot.ts).
  const [before, after = ''] = t('message', { path: MARK }).split(MARK);
  return (
    <section className="container page-section error-page">
      <title>{plainText(t('title'))}</title>
      <meta name="robots" content="noindex" />
      <h1>{t('title')}</h1>
      <p>
        {before}
        <RequestedPath />
        {after}
      </p>
      <p>
        <Link href={localizedPath(locale, '/')}>{t('backHome')}</Link>
      </p>
    </section>
  );
}
