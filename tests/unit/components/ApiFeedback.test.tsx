// @vitest-environment jsdom
import type { Server } from 'node:http';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '@/messages/en.json' with { type: 'json' };
import { startApiServer } from '../../support/apiServer';

// The overlay and the toaster, rendered for real, driven by real requests to a real server.
let api: { url: string; server: Server };
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
afterEach(cleanup);

const overlays = () => document.querySelectorAll('.loading-overlay');

describe('the loading overlay', () => {
  it('shows one overlay for overlapping requests, with a busy label, and is gone within 400 ms of the last answer', async () => {
    render(<ApiFeedback />);
    let both!: Promise<unknown>;
    act(() => {
      both = Promise.all([client.apiGet('slow/150'), client.apiGet('slow/300')]);
    });
    await waitFor(() => expect(overlays()).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveProperty('textContent', en.Api.loading);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(overlays()).toHaveLength(1); // the first answer came; the second is still awaited
    await act(() => both);
    const answered = Date.now();
    expect(overlays()[0]?.className).toContain('closing');
    await waitFor(() => expect(overlays()).toHaveLength(0), { timeout: 1000, interval: 10 });
    expect(Date.now() - answered).toBeLessThan(400);
  });

  it('does not show for a noLoad request', async () => {
    render(<ApiFeedback />);
    const seen: number[] = [];
    const observer = new MutationObserver(() => seen.push(overlays().length));
    observer.observe(document.body, { childList: true, subtree: true });
    await act(() => client.apiGet('slow/100', { noLoad: true }));
    observer.disconnect();
    expect(Math.max(0, ...seen)).toBe(0);
  });

  it('shows the toast of a failed request', async () => {
    render(<ApiFeedback />);
    await act(() => client.apiGet('status/503').catch(() => {}));
    expect(await screen.findByText(en.Api.errors['503'])).toBeTruthy();
  });
});
