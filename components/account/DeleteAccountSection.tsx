'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import ModalDialog from './ModalDialog';

/**
 * Account deletion: the warning, and a prompt that asks once more before `onDelete` runs. The
 * prompt closes when the deletion fails, so that the screen's error message can be read.
 */
export default function DeleteAccountSection({ busy, onDelete }: { busy: boolean; onDelete: () => Promise<boolean> }) {
  const t = useTranslations('Account.account');
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <section className="account-card danger" aria-labelledby="danger-title">
        <h2 id="danger-title">{t('dangerHeading')}</h2>
        <p>{t('dangerText')}</p>
        <button type="button" className="button danger-button" onClick={() => setConfirming(true)} disabled={busy}>
          {t('delete')}
        </button>
      </section>

      {confirming && (
        <ModalDialog
          className="confirm-dialog"
          labelledBy="confirm-title"
          describedBy="confirm-text"
          onClose={() => setConfirming(false)}
        >
          <h2 id="confirm-title">{t('confirmTitle')}</h2>
          <p id="confirm-text">{t('confirmText')}</p>
          <div className="crop-actions">
            <button type="button" className="button button-quiet" onClick={() => setConfirming(false)} autoFocus>
              {t('cancel')}
            </button>
            <button
              type="button"
              className="button danger-button"
              onClick={async () => (await onDelete()) || setConfirming(false)}
              disabled={busy}
            >
              {t('confirmDelete')}
            </button>
          </div>
        </ModalDialog>
      )}
    </>
  );
}
