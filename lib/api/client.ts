import ky, { HTTPError } from 'ky';
import { apiBaseUrl } from './config';
import { ApiError, errorToast } from './errors';
import { apiTexts, showToast, startLoading, stopLoading } from './feedback';
import { currentToken } from './token';

/**
 * The `X-XSRF-TOKEN` value for a request: the `XSRF-TOKEN` cookie, sent only to the page's own
 * origin and only when the cookie exists (docs/design.md#4-reference-behaviours, "XSRF").
 */
export function xsrfToken(requestUrl: string, cookies: string, origin: string): string | null {
  if (new URL(requestUrl, origin).origin !== origin) return null;
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(cookies);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/** The one HTTP client of the product API (docs/spec.md#7-the-calls-it-makes). */
export const api = ky.create({
  // ky 1.x: Node.js 20 is supported (every ky 2.x declares Node.js 22). The path joined to it must
  // not start with a slash (apiRequest strips it).
  prefixUrl: apiBaseUrl ?? '/',
  timeout: false,
  retry: 0,
  hooks: {
    beforeRequest: [
      async (request) => {
        const token = await currentToken();
        // "Bearer" followed directly by the token, with no space, as the existing API expects.
        if (token) request.headers.set('Authorization', `Bearer${token}`);
        const xsrf = xsrfToken(request.url, document.cookie, location.origin);
        if (xsrf) request.headers.set('X-XSRF-TOKEN', xsrf);
      },
    ],
  },
});

interface RequestOptions {
  json?: unknown;
  searchParams?: Record<string, string>;
  /** No loading overlay for this request. */
  noLoad?: boolean;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A request to the API that resolves to the response body. Unless `noLoad`, the loading overlay
 * shows until it settles. On failure the overlay closes, the toast for its status shows, and then
 * the promise rejects with an ApiError carrying status, URL and body.
 */
async function apiRequest<T = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  let loading = !options.noLoad;
  if (loading) startLoading();
  try {
    const response = await api(path.replace(/^\/+/, ''), {
      method,
      json: options.json,
      searchParams: options.searchParams,
    });
    return (await readBody(response)) as T;
  } catch (cause) {
    const error =
      cause instanceof HTTPError
        ? new ApiError(
            cause.response.status,
            cause.request.url,
            await readBody(cause.response).catch(() => null),
            cause,
          )
        : new ApiError(0, new URL(path.replace(/^\/+/, ''), apiBaseUrl ?? location.origin).href, null, cause);
    if (loading) {
      loading = false;
      stopLoading();
    }
    const texts = apiTexts();
    const message = texts && errorToast(error, texts.messages, texts.locale);
    if (message) showToast(message);
    throw error;
  } finally {
    if (loading) stopLoading();
  }
}

export const apiPost = <T>(path: string, json: unknown, options?: Omit<RequestOptions, 'json'>) =>
  apiRequest<T>('POST', path, { ...options, json });
