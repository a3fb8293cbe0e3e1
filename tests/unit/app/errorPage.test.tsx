// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ErrorPage from '@/app/[locale]/error';
import { PageError } from '@/lib/pageGuard';

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

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the error page', () => {
  it('shows Internal Server Error to a person', async () => {
    renderInPage(new Error('boom'), 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36');
    expect(await screen.findByRole('heading', { name: 'Internal Server Error' })).toBeTruthy();
  });

  it('shows Page Not Found, or the text the error carries, for a failed page check', async () => {
    renderInPage(new PageError(404, 'Page Not Found: /de/x'), 'Mozilla/5.0 Chrome/156.0');
    expect(await screen.findByRole('heading', { name: 'Page Not Found: /de/x' })).toBeTruthy();
  });

  it('keeps the prerendered page for a bot', async () => {
    renderInPage(new Error('boom'), 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Prerendered heading' })).toBeTruthy());
    expect(screen.queryByText('Internal Server Error')).toBeNull();
  });
});
