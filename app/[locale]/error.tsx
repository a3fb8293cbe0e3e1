'use client';

import { useEffect } from 'react';
import { useErrorTexts } from '@/components/ErrorTextProvider';
import ErrorView from '@/components/ErrorView';
import { usePrerenderedForBots } from '@/components/usePrerenderedForBots';
import { answerChunkError } from '@/lib/navigation/reload';

/** The failed page's content, which a bot keeps. */
const mainContent = () => document.getElementById('main')?.innerHTML || undefined;

/**
 * The error page of docs/spec.md#2-screens-and-routes: `Page Not Found` for a 404, `Internal Server Error` for
 * anything else. (A page whose check fails at build time shows its text through components/LeftOutPage.tsx.) A bot keeps the prerendered page instead
 * (docs/design.md#4-reference-behaviours): while this renders, the failed page's markup is still in `<main>`, so it
 * is kept and shown until we know who is reading.
 */
export default function ErrorPage({ error, reset }: { error: Error & { status?: number }; reset: () => void }) {
  const texts = useErrorTexts();
  const prerendered = usePrerenderedForBots(mainContent);

  useEffect(() => {
    console.error(error);
    // Code of a replaced build that is gone: load the page afresh, once (docs/design.md#4-reference-behaviours).
    answerChunkError(error);
  }, [error]);

  if (prerendered) {
    return <div className="prerendered" dangerouslySetInnerHTML={{ __html: prerendered }} />;
  }
  return (
    <ErrorView heading={error.status === 404 ? texts.notFound : texts.internal}>
      <button type="button" className="button" onClick={reset}>
        {texts.retry}
      </button>
    </ErrorView>
  );
}
