'use client';

import type { Messages } from 'next-intl';
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { prepareFeedback, setApiTexts } from '@/lib/api/feedback';
import { isEmail } from '@/lib/email';
import { useKeptState } from '@/lib/buildWatch/useKeptState';
import { mergeTexts } from '@/lib/i18n/deferredTexts';
import type { Locale } from '@/lib/i18n/locales';
import { loadPageTexts } from '@/lib/hosting/pageTexts';
import TextField from './TextField';

/** The form's texts of the first paint; its feedback loads from the page's payload (lib/i18n/deferredTexts.ts). */
export interface ContactTexts {
  title: string;
  intro: string;
  email: string;
  message: string;
  send: string;
  sending: string;
  failure: string;
  /** Said by the page's island when the form's code cannot come for want of a connection. */
  offline: string;
  /**
   * Where the market's law asks a separate consent before the message leaves the country (PIPL art.
   * 39): the box's label, naming the recipient and its country, and what is said when it is not
   * ticked. Absent elsewhere.
   */
  transferConsent?: string;
  transferConsentMissing?: string;
}

const MAX_MESSAGE = 2000;

const noSubscription = () => () => {};

/**
 * "Still have a question?" at the end of the FAQ: sends `POST {API base}/contact` with
 * `{email, message, locale}`. Where the market asks it, nothing is sent before the visitor ticks the
 * separate consent to the transfer abroad; the line under the form (components/ContactFormIsland.tsx)
 * says who receives the message and why. What the visitor typed is kept until it is sent, through failures
 * and through a reload onto a new build. The API client and the ICU formatter load only when they
 * are first needed: the FAQ does not pay for them on first load.
 *
 * The FAQ is a document (lib/hosting/documents.ts): this code, with React, loads at the visitor's
 * first touch of the form (islands/contactForm.ts) and takes over the form as the page drew it,
 * with whatever was typed meanwhile. Until code runs the fields are disabled, so that without
 * JavaScript nothing is sent by the browser's own means (the page says why, and where to write).
 */
export default function ContactForm({ texts, locale }: { texts: ContactTexts; locale: Locale }) {
  const [email, setEmail] = useKeptState('contact-email', '');
  const [message, setMessage] = useKeptState('contact-message', '');
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const [sent, setSent] = useState('');
  // Never kept, not even through a reload: the consent to the transfer is given for the message being sent.
  const [consented, setConsented] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; message?: string; transfer?: string }>({});
  const running = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const form = useRef<HTMLFormElement>(null);

  // What was typed before this code ran: the fields as they stand, not as the page drew them.
  useEffect(() => {
    const fields = form.current!.elements;
    const typed = (name: string) => (fields.namedItem(name) as HTMLInputElement | HTMLTextAreaElement).value;
    if (typed('email')) setEmail(typed('email'));
    if (typed('message')) setMessage(typed('message'));
    // A box ticked before this code ran is the visitor's consent to this message: the state takes it over.
    if ((fields.namedItem('transfer') as HTMLInputElement | null)?.checked) setConsented(true);
    // The first touch that brought this code came before it could answer.
    if (form.current!.contains(document.activeElement)) prepare();
  }, [setEmail, setMessage]);

  // The visitor is about to write: load the client, the formatter and the form's feedback now, not on send.
  function prepare() {
    prepareFeedback();
    import('@/lib/api/client').catch(() => {});
    import('use-intl/core').catch(() => {});
    loadPageTexts().catch(() => {});
  }

  /** The form's texts through next-intl's ICU formatter, as the server formats its own, and the API's. */
  async function translator() {
    const [{ createTranslator }, loaded] = await Promise.all([import('use-intl/core'), loadPageTexts()]);
    const messages = mergeTexts({ Contact: { ...texts } }, loaded) as unknown as Pick<Messages, 'Contact' | 'Api'>;
    setApiTexts(messages.Api, locale);
    return createTranslator({ locale, messages, namespace: 'Contact' });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The fields as they stand: on the FAQ document, a submit held until this code ran comes before
    // the state has taken over what was typed meanwhile.
    const fields = new FormData(event.currentTarget);
    const email = String(fields.get('email') ?? '').trim();
    const message = String(fields.get('message') ?? '');
    const transferAllowed = !texts.transferConsent || fields.get('transfer') === 'yes';
    let t: Awaited<ReturnType<typeof translator>>;
    try {
      t = await translator();
    } catch {
      // The module or the texts could not load (the failure is logged): the failure text came with the page.
      return setState('failed');
    }
    const found = {
      email: isEmail(email) ? undefined : t('emailInvalid'),
      message: !message.trim()
        ? t('messageRequired')
        : message.length > MAX_MESSAGE
          ? t('messageTooLong', { max: new Intl.NumberFormat(locale).format(MAX_MESSAGE) })
          : undefined,
      transfer: transferAllowed ? undefined : texts.transferConsentMissing,
    };
    setErrors(found);
    if (found.email || found.message || !transferAllowed) return;
    setState('sending');
    try {
      const { apiPost } = await import('@/lib/api/client');
      await apiPost('contact', { email, message: message.trim(), locale });
      setSent(t('success', { email }));
      setState('sent');
      setMessage('');
      setConsented(false);
    } catch {
      setState('failed');
    }
  }

  return (
    <section className="contact" aria-labelledby="contact-title">
      <h2 id="contact-title">{texts.title}</h2>
      <p>{texts.intro}</p>
      <form ref={form} onSubmit={submit} onFocus={prepare} noValidate>
        <fieldset disabled={!running}>
          <TextField
            id="contact-email"
            label={texts.email}
            error={errors.email}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <label htmlFor="contact-message">{texts.message}</label>
          <textarea
            id="contact-message"
            name="message"
            rows={5}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            aria-invalid={Boolean(errors.message)}
            aria-describedby={errors.message ? 'contact-message-error' : undefined}
          />
          {errors.message && (
            <p id="contact-message-error" className="field-error">
              {errors.message}
            </p>
          )}
          {texts.transferConsent && (
            <>
              <label className="contact-consent">
                <input
                  type="checkbox"
                  name="transfer"
                  value="yes"
                  // Never restored by the browser on a reload: the consent is given for each message.
                  autoComplete="off"
                  checked={consented}
                  onChange={(event) => setConsented(event.target.checked)}
                  aria-invalid={Boolean(errors.transfer)}
                  aria-describedby={errors.transfer ? 'contact-transfer-error' : undefined}
                />{' '}
                {texts.transferConsent}
              </label>
              {errors.transfer && (
                <p id="contact-transfer-error" className="field-error">
                  {errors.transfer}
                </p>
              )}
            </>
          )}
          <p>
            <button type="submit" className="button" disabled={state === 'sending'} aria-describedby="contact-privacy">
              {state === 'sending' ? texts.sending : texts.send}
            </button>
          </p>
          <p role="status" className="form-status">
            {state === 'sent' && sent}
          </p>
          <p role="alert" className="form-status field-error">
            {state === 'failed' && texts.failure}
          </p>
        </fieldset>
      </form>
    </section>
  );
}
