/**
 * The server's actions whose output streams into the page, line by line as it comes: "Check" (the
 * report of `npm run i18n` and the build) and "Publish" (the texts checked, recorded in git and
 * deployed to the host chosen, or the first refusal: editor/domain/publish.ts).
 */
import { useState } from 'react';
import { streamed } from './api';
import { t } from './t';

function useStreamed() {
  const [log, setLog] = useState('');
  const [running, setRunning] = useState(false);
  async function start(request: () => Promise<Response>) {
    setRunning(true);
    setLog('');
    try {
      const response = await request();
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      for (let part = await reader.read(); !part.done; part = await reader.read()) {
        const text = part.value;
        setLog((previous) => previous + text);
      }
    } finally {
      // A request that failed gives the button back too.
      setRunning(false);
    }
  }
  return { log, running, start };
}

function StreamedLog({ log, label }: { log: string; label: string }) {
  return log ? (
    <pre role="log" aria-label={label} tabIndex={0}>
      {log}
    </pre>
  ) : null;
}

export function Check() {
  const { log, running, start } = useStreamed();
  return (
    <div className="check">
      <button type="button" onClick={() => start(() => streamed('POST /api/check'))} disabled={running}>
        {running ? t('checking') : t('check')}
      </button>
      <StreamedLog log={log} label={t('checkLog')} />
    </div>
  );
}

export function Publish({ hosts, host }: { hosts: readonly string[]; host: string }) {
  const { log, running, start } = useStreamed();
  return (
    <form
      className="publish"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const body = { host: String(form.get('host')), dryRun: form.get('dryRun') === 'on' };
        start(() => streamed('POST /api/publish', body));
      }}
    >
      <label>
        {t('publishHost')}
        <select name="host" defaultValue={host}>
          {hosts.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </label>
      <label>
        <input type="checkbox" name="dryRun" />
        {t('publishDryRunLabel')}
      </label>
      <button type="submit" disabled={running}>
        {running ? t('publishing') : t('publish')}
      </button>
      <StreamedLog log={log} label={t('publishLog')} />
    </form>
  );
}
