import { getTranslations } from 'next-intl/server';
import { analyticsIn } from '@/lib/analytics/markets';
import type { Locale } from '@/lib/i18n/locales';
import PrivacyChoicesButton from './PrivacyChoicesButton';

/** A list item with the way back to the analytics choice, where a service runs in the locale's market; else nothing. */
export default async function PrivacyChoicesItem({ locale }: { locale: Locale }) {
  if (analyticsIn(locale) === 'none') return null;
  const consent = await getTranslations({ locale, namespace: 'Consent' });
  return (
    <li>
      <PrivacyChoicesButton label={consent('choices')} />
    </li>
  );
}
