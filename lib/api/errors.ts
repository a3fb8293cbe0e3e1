import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/lib/i18n/locales';
import type { ApiTexts } from './feedback';

/** The statuses whose errors show a toast (docs/spec.md#8-error-catalogue); any other shows nothing. */
const toastStatuses = ['400', '401', '403', '404', '408', '500', '501', '502', '503', '504', '505'] as const;

/** A failed API request: its status (0 when no response came), address and response body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly url: string,
    readonly body: unknown,
    cause?: unknown,
  ) {
    super(status ? `Request to ${url} failed with status ${status}` : `Request to ${url} got no response`, { cause });
    this.name = 'ApiError';
  }
}

/** The toast text for an error, in the visitor's language, or null when it shows nothing. */
export function errorToast(error: ApiError, texts: ApiTexts, locale: Locale): string | null {
  const t = createTranslator({ locale, messages: { Api: texts }, namespace: 'Api' });
  if (error.status === 0) return t('network');
  const status = String(error.status) as (typeof toastStatuses)[number];
  if (!toastStatuses.includes(status)) return null;
  return t(`errors.${status}`, { url: error.url });
}
