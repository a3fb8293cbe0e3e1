import type { ReactNode } from 'react';

/** The opening of every page: its one `<h1>` and introduction. */
export default function PageIntro({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <section className="container page-section page-intro">
      <h1>{heading}</h1>
      <p className="lead">{intro}</p>
      {children}
    </section>
  );
}
