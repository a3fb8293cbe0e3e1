import type { ReactNode } from 'react';

/**
 * The error page as a person sees it (docs/spec.md#2-screens-and-routes): its heading, and what to
 * do next. Never indexed. app/[locale]/error.tsx shows it for an error at run time, and
 * components/LeftOutPage.tsx for a page whose check failed at build time.
 */
export default function ErrorView({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="container page-section error-page">
      <meta name="robots" content="noindex" />
      <h1>{heading}</h1>
      <p>{children}</p>
    </section>
  );
}
