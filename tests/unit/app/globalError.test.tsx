// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { Component, useEffect, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import GlobalError from '@/app/global-error';

const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const person = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36';

/** Next's root error boundary, reduced: app/global-error.tsx in place of everything once the layout throws. */
class RootBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <GlobalError error={this.state.error} /> : this.props.children;
  }
}

const layoutError = new Error('the layout failed');
let failLayout = () => {};
function FailingPart() {
  const [error, setError] = useState<Error>();
  useEffect(() => {
    failLayout = () => setError(layoutError);
  }, []);
  if (error) throw error;
  return null;
}

/** A prerendered German page as React keeps it, with the head a bot reads. */
function GermanPage() {
  return (
    <html lang="de" dir="ltr">
      <body>
        <title>Prerendered title</title>
        <link rel="canonical" href="https://example.com/de/faq" />
        <header>Prerendered header</header>
        <main id="main">
          <h1>Prerendered heading</h1>
          <FailingPart />
        </main>
      </body>
    </html>
  );
}

let root: Root | undefined;

/** Renders the page into the document, fails its layout, and gives isbot, a dynamic import, time to answer. */
async function failInPage(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  root = createRoot(document, { onCaughtError: () => {} });
  await act(async () =>
    root!.render(
      <RootBoundary>
        <GermanPage />
      </RootBoundary>,
    ),
  );
  await act(async () => failLayout());
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
}

const heading = (name: string) =>
  Array.from(document.querySelectorAll('h1')).find((h1) => h1.textContent === name) ?? null;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.restoreAllMocks();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the error page that replaces the whole document', () => {
  it('keeps the prerendered page for a bot: its body, its <html lang> and the head a bot reads', async () => {
    await failInPage(googlebot);
    await waitFor(() => expect(heading('Prerendered heading')).toBeTruthy());
    expect(document.body.textContent).toContain('Prerendered header');
    expect(heading('Internal Server Error')).toBeNull();
    expect(document.documentElement.lang).toBe('de');
    expect(document.title).toBe('Prerendered title');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://example.com/de/faq');
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('shows Internal Server Error to a person, in English, not to be indexed', async () => {
    await failInPage(person);
    await waitFor(() => expect(heading('Internal Server Error')).toBeTruthy());
    expect(heading('Prerendered heading')).toBeNull();
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Internal Server Error');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('logs the error to the console (the error hook)', async () => {
    await failInPage(person);
    expect(console.error).toHaveBeenCalledWith(layoutError);
  });

  it('hydrates the page the server made of it without a mismatch, for a bot too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('the layout failed on the server');
    const html = renderToString(<GlobalError error={error} />);
    document.documentElement.innerHTML = html.replace(/^<html[^>]*>|<\/html>$/g, '');
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(googlebot);
    const onRecoverableError = vi.fn();
    await act(async () => {
      root = hydrateRoot(document, <GlobalError error={error} />, { onRecoverableError });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(heading('Internal Server Error')).toBeTruthy();
  });
});
