'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { myDataJson } from '@/lib/firebase/dataExport';
import type { ProfileSnapshot } from '@/lib/firebase/profile';
import { useFormAction } from './useFormAction';
import FormFeedback from './FormFeedback';

/**
 * "Download my data": a JSON file of everything the service stores about the visitor
 * (lib/firebase/dataExport.ts), from the live profile the screen holds. Offline, that is this
 * device's copy, and the screen says so.
 */
export default function DataExport({ stored }: { stored: ProfileSnapshot }) {
  const t = useTranslations('Account.export');
  const { busy, run, error } = useFormAction();
  // What happened, not its words, which may arrive later (docs/design.md#texts-on-demand).
  const [done, setDone] = useState<'server' | 'device' | null>(null);

  function download() {
    void run(async () => {
      setDone(null);
      const json = myDataJson(stored);
      const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `slimstart-data-${new Date().toISOString().slice(0, 10)}.json`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
      setDone(stored.fromCache ? 'device' : 'server');
    });
  }

  return (
    <section className="account-card" aria-labelledby="export-title">
      <h2 id="export-title">{t('heading')}</h2>
      <p>{t('text')}</p>
      <p>
        <button type="button" className="button button-quiet" onClick={download} disabled={busy}>
          {t('download')}
        </button>
      </p>
      <FormFeedback error={error} notice={done === 'device' ? t('fromDevice') : done ? t('done') : ''} />
    </section>
  );
}
