import type { Messages } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import DeferredTexts from '@/components/DeferredTexts';
import { deferredPaths, FALLBACK_TEXT, omitTexts, type MessageTree } from '@/lib/i18n/deferredTexts';
import { withoutEnglishMarks, withoutEnglishMarksIn } from '@/lib/i18n/englishMarks';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Gives an account screen (client components) the `Account` messages of its locale, and no others,
 * so that each page carries only the texts it uses (docs/design.md#6-budgets-and-measured-starting-points).
 * Of those, the texts needed only after the first paint (errors, the cropper, the delete dialog)
 * are left out of the HTML and load from the page's payload (docs/design.md#texts-on-demand).
 */
export default async function AccountMessages({
  locale,
  screen,
  children,
}: {
  locale: Locale;
  screen: 'sign-in' | 'account';
  children: ReactNode;
}) {
  const { Account } = (await getMessages({ locale })) as Messages;
  const deferred = deferredPaths(screen);
  // An English text in place of a missing translation comes plain: the screen is an application,
  // which no documents step marks `lang="en"` (lib/i18n/fallback.ts).
  const messages = withoutEnglishMarksIn(omitTexts({ Account } as unknown as MessageTree, deferred, [FALLBACK_TEXT]));
  const fallback = withoutEnglishMarks((await getTranslations({ locale }))(FALLBACK_TEXT as 'Account.errors.network'));
  return (
    <DeferredTexts locale={locale} messages={messages} fallback={fallback}>
      {children}
    </DeferredTexts>
  );
}
