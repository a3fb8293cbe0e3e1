// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ErrorPage from '@/app/[locale]/error';

// The error page of app/[locale]/error.tsx, rendered for real in a page that was prerendered.
function renderInPage(error: Error, userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const main = document.createElement('main');
  main.id = 'main';
  main.innerHTML = '<h1>Prerendered heading</h1>';
  document.body.append(main);
  return render(<ErrorPage error={error} reset={() => {}} />, { container: main });
}

/**
 * A hang guard for the page's first render, which loads its texts: over the library's 1 s when the
 * suite shares the machine with others (seen once under two CI runs at once).
 */
const RENDERED = { timeout: 10_000 };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the error page', () => {
  it('shows Internal Server Error to a person', async () => {
    renderInPage(new Error('boom'), 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36');
    expect(await screen.findByRole('heading', { name: 'Internal Server Error' }, RENDERED)).toBeTruthy();
  });

  it('shows Page Not Found for a plain 404, and Internal Server Error for any other status', async () => {
    const withStatus = (status: number) => Object.assign(new Error('no text of its own'), { status });
    renderInPage(withStatus(404), 'Mozilla/5.0 Chrome/156.0');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' }, RENDERED)).toBeTruthy();
    cleanup();
    document.body.innerHTML = '';
    renderInPage(withStatus(403), 'Mozilla/5.0 Chrome/156.0');
    expect(await screen.findByRole('heading', { name: 'Internal Server Error' }, RENDERED)).toBeTruthy();
  });

  it('logs the error to the console (the error hook)', async () => {
    const error = new Error('boom');
    renderInPage(error, 'Mozilla/5.0 Chrome/156.0');
    await screen.findByRole('heading', { name: 'Internal Server Error' }, RENDERED);
    expect(console.error).toHaveBeenCalledWith(error);
  });

  it('keeps the prerendered page for a bot', async () => {
    renderInPage(new Error('boom'), 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Prerendered heading' })).toBeTruthy());
    expect(screen.queryByText('Internal Server Error')).toBeNull();
  });
});
