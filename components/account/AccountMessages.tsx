import type { Messages } from 'next-intl';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Gives the account screens (client components) the `Account` messages of their locale, and no
 * others, so that they format with next-intl's ICU formatter like the server does while each
 * page carries only the texts it uses (docs/design.md#6-budgets-and-measured-starting-points).
 * @see https://next-intl.dev/docs/environments/server-client-components
 */
export default async function AccountMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { Account } = (await getMessages({ locale })) as Messages;
  return (
    <NextIntlClientProvider locale={locale} messages={{ Account }} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
}
