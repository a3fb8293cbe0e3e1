/**
 * What the API client shows the visitor, kept apart from the client itself so that the page knows
 * about it without loading ky or sonner: how many requests hold the loading overlay open, the
 * toasts waiting to be shown, and the texts in the visitor's language.
 */
import type en from '@/messages/en.json';
import type { Locale } from '@/lib/i18n/locales';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** The texts of the `Api` messages, in any language. */
export type ApiTexts = Texts<typeof en.Api>;

type Listener = () => void;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((listener) => listener());

let loading = 0;
let queued: string[] = [];
let prepared = false;
let texts: { locale: Locale; messages: ApiTexts } | null = null;

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** One overlay however many requests are in flight: it shows while the count is above zero. */
export function startLoading(): void {
  loading++;
  emit();
}

export function stopLoading(): void {
  loading = Math.max(0, loading - 1);
  emit();
}

export const loadingCount = () => loading;

/** A toast for the visitor; the toaster shows it as soon as it is there. */
export function showToast(message: string): void {
  queued = [...queued, message];
  emit();
}

/** Hands the waiting toasts to the toaster, once. */
export function takeToasts(): string[] {
  const taken = queued;
  queued = [];
  return taken;
}

/**
 * Called by a screen as soon as the visitor starts on something that will use the API (focusing
 * its form), so that the overlay and the toaster are loaded before the first request needs them.
 */
export function prepareFeedback(): void {
  if (prepared) return;
  prepared = true;
  emit();
}

/** Whether anything is about to use the API: until then the overlay and the toaster are not loaded. */
export const feedbackWanted = () => prepared || loading > 0 || queued.length > 0;

/** The texts of the visitor's language, handed over by the screen that uses the API. */
export function setApiTexts(messages: ApiTexts, locale: Locale): void {
  texts = { locale, messages };
}

export const apiTexts = () => texts;
