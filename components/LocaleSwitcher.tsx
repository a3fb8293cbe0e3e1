import { getTranslations } from 'next-intl/server';
import { servedLocaleTable, type Locale } from '@/lib/i18n/locales';
import LocaleSwitcherMenu from './LocaleSwitcherMenu';
import { plainText } from '@/lib/i18n/plain';

export default async function LocaleSwitcher({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'LocaleSwitcher' });
  return (
    <LocaleSwitcherMenu
      current={locale}
      label={plainText(t('label'))}
      options={servedLocaleTable.map(({ code, nativeName, hreflang }) => ({ code, nativeName, hreflang }))}
    />
  );
}
