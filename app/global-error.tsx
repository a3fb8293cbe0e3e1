'use client';

import { useEffect } from 'react';
import './globals.css';

// Replaces the whole document when the layout itself fails, so no translations are at hand.
export default function GlobalError({ error }: { error: Error }) {
  useEffect(() => console.error(error), [error]);
  return (
    <html lang="en">
      <body>
        <title>Internal Server Error</title>
        <meta name="robots" content="noindex" />
        <main id="main" className="container page-section error-page">
          <h1>Internal Server Error</h1>
          <p>
            {/* A full load, not a client navigation: the layout that failed must start afresh. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/">SlimStart</a>
          </p>
        </main>
      </body>
    </html>
  );
}
