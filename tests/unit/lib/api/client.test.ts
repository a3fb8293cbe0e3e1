// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json' with { type: 'json' };
import de from '@/messages/de.json' with { type: 'json' };
import { startApiServer } from '../../../support/apiServer';

type Client = typeof import('@/lib/api/client');
type Feedback = typeof import('@/lib/api/feedback');
type Errors = typeof import('@/lib/api/errors');
type Config = typeof import('@/lib/api/config');

let api: Awaited<ReturnType<typeof startApiServer>>;
let client: Client;
let feedback: Feedback;
let errors: Errors;
let config: Config;
const jsdom = (globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } }).jsdom;

beforeAll(async () => {
  api = await startApiServer();
  process.env.NEXT_PUBLIC_API_BASE_URL = api.url;
  client = await import('@/lib/api/client');
  feedback = await import('@/lib/api/feedback');
  errors = await import('@/lib/api/errors');
  config = await import('@/lib/api/config');
  feedback.setApiTexts(en.Api, 'en');
});
afterAll(() => api.server.close());
beforeEach(() => {
  jsdom.reconfigure({ url: api.url });
  localStorage.clear();
  document.cookie = 'XSRF-TOKEN=; max-age=0; path=/';
  api.requests.length = 0;
  feedback.takeToasts();
});

const lastRequest = () => api.requests.at(-1)!;

describe('the Authorization header', () => {
  it('is Bearer followed directly by the stored token', async () => {
    localStorage.setItem('token', 'abc.def.ghi');
    await client.apiPost('echo', {});
    expect(lastRequest().headers.authorization).toBe('Bearerabc.def.ghi');
  });

  it('is absent without a token', async () => {
    await client.apiPost('echo', {});
    expect(lastRequest().headers.authorization).toBeUndefined();
  });

  it('carries Firebase’s own token where Firebase runs (refreshed once expired), else the stored one', async () => {
    const token = await import('@/lib/api/token');
    localStorage.setItem('token', 'expired.stored.copy');
    try {
      token.provideFreshToken(async () => 'refreshed.by.firebase');
      await client.apiPost('echo', {});
      expect(lastRequest().headers.authorization).toBe('Bearerrefreshed.by.firebase');
      // Firebase cannot refresh (offline): the stored copy goes, as without Firebase.
      token.provideFreshToken(async () => {
        throw new Error('auth/network-request-failed');
      });
      await client.apiPost('echo', {});
      expect(lastRequest().headers.authorization).toBe('Bearerexpired.stored.copy');
    } finally {
      token.provideFreshToken(async () => null);
    }
  });
});

describe('the API address', () => {
  it('may use plain http on this machine only', () => {
    expect(config.readBaseUrl('https://api.example.com/v1')).toBe('https://api.example.com/v1/');
    for (const local of ['http://localhost:3300/', 'http://127.0.0.1:3300/', 'http://[::1]:3300/']) {
      expect(config.readBaseUrl(local)).toBe(local);
    }
    for (const remote of ['http://api.example.com/', 'http://10.0.0.7:3300/', 'http://127.0.0.1.example.com/']) {
      expect(() => config.readBaseUrl(remote)).toThrow('NEXT_PUBLIC_API_BASE_URL must use https');
    }
    expect(config.readBaseUrl(' ')).toBeNull();
  });
});

describe('the XSRF header', () => {
  it('carries the XSRF-TOKEN cookie to the same origin', async () => {
    document.cookie = 'XSRF-TOKEN=t%C3%B6ken; path=/';
    await client.apiPost('echo', {});
    expect(lastRequest().headers['x-xsrf-token']).toBe('töken');
  });

  it('is not sent without the cookie', async () => {
    await client.apiPost('echo', {});
    expect(lastRequest().headers['x-xsrf-token']).toBeUndefined();
  });

  it('is never sent to another origin', async () => {
    jsdom.reconfigure({ url: 'http://site.example/' });
    document.cookie = 'XSRF-TOKEN=secret; path=/';
    await client.apiPost('echo', {});
    expect(lastRequest().headers['x-xsrf-token']).toBeUndefined();
    expect(client.xsrfToken('https://api.example/x', 'XSRF-TOKEN=secret', 'https://site.example')).toBeNull();
    expect(client.xsrfToken('/x', 'a=1; XSRF-TOKEN=secret', 'https://site.example')).toBe('secret');
  });
});

