'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { downloadMyData } from '@/lib/firebase/dataExport';
import type { ProfileSnapshot } from '@/lib/account/profile';
import { useAccountAction } from './useAccountAction';
import FormFeedback from './FormFeedback';

/**
 * "Download my data": a JSON file of everything the service stores about the visitor
 * (lib/firebase/dataExport.ts), from the live profile the screen holds. Offline, that is this
 * device's copy, and the screen says so.
 */
export default function DataExport({ stored }: { stored: ProfileSnapshot }) {
  const t = useTranslations('Account.export');
  const { pending, run, errorAt } = useAccountAction();
  // What happened, not its words, which may arrive later (docs/design.md#texts-on-demand).
  const [done, setDone] = useState<'server' | 'device' | null>(null);

  function download() {
    run(async () => {
      setDone(null);
      downloadMyData(stored);
      // Offline, the copy is this device's even before Firestore has noticed the connection is gone
      // (its snapshot says fromCache only once its stream has failed, seconds later).
      setDone(stored.fromCache || !navigator.onLine ? 'device' : 'server');
    });
  }

  return (
    <section className="account-card" aria-labelledby="export-title">
      <h2 id="export-title">{t('heading')}</h2>
      <p>{t('text')}</p>
      <p>
        <button type="button" className="button button-quiet" onClick={download} disabled={pending}>
          {t('download')}
        </button>
      </p>
      <FormFeedback error={errorAt()} notice={done === 'device' ? t('fromDevice') : done ? t('done') : ''} />
    </section>
  );
}
