'use client';

import { IntlErrorCode, NextIntlClientProvider } from 'next-intl';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { mergeTexts, type MessageTree } from '@/lib/i18n/deferredTexts';
import type { Locale } from '@/lib/i18n/locales';
import { loadPageTexts } from '@/lib/hosting/pageTexts';

/**
 * Gives client screens their messages (formatted by next-intl's ICU formatter, like the server's):
 * those of the first paint, which came with the page, and, once the page runs, the ones it loads
 * from its payload (docs/design.md#texts-on-demand). A text that has not arrived, or could not,
 * reads as `fallback`, a text of the first paint.
 * @see https://next-intl.dev/docs/environments/server-client-components
 */
export default function DeferredTexts({
  locale,
  messages,
  fallback,
  children,
}: {
  locale: Locale;
  messages: MessageTree;
  fallback: string;
  children: ReactNode;
}) {
  const [loaded, setLoaded] = useState<MessageTree | null>(null);
  useEffect(() => {
    // Asked again when the connection comes back, if the first ask met none.
    const ask = () =>
      void loadPageTexts().then(setLoaded, () => window.addEventListener('online', ask, { once: true }));
    ask();
    return () => window.removeEventListener('online', ask);
  }, []);
  const all = useMemo(() => (loaded ? mergeTexts(messages, loaded) : messages), [messages, loaded]);
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={all}
      timeZone="UTC"
      onError={(error) => {
        if (error.code !== IntlErrorCode.MISSING_MESSAGE) console.error(error);
      }}
      getMessageFallback={() => fallback}
    >
      {children}
    </NextIntlClientProvider>
  );
}
