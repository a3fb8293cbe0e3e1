import { getTranslations } from 'next-intl/server';
import { analyticsEnabled } from '@/lib/analytics/config';
import type { Locale } from '@/lib/i18n/locales';
import PrivacyChoicesButton from './PrivacyChoicesButton';

/** A list item with the way back to the analytics choice, where a service is configured; else nothing. */
export default async function PrivacyChoicesItem({ locale }: { locale: Locale }) {
  if (!analyticsEnabled) return null;
  const consent = await getTranslations({ locale, namespace: 'Consent' });
  return (
    <li>
      <PrivacyChoicesButton label={consent('choices')} />
    </li>
  );
}
