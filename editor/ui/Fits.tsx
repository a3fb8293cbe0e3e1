/**
 * After a Save, whether the saved text fits its place on its page on a phone and on a computer
 * (editor/preview/overflow.ts WIDTHS, the widths the site's own check uses), said under the text
 * when it does not (docs/editors.md#the-editor). First the editor's server waits until the
 * preview's server renders the page with the saved text (POST /api/preview-shows,
 * editor/preview/shown.ts): a page loaded before then would render the old text on the server and
 * the new one in the browser, a hydration error. Then the page, in the text's language, loads in a
 * frame of its own out of sight, at the computer's width, then the phone's, and its script measures
 * the text (editor/preview/measure.ts), answering by postMessage; an answer counts once the page
 * shows the saved text. Only while the preview runs: the check starts no `next dev` of its own.
 */
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { WIDTHS } from '../preview/overflow';
import type { Measured, MeasureRequest } from '../preview/measure';
import { showsSaved } from '../preview/shown';
import { call } from './api';
import { t } from './t';

/** The running preview's origin (App.tsx provides it once "Show the preview" started it), or null. */
export const PreviewContext = createContext<string | null>(null);

/** How often the page is asked, and how long the frame's measure may take. */
const ASK_EVERY_MS = 400;
const GIVE_UP_MS = 60_000;

type Verdict = number[] | 'unknown';

/**
 * Measures `text`, just saved as `entryKey`, in a frame of the preview's page at `path`; calls
 * `done` with the widths at which it does not fit, or `unknown` when its page does not show it, or
 * does not answer in time.
 */
function measureIn(
  host: HTMLElement,
  { origin, path, entryKey, text }: { origin: string; path: string; entryKey: string; text: string },
  done: (verdict: Verdict) => void,
): () => void {
  // A closed shadow root: the frame is the check's instrument, no part of the editor's page, and
  // nothing of that page (its styles, its accessibility tree, a query for its `iframe`) reaches it.
  const frame = document.createElement('iframe');
  Object.assign(frame.style, { width: `${WIDTHS[0]}px`, height: '800px', border: '0' });
  frame.tabIndex = -1;
  frame.src = origin + path;
  const shell = host.appendChild(document.createElement('div'));
  // Inert: no key press reaches the measured page's links, and no assistive technology reads them.
  shell.inert = true;
  shell.attachShadow({ mode: 'closed' }).append(frame);
  const tooWide: number[] = [];
  let at = 0;
  const ask = () =>
    frame.contentWindow?.postMessage(
      { type: 'slimstart-edit-measure', key: entryKey } satisfies MeasureRequest,
      origin,
    );
  const finish = (verdict: Verdict) => {
    stop();
    done(verdict);
  };
  const listen = (event: MessageEvent) => {
    const answer = event.data as Measured | null;
    if (event.origin !== origin || event.source !== frame.contentWindow || answer?.type !== 'slimstart-edit-measured')
      return;
    // Asked before the frame took its new width: the next answer is.
    if (answer.key !== entryKey || answer.width !== WIDTHS[at]) return;
    if (!answer.found) return finish('unknown');
    // The page shows another text than the one saved (saved again since): no verdict on this one.
    if (!showsSaved(text, answer.text)) return;
    if (answer.overflows.length) tooWide.push(WIDTHS[at]);
    at += 1;
    if (at === WIDTHS.length) return finish(tooWide);
    frame.style.width = `${WIDTHS[at]}px`;
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

/** Where it does not fit, as the warning names it: on a phone, on a computer, or on both. */
function where(tooWide: number[]): 'phone' | 'computer' | 'both' {
  const phone = tooWide.includes(Math.min(...WIDTHS));
  const computer = tooWide.includes(Math.max(...WIDTHS));
  return phone && computer ? 'both' : phone ? 'phone' : 'computer';
}

/** Says under a saved text whether it fits; mounted anew with each Save. */
export function Fits({ entryKey, code, text }: { entryKey: string; code: string; text: string }) {
  const origin = useContext(PreviewContext);
  const host = useRef<HTMLDivElement>(null);
  // What the check found so far: its state is on the instrument, for whoever looks at the page's code.
  const [verdict, setVerdict] = useState<Verdict | 'waiting' | 'measuring'>('waiting');

  useEffect(() => {
    if (!origin) return;
    let stopMeasuring: (() => void) | null = null;
    let gone = false;
    void call('POST /api/preview-shows', { code, key: entryKey }).then((outcome) => {
      if (gone || !host.current) return;
      if (!outcome.ok || outcome.answer.shows !== 'saved') return setVerdict('unknown');
      setVerdict('measuring');
      stopMeasuring = measureIn(host.current, { origin, path: outcome.answer.path, entryKey, text }, setVerdict);
    });
    return () => {
      gone = true;
      stopMeasuring?.();
    };
  }, [origin, entryKey, code, text]);

  const state =
    !origin || verdict === 'unknown'
      ? 'not measured'
      : Array.isArray(verdict)
        ? verdict.length
          ? 'does not fit'
          : 'fits'
        : 'checking';
  return (
    <>
      <div ref={host} className="fits-instrument" aria-hidden="true" data-fit={state} />
      {Array.isArray(verdict) && verdict.length > 0 && (
        <p className="note does-not-fit" role="alert">
          {t('doesNotFit', {
            where: where(verdict),
            phone: String(Math.min(...WIDTHS)),
            computer: String(Math.max(...WIDTHS)),
          })}
        </p>
      )}
    </>
  );
}
