/**
 * The contact form's island (docs/design.md#documents). The FAQ ships the form as drawn at build
 * time, its fields disabled; this enables them, and at the visitor's first touch loads the form's
 * own code with React, the API client, the overlay and the toasts (islands/later/contactFormApp.tsx,
 * counted apart by `npm run size`), which takes the form over as it stands. A submit before that
 * code runs waits for it and is then made again. When the code cannot load:
 * - offline, the form says it needs the connection, and the next touch tries again;
 * - online, the code is gone (a deploy replaced the build this page came from): the page loads
 *   afresh, once per path in 10 seconds (lib/navigation/reload.ts), and what was typed comes back
 *   with it; should the guard refuse, a submit that waited says that sending failed.
 * What was typed and not sent is there again when the visitor comes back to the page.
 */
import type { ContactTexts } from '@/components/ContactForm';
import type { Locale } from '@/lib/i18n/locales';
import { reportLeaving, unlessLeaving } from '@/lib/navigation/leaving';
import { guardedReload, isChunkLoadError } from '@/lib/navigation/reload';
import type { mountContactForm } from './later/contactFormApp';

/** The URL of islands/later/contactFormApp.tsx, set by the build (scripts/export/documents.ts). */
declare const CONTACT_FORM_APP: string;

/** Where the unsent draft waits in this tab while the visitor is on another page. */
const DRAFT_KEY = 'slimstart:contact-draft';

const container = document.querySelector<HTMLElement>('[data-island="contact-form"]');
const form = container?.querySelector('form');
if (container && form) {
  const texts = JSON.parse(container.dataset.texts ?? '{}') as ContactTexts;
  const locale = container.dataset.locale as Locale;
  let loading: Promise<unknown> | null = null;
  let running = false;
  let submitWaiting = false;

  const alert = form.querySelector('[role="alert"]');
  const say = (text: string) => {
    if (alert) alert.textContent = text;
  };
  const failed = (error: unknown) => {
    console.error(error);
    if (submitWaiting) say(texts.failure);
    submitWaiting = false;
  };

  const start = () => {
    loading ??= import(CONTACT_FORM_APP).then(
      ({ mountContactForm: mount }: { mountContactForm: typeof mountContactForm }) => {
        // React takes the form over as the page drew it: without what this island said in it.
        say('');
        mount(container, texts, locale, () => {
          running = true;
          if (submitWaiting) form.requestSubmit();
        });
      },
      (error: unknown) => {
        loading = null;
        if (!navigator.onLine) {
          say(texts.offline);
          submitWaiting = false;
        } else if (isChunkLoadError(error)) unlessLeaving(() => guardedReload(location.href) || failed(error));
        else failed(error);
      },
    );
  };
  // Leaving the page fails the code's fetch: no reason to reload (lib/navigation/leaving.ts).
  addEventListener('pagehide', () => reportLeaving(true));
  addEventListener('pageshow', () => reportLeaving(false));
  // What was typed and not sent stays for when the visitor comes back to the page (the browser's
  // back-forward cache may keep the page, but need not): written as the page is left, handed back once.
  const fields = ['email', 'message'].map((name) => form.elements.namedItem(name) as HTMLInputElement);
  try {
    const draft = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as Record<string, string> | null;
    sessionStorage.removeItem(DRAFT_KEY);
    for (const field of fields) if (draft?.[field.name] && !field.value) field.value = draft[field.name];
  } catch {
    // Storage disabled, or a draft that is not ours: the form starts empty.
  }
  addEventListener('pagehide', () => {
    const draft = Object.fromEntries(fields.filter((f) => f.value).map((f) => [f.name, f.value]));
    try {
      if (Object.keys(draft).length) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    } catch {
      // Storage full or disabled: the draft is lost, as without this.
    }
  });

  form.addEventListener('focusin', start);
  form.addEventListener('pointerdown', start);
  // Until the form's code runs, a submit is held: the browser would send the fields in the URL.
  form.addEventListener('submit', (event) => {
    if (running) return;
    event.preventDefault();
    event.stopPropagation();
    submitWaiting = true;
    start();
  });
  form.querySelector('fieldset')?.removeAttribute('disabled');
}
