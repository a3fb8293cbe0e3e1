'use client';

import { useEffect, useState } from 'react';
import { useErrorTexts } from '@/components/ErrorTextProvider';
import { pageErrorOf } from '@/lib/pageGuard';
import { guardedReload, isChunkLoadError } from '@/lib/buildWatch/reload';

/**
 * The error page of docs/spec.md#2-screens-and-routes: `Page Not Found` for a 404, `Internal Server Error` for
 * anything else, unless the error carries its own text. A bot keeps the prerendered page instead
 * (docs/design.md#4-reference-behaviours): while this renders, the failed page's markup is still in `<main>`, so it
 * is kept and shown until we know who is reading.
 */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { status?: number; statusText?: string };
  reset: () => void;
}) {
  const texts = useErrorTexts();
  const [prerendered] = useState(() => document.getElementById('main')?.innerHTML ?? '');
  const [isBot, setIsBot] = useState<boolean | null>(null);

  useEffect(() => {
    console.error(error);
    // Code of a replaced build that is gone: load the page afresh, once (docs/design.md#4-reference-behaviours).
    if (isChunkLoadError(error)) guardedReload(location.href);
    import('isbot').then(({ isbot }) => setIsBot(isbot(navigator.userAgent))).catch(() => setIsBot(false));
  }, [error]);

  if (isBot !== false && prerendered) {
    return <div className="prerendered" dangerouslySetInnerHTML={{ __html: prerendered }} />;
  }
  const { status, statusText } = pageErrorOf(error);
  const heading = statusText || (status === 404 ? texts.notFound : texts.internal);
  return (
    <section className="container page-section error-page">
      <meta name="robots" content="noindex" />
      <h1>{heading}</h1>
      <p>
        <button type="button" className="button" onClick={reset}>
          {texts.retry}
        </button>
      </p>
    </section>
  );
}
