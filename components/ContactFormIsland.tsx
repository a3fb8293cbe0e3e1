import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { plainTexts } from '@/lib/i18n/plain';
import ContactForm, { type ContactTexts } from './ContactForm';

/**
 * The contact form as the FAQ document ships it (docs/design.md#documents): drawn at build time,
 * with what its island needs to bring it to life at the visitor's first touch (islands/contactForm.ts):
 * its locale and its texts. Without JavaScript, `withoutScripts` says why it cannot send.
 */
export default function ContactFormIsland({
  texts,
  locale,
  withoutScripts,
}: {
  texts: ContactTexts;
  locale: Locale;
  withoutScripts: ReactNode;
}) {
  return (
    <>
      <div data-island="contact-form" data-locale={locale} data-texts={JSON.stringify(plainTexts(texts))}>
        <ContactForm texts={texts} locale={locale} />
      </div>
      <noscript>
        <div className="contact-without-scripts">{withoutScripts}</div>
      </noscript>
    </>
  );
}
