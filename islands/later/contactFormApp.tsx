/**
 * The contact form's code on the FAQ document, loaded at the visitor's first touch of the form
 * (islands/contactForm.ts): React takes over the form as the page drew it, and the API client's
 * overlay and toaster (components/ApiFeedback.tsx) get a place of their own at the end of the page,
 * as every application page has one.
 */
import { useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import ApiFeedback from '@/components/ApiFeedback';
import ContactForm, { type ContactTexts } from '@/components/ContactForm';
import type { Locale } from '@/lib/i18n/locales';

/** Calls `onRunning` once the form's effects have run: from then on, its handlers answer. */
function Running({ onRunning, children }: { onRunning: () => void; children: ReactNode }) {
  useEffect(onRunning, [onRunning]);
  return children;
}

export function mountContactForm(container: HTMLElement, texts: ContactTexts, locale: Locale, onRunning: () => void) {
  hydrateRoot(
    container,
    <Running onRunning={onRunning}>
      <ContactForm texts={texts} locale={locale} />
    </Running>,
  );
  createRoot(document.body.appendChild(document.createElement('div'))).render(<ApiFeedback />);
}
