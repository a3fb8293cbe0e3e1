import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { plainTexts } from '@/lib/i18n/plain';
import ContactForm, { type ContactTexts } from './ContactForm';
import Link from './SiteLink';

/**
 * The contact form as the FAQ document ships it (docs/design.md#documents): drawn at build time,
 * with what its island needs to bring it to life at the visitor's first touch (islands/contactForm.ts):
 * its locale and its texts. Without JavaScript, `withoutScripts` says why it cannot send.
 */
export default function ContactFormIsland({
  texts,
  locale,
  withoutScripts,
  privacy,
}: {
  texts: ContactTexts;
  locale: Locale;
  withoutScripts: ReactNode;
  /** Who receives the message and why, and the policy's section that says more: under the button. */
  privacy: { text: string; link: string; href: string };
}) {
  return (
    <>
      <div data-island="contact-form" data-locale={locale} data-texts={JSON.stringify(plainTexts(texts))}>
        <ContactForm texts={texts} locale={locale} />
      </div>
      <p id="contact-privacy" className="contact-privacy">
        {privacy.text} <Link href={privacy.href}>{privacy.link}</Link>
      </p>
      <noscript>
        <div className="contact-without-scripts">{withoutScripts}</div>
      </noscript>
    </>
  );
}
