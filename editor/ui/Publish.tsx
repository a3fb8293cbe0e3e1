/**
 * Publish, in two steps (editor/domain/publish.ts). "Preview on <host>": the texts checked, the site
 * put on the host's own preview and recorded; its link opens in a new tab, as the site's own headers
 * forbid showing it in a frame. Then "Put this preview live": exactly what the preview shows goes
 * live. Each step answers in sentences of the editor's language, with its log behind "Details".
 */
import { useState } from 'react';
import type { PublishResult } from '../contract';
import { streamed } from './api';
import { Answer, stopping, useStreamed, type ActionProps } from './Streamed';
import { t } from './t';

/** The hosts by their own names, as their companies write them (scripts/hosts/deploys.ts lists them). */
const HOST_NAMES: Record<string, string> = {
  firebase: 'Firebase Hosting',
  netlify: 'Netlify',
  cloudflare: 'Cloudflare Pages',
  nginx: 'nginx',
  apache: 'Apache',
  caddy: 'Caddy',
};
const hostName = (host: string) => HOST_NAMES[host] ?? host;

/** A step's outcome in sentences: the commit that recorded the texts, if one did, then how it ended. */
function publishSaid({ texts, recorded, legalUnrecorded, outcome }: PublishResult): string[] {
  const ended = (): string[] => {
    switch (outcome.kind) {
      case 'previewed':
        return [
          t(outcome.address ? 'publishPreviewReady' : 'publishPreviewOnServer'),
          ...(outcome.host === 'firebase' ? [t('publishPreviewExpires')] : []),
        ];
      case 'published':
        return [t('publishLive')];
      case 'dryRun':
        return [t('publishDryRunResult')];
      case 'changed':
        return [t('publishChangedResult')];
      case 'unknownHost':
        return [t('publishUnknownHost', { host: outcome.host })];
      case 'texts':
        return [t('publishStopped', { count: stopping(texts) })];
      case 'setting':
        return [t('publishSetting', { value: outcome.value })];
      case 'noIdentity':
        return [t('publishNoIdentityResult')];
      case 'noBranch':
        return [t('publishNoBranchResult')];
      case 'recordFailed':
        return [t('publishRecordFailedResult')];
      case 'noProject':
        return [t('publishNoProjectResult')];
      case 'deployRefused':
        return [t('publishDeployRefusedResult')];
      case 'deployFailed':
        return [t('publishDeployFailedResult')];
      case 'failed':
        // The error, in English, is for whoever maintains the site: in the details.
        return [t('publishFailedResult')];
    }
  };
  return [
    ...(recorded ? [t('publishRecorded', { commit: recorded })] : []),
    ...ended(),
    ...(legalUnrecorded ? [t('publishLegalUnrecorded')] : []),
  ];
}

export function Publish(props: ActionProps) {
  const { hosts, host: initial } = props.catalogue.publish;
  const [host, setHost] = useState(initial);
  const [trial, setTrial] = useState(false);
  const preview = useStreamed<PublishResult>();
  const live = useStreamed<PublishResult>();
  const outcome = preview.result?.outcome;
  const previewed = outcome?.kind === 'previewed' ? outcome : null;
  const running = preview.running || live.running;
  return (
    <form
      className="publish streamed"
      aria-label={t('publish')}
      onSubmit={(event) => {
        event.preventDefault();
        live.reset();
        preview.start(() => streamed('POST /api/publish', { host, dryRun: trial }));
      }}
    >
      <label>
        {t('publishHost')}
        <select name="host" value={host} onChange={(event) => setHost(event.target.value)}>
          {hosts.map((name) => (
            <option key={name} value={name}>
              {hostName(name)}
            </option>
          ))}
        </select>
      </label>
      <label className="check-label">
        <input type="checkbox" name="dryRun" checked={trial} onChange={(event) => setTrial(event.target.checked)} />
        {t('publishDryRunLabel')}
      </label>
      <button type="submit" disabled={running}>
        {preview.running ? t('publishPreviewing') : t('publishPreviewOn', { host: hostName(host) })}
      </button>
      <Answer
        said={preview.result ? publishSaid(preview.result) : []}
        texts={preview.result?.texts ?? []}
        failed={preview.failed}
        log={preview.log}
        label={t('publishLog')}
        {...props}
      />
      {previewed && (
        <div className="put-live">
          {previewed.address && (
            <p>
              <a href={previewed.address} target="_blank" rel="noopener noreferrer">
                {t('publishOpenPreview', { host: hostName(previewed.host) })}
              </a>
            </p>
          )}
          <button
            type="button"
            disabled={running}
            onClick={() => live.start(() => streamed('POST /api/publish', { build: previewed.build, dryRun: trial }))}
          >
            {live.running ? t('publishPuttingLive') : t('publishPutLive')}
          </button>
          <Answer
            said={live.result ? publishSaid(live.result) : []}
            texts={live.result?.texts ?? []}
            failed={live.failed}
            log={live.log}
            label={t('publishLiveLog')}
            {...props}
          />
        </div>
      )}
    </form>
  );
}