describe('responses', () => {
  it('resolve to the body itself', async () => {
    const body = await client.apiPost<{ method: string; body: unknown }>('echo', { hello: 'world' });
    expect(body.method).toBe('POST');
    expect(body.body).toEqual({ hello: 'world' });
  });

  it('are waited for however long they take: there is no timeout', async () => {
    // ky gives up after 10 s unless told otherwise: a minute passes on a clock the test moves, then
    // the server answers.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const answer = client.apiPost('hold/patient', {});
      await vi.waitUntil(() => api.requests.some((r) => r.path === '/hold/patient'), { interval: 5, timeout: 5000 });
      await vi.advanceTimersByTimeAsync(60_000);
      api.release('patient');
      await expect(answer).resolves.toEqual({ held: 'patient' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('errors', () => {
  it.each(errors_statuses())(
    'rejects a %s with status, URL and body, after closing the overlay and showing its toast',
    async (status) => {
      const seen: { loading: number; toasts: number }[] = [];
      const stop = feedback.subscribe(() => seen.push({ loading: feedback.loadingCount(), toasts: 0 }));
      const failure = client.apiPost(`status/${status}`, {});
      await expect(failure).rejects.toMatchObject({
        status: Number(status),
        url: `${api.url}status/${status}`,
        body: { error: `status ${status}` },
      });
      stop();
      const expected = createTranslator({ locale: 'en', messages: en })(`Api.errors.${status}`, {
        url: `${api.url}status/${status}`,
      });
      expect(feedback.takeToasts()).toEqual([expected]);
      expect(feedback.loadingCount()).toBe(0);
      // The overlay closed before the toast came.
      expect(seen.map((s) => s.loading)).toEqual([1, 0, 0]);
    },
  );

  // The specification's error catalogue, word for word: typed here, never read back from en.json,
  // so that editing a text there fails this test (docs/spec.md#8-error-catalogue).
  const SPEC_TOASTS: Record<number, string> = {
    400: 'Request error',
    401: 'Token exceed the time limit',
    403: 'Access Denied',
    404: 'Error requesting address: https://api.example/x',
    408: 'Request timeout',
    500: 'Internal server error',
    501: 'The service has not been realized',
    502: 'Gateway error',
    503: 'Services are not available',
    504: 'Gateway timeout',
    505: 'The HTTP version is not supported',
  };

  it.each(Object.entries(SPEC_TOASTS))('shows the exact English text of the specification for a %s', (status, text) => {
    const apiError = new errors.ApiError(Number(status), 'https://api.example/x', null);
    expect(errors.errorToast(apiError, en.Api, 'en')).toBe(text);
  });

  it('has a toast for exactly the eleven statuses of the specification, in every language', () => {
    expect(Object.keys(en.Api.errors).sort()).toEqual(Object.keys(SPEC_TOASTS).sort());
    expect(errors.errorToast(new errors.ApiError(404, 'https://api.example/x', null), de.Api, 'de')).toContain(
      'https://api.example/x',
    );
  });

  it('shows nothing for a 418, and still rejects', async () => {
    await expect(client.apiPost('status/418', {})).rejects.toMatchObject({ status: 418 });
    expect(feedback.takeToasts()).toEqual([]);
  });

  it('shows the network error when no response comes', async () => {
    await expect(client.apiPost('drop', {})).rejects.toMatchObject({ status: 0, url: `${api.url}drop` });
    expect(feedback.takeToasts()).toEqual([en.Api.network]);
    expect(feedback.loadingCount()).toBe(0);
  });
});

describe('the loading overlay count', () => {
  it('counts overlapping requests as one overlay that closes after the last', async () => {
    const counts: number[] = [];
    const stop = feedback.subscribe(() => counts.push(feedback.loadingCount()));
    await Promise.all([client.apiPost('slow/100', {}), client.apiPost('slow/200', {})]);
    stop();
    expect(counts).toEqual([1, 2, 1, 0]);
  });

  it('stays closed for a noLoad request', async () => {
    const counts: number[] = [];
    const stop = feedback.subscribe(() => counts.push(feedback.loadingCount()));
    await client.apiPost('echo', {}, { noLoad: true });
    stop();
    expect(counts).toEqual([]);
  });
});

function errors_statuses() {
  return Object.keys(en.Api.errors) as (keyof typeof en.Api.errors)[];
}
