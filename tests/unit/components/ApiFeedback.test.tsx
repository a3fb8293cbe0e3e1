// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json' with { type: 'json' };
import { startApiServer } from '../../support/apiServer';

// The overlay and the toaster, rendered for real, driven by real requests to a real server.
let api: Awaited<ReturnType<typeof startApiServer>>;
let client: typeof import('@/lib/api/client');
let ApiFeedback: typeof import('@/components/ApiFeedback').default;

beforeAll(async () => {
  api = await startApiServer();
  process.env.NEXT_PUBLIC_API_BASE_URL = api.url;
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as never;
  client = await import('@/lib/api/client');
  (await import('@/lib/api/feedback')).setApiTexts(en.Api, 'en');
  ApiFeedback = (await import('@/components/ApiFeedback')).default;
});
afterAll(() => api.server.close());
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const overlays = () => document.querySelectorAll('.loading-overlay');

describe('the loading overlay', () => {
  it('shows one overlay for overlapping requests, with a busy label, and fades out for exactly 400 ms after the last answer', async () => {
    render(<ApiFeedback />);
    let first!: Promise<unknown>;
    let both!: Promise<unknown>;
    act(() => {
      first = client.apiPost('hold/first', {});
      both = Promise.all([first, client.apiPost('hold/second', {})]);
    });
    await waitFor(() => expect(overlays()).toHaveLength(1));
    await waitFor(() => expect(api.requests.map((r) => r.path)).toEqual(['/hold/first', '/hold/second']));
    expect(screen.getByRole('status')).toHaveProperty('textContent', en.Api.loading);
    api.release('first');
    await act(() => first);
    expect(overlays()).toHaveLength(1); // the second answer is still awaited
    expect(overlays()[0]?.className).not.toContain('closing');
    // The fade is timed on a clock the test moves, so a busy machine cannot stretch or shrink it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    api.release('second');
    await act(() => both);
    expect(overlays()[0]?.className).toContain('closing');
    // It fades out for 400 ms, as long as its transition lasts, and is then gone from the page.
    expect((overlays()[0] as HTMLElement).style.transitionDuration).toBe('400ms');
    act(() => vi.advanceTimersByTime(399));
    expect(overlays()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(overlays()).toHaveLength(0);
  });

  it('does not show for a noLoad request', async () => {
    render(<ApiFeedback />);
    const seen: number[] = [];
    const observer = new MutationObserver(() => seen.push(overlays().length));
    observer.observe(document.body, { childList: true, subtree: true });
    await act(() => client.apiPost('slow/100', {}, { noLoad: true }));
    observer.disconnect();
    expect(Math.max(0, ...seen)).toBe(0);
  });

  it('shows the toast of a failed request', async () => {
    render(<ApiFeedback />);
    await act(() => client.apiPost('status/503', {}).catch(() => {}));
    expect(await screen.findByText(en.Api.errors['503'])).toBeTruthy();
  });
});
