'use client';

import { useEffect, useLayoutEffect } from 'react';
import { usePrerenderedForBots } from '@/components/usePrerenderedForBots';
import './globals.css';

/** What a bot reads in the head: the title, the descriptions, the canonical and language links. */
const BOT_HEAD = 'title, meta[name], meta[property], link[rel="canonical"], link[rel="alternate"]';

/** The prerendered document, as the failed layout left it: its language, its head for bots and its body. */
function prerenderedDocument() {
  const { documentElement: html, head, body } = document;
  // Hydrating the page the server made of this one (the layout failed there): no page to keep.
  if (!body.children.length || body.querySelector('[data-global-error]')) return undefined;
  const headNodes = Array.from(head.querySelectorAll(BOT_HEAD), (node) => node.cloneNode(true) as Element);
  return { lang: html.lang, dir: html.dir, head: headNodes, body: body.innerHTML };
}

/**
 * Replaces the whole document when the layout itself fails, so no translations are at hand. A bot
 * keeps the prerendered page instead (docs/spec.md#2-screens-and-routes, docs/design.md#error-pages-and-bots):
 * everything in its body, its `<html lang dir>`, and the head's title and links, which React
 * removes with the failed layout and which are put back here.
 */
export default function GlobalError({ error }: { error: Error }) {
  const prerendered = usePrerenderedForBots(prerenderedDocument);

  useEffect(() => console.error(error), [error]);

  useLayoutEffect(() => {
    if (!prerendered) return;
    const missing = prerendered.head.filter(
      (node) => !Array.from(document.head.children).some((n) => n.isEqualNode(node)),
    );
    document.head.append(...missing);
    return () => missing.forEach((node) => node.remove());
  }, [prerendered]);

  if (prerendered) {
    return (
      <html lang={prerendered.lang || undefined} dir={prerendered.dir || undefined}>
        <body>
          <div className="prerendered-document" dangerouslySetInnerHTML={{ __html: prerendered.body }} />
        </body>
      </html>
    );
  }
  return (
    <html lang="en">
      <body>
        <title>Internal Server Error</title>
        <meta name="robots" content="noindex" />
        {/* data-global-error marks this page's own markup: a document that shows it has no page to keep. */}
        <main id="main" className="container page-section error-page" data-global-error>
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
