/**
 * After a Save, whether the saved text fits its place on its page, at a laptop's and a phone's width
 * (./fitCheck.ts FIT_WIDTHS), said under the text when it does not (docs/editors.md#the-editor). The
 * preview measures it (editor/preview/measure.ts): its page, in the text's language, loads in a frame
 * of its own out of sight, 1280 px wide, then 390, and answers by postMessage; once the page shows
 * the saved text (`next dev` reads the saved file a moment after the Save), its answer counts. Only
 * while the preview runs: the check costs no `next dev` of its own.
 */
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { PreviewPage } from '../contract';
import type { Measured, MeasureRequest } from '../preview/measure';
import { FIT_WIDTHS, previewPageOf, showsSaved } from './fitCheck';
import { locale, t } from './t';

/** The running preview (App.tsx provides it once "Show the preview" started it), or null. */
export const PreviewContext = createContext<{ origin: string; pages: PreviewPage[] } | null>(null);

/** How often the page is asked, how long the whole check may take, and after how many answers still showing the old text it loads again. */
const ASK_EVERY_MS = 400;
const GIVE_UP_MS = 60_000;
const RELOAD_AFTER = 8;

/**
 * Measures `text`, just saved as `entryKey` in `code`, in a frame of the preview's page; calls
 * `done` with the widths at which it does not fit, or `unknown` when its page does not show it, or
 * does not answer in time.
 */
function measureIn(
  host: HTMLElement,
  { origin, path, entryKey, text }: { origin: string; path: string; entryKey: string; text: string },
  done: (widths: number[] | 'unknown') => void,
): () => void {
  // A closed shadow root: the frame is the check's instrument, no part of the editor's page, and
  // nothing of that page (its styles, its accessibility tree, a query for its `iframe`) reaches it.
  const frame = document.createElement('iframe');
  Object.assign(frame.style, { width: `${FIT_WIDTHS[0]}px`, height: '800px', border: '0' });
  frame.tabIndex = -1;
  frame.src = origin + path;
  const shell = host.appendChild(document.createElement('div'));
  // Inert: no key press reaches the measured page's links, and no assistive technology reads them.
  shell.inert = true;
  shell.attachShadow({ mode: 'closed' }).append(frame);
  const tooWide: number[] = [];
  let at = 0;
  let stale = 0;
  const ask = () =>
    frame.contentWindow?.postMessage(
      { type: 'slimstart-edit-measure', key: entryKey } satisfies MeasureRequest,
      origin,
    );
  const finish = (widths: number[] | 'unknown') => {
    stop();
    done(widths);
  };
  const listen = (event: MessageEvent) => {
    const answer = event.data as Measured | null;
    if (event.origin !== origin || event.source !== frame.contentWindow || answer?.type !== 'slimstart-edit-measured')
      return;
    // Asked before the frame took its new width: the next answer is.
    if (answer.key !== entryKey || answer.width !== FIT_WIDTHS[at]) return;
    if (!answer.found) return finish('unknown');
    if (!showsSaved(text, answer.text)) {
      if (++stale % RELOAD_AFTER === 0) frame.src = origin + path;
      return;
    }
    if (answer.overflows.length) tooWide.push(FIT_WIDTHS[at]);
    at += 1;
    if (at === FIT_WIDTHS.length) return finish(tooWide);
    frame.style.width = `${FIT_WIDTHS[at]}px`;
  };
  window.addEventListener('message', listen);
  const asking = setInterval(ask, ASK_EVERY_MS);
  const giveUp = setTimeout(() => finish('unknown'), GIVE_UP_MS);
  function stop() {
    clearInterval(asking);
    clearTimeout(giveUp);
    window.removeEventListener('message', listen);
    shell.remove();
  }
  return stop;
}

/** Says under a saved text whether it fits; mounted anew with each Save. */
export function Fits({ entryKey, code, text }: { entryKey: string; code: string; text: string }) {
  const preview = useContext(PreviewContext);
  const host = useRef<HTMLDivElement>(null);
  // What the check found so far: its state is on the instrument, for whoever looks at the page's code.
  const [tooWide, setTooWide] = useState<number[] | 'unknown' | null>(null);
  const origin = preview?.origin;
  const path = preview?.pages.find((page) => page.name === previewPageOf(entryKey))?.paths[code];

  useEffect(() => {
    if (!origin || !path || !host.current) return;
    return measureIn(host.current, { origin, path, entryKey, text }, setTooWide);
  }, [origin, path, entryKey, text]);

  const widths = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    [...(Array.isArray(tooWide) ? tooWide : [])].sort((a, b) => a - b).map((width) => `${width} px`),
  );
  const state =
    !origin || !path || tooWide === 'unknown'
      ? 'not measured'
      : !tooWide
        ? 'checking'
        : tooWide.length
          ? 'does not fit'
          : 'fits';
  return (
    <>
      <div ref={host} className="fits-instrument" aria-hidden="true" data-fit={state} />
      {state === 'does not fit' && (
        <p className="note does-not-fit" role="alert">
          {t('doesNotFit', { widths })}
        </p>
      )}
    </>
  );
}
