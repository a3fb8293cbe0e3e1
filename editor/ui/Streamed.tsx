/**
 * The server's actions that take a while: "Check" (the report of `npm run i18n` and the build) and
 * Publish's two steps (./Publish.tsx). Each answers its outcome in a sentence of the editor's
 * language and what it found, text by text (./Findings.tsx); its log, as it streams in, stays
 * behind "Details" for whoever maintains the site.
 */
import { useState } from 'react';
import type { Catalogue, CheckResult, Finding, Progress } from '../contract';
import { streamed } from './api';
import { Findings } from './Findings';
import { t } from './t';

export function useStreamed<Result>() {
  const [log, setLog] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const [failed, setFailed] = useState('');
  const [running, setRunning] = useState(false);
  async function start(request: () => Promise<Response>) {
    setRunning(true);
    setLog('');
    setResult(null);
    setFailed('');
    try {
      const response = await request();
      if (!response.ok) {
        // Refused before it began (no session, a body it does not take): its words, as the server gave them.
        const { error } = await response.json().catch(() => ({ error: String(response.status) }));
        return setFailed(t('failed', { error }));
      }
      // One line of JSON each (editor/contract.ts, Progress), as they come; a line may arrive in parts.
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let rest = '';
      let ended = false;
      for (let part = await reader.read(); !part.done; part = await reader.read()) {
        const lines = (rest + part.value).split('\n');
        rest = lines.pop()!;
        for (const line of lines) {
          const said = JSON.parse(line) as Progress<Result>;
          if ('log' in said) setLog((previous) => `${previous}${said.log}\n`);
          else {
            setResult(said.result);
            ended = true;
          }
        }
      }
      // An answer that stops before its result (the editor stopped, the connection broke) is said too.
      if (!ended) setFailed(t('streamInterrupted'));
    } catch (error) {
      setFailed(t('failed', { error: (error as Error).message }));
    } finally {
      // A request that failed gives the button back too.
      setRunning(false);
    }
  }
  /** Clears what an earlier run said (a new preview makes the last one's second step moot). */
  function reset() {
    setLog('');
    setResult(null);
    setFailed('');
  }
  return { log, result, failed, running, start, reset };
}

export interface ActionProps {
  catalogue: Catalogue;
  /** Opens a text in a language (the App's `open`). */
  onOpen: (key: string, code: string) => void;
  onCatalogue: (catalogue: Catalogue) => void;
}

/** The outcome, what was found, and the log behind "Details", wrapped to the screen by editor.css. */
export function Answer({
  said,
  texts,
  failed,
  log,
  label,
  ...props
}: ActionProps & { said: string[]; texts: Finding[]; failed: string; log: string; label: string }) {
  // What a text's button did, announced here, the one live region of this result: it shows beside the button.
  const [noted, setNoted] = useState('');
  return (
    <>
      <div role="status" className="outcome">
        {said.map((sentence) => (
          <p key={sentence}>{sentence}</p>
        ))}
        {failed && <p className="failed">{failed}</p>}
        {noted && <p className="visually-hidden">{noted}</p>}
      </div>
      <Findings texts={texts} onNote={setNoted} {...props} />
      {log && (
        <details className="log">
          <summary>{t('details')}</summary>
          <pre role="log" aria-label={label} tabIndex={0}>
            {log}
          </pre>
        </details>
      )}
    </>
  );
}

export const stopping = (texts: Finding[]) => texts.filter((finding) => finding.blocks).length;

/** Check's outcome in a sentence. */
function checkSaid({ texts, outcome }: CheckResult): string {
  switch (outcome.kind) {
    case 'ready':
      return outcome.built ? t('checkReadyBuilt') : t('checkReady');
    case 'texts':
      return t('checkTexts', { count: stopping(texts) });
    case 'buildFailed':
      return t('checkBuildFailed');
    case 'setting':
      return t('checkSetting', { value: outcome.value });
    case 'failed':
      return t('checkFailedResult');
  }
}

export function Check(props: ActionProps) {
  const { log, result, failed, running, start } = useStreamed<CheckResult>();
  return (
    <div className="check streamed">
      <button type="button" onClick={() => start(() => streamed('POST /api/check'))} disabled={running}>
        {running ? t('checking') : t('check')}
      </button>
      <Answer
        said={result ? [checkSaid(result)] : []}
        texts={result?.texts ?? []}
        failed={failed}
        log={log}
        label={t('checkLog')}
        {...props}
      />
    </div>
  );
}
