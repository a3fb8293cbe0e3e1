import { getTranslations } from 'next-intl/server';
import { localeTable, type Locale } from '@/lib/i18n/locales';
import LocaleSwitcherMenu from './LocaleSwitcherMenu';
import { plainText } from '@/lib/i18n/plain';

export default async function LocaleSwitcher({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'LocaleSwitcher' });
  return (
    <LocaleSwitcherMenu
      current={locale}
      label={plainText(t('label'))}
      options={localeTable.map(({ code, nativeName, hreflang }) => ({ code, nativeName, hreflang }))}
    />
  );
}
