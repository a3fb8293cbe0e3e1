'use client';

import { useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import type { HealthConsent } from '@/lib/account/profile';

/**
 * The visitor's own consent to keeping their weights, which are health data: asked apart from the
 * terms, with a box of its own; refusing it keeps the account, without weights. Once given, it
 * says when, and withdrawing it deletes the weights in the same write (lib/firebase/profile.ts).
 * Without `onGive` it can only be withdrawn: while the terms wait to be accepted again, nothing
 * new is recorded, but a consent stays withdrawable at any time. `inForm`: it stands in the profile's
 * form, under the weights' fields, rather than in a card of its own.
 */
export default function HealthDataConsent({
  consent,
  versions,
  onGive,
  onWithdraw,
  inForm = false,
}: {
  consent: HealthConsent | null;
  /** The page of each version of the consent's text, by version (lib/pages/legalVersions.ts). */
  versions: Record<string, string>;
  onGive?: () => void;
  onWithdraw: () => void;
  inForm?: boolean;
}) {
  const t = useTranslations('Account.health');
  const format = useFormatter();
  const [ticked, setTicked] = useState(false);
  // What to say, kept as what happened: the words may arrive after it (docs/design.md#texts-on-demand).
  const [missing, setMissing] = useState(false);
  const [withdrawn, setWithdrawn] = useState(false);
  const error = missing ? t('required') : '';

  function give() {
    setMissing(!ticked);
    if (!ticked) return;
    setWithdrawn(false);
    setTicked(false);
    onGive?.();
  }

  function withdraw() {
    setWithdrawn(true);
    onWithdraw();
  }

  const status = (
    <p role="status" className="form-status">
      {withdrawn ? t('withdrawn') : ''}
    </p>
  );
  if (!consent && !onGive) return status;
  const Heading = inForm ? 'h3' : 'h2';

  return (
    <section className={inForm ? 'weights-consent' : 'account-card'} aria-labelledby="health-title">
      <Heading id="health-title">{t('heading')}</Heading>
      <p>{t('text')}</p>
      {consent ? (
        <>
          <p data-testid="health-consent">
            {t('given', { date: format.dateTime(consent.givenAt, { dateStyle: 'long' }) })}
            {/* The record names its version, whose text stays readable on its own page. */}
            {versions[consent.version] && (
              <>
                {' '}
                <a href={versions[consent.version]}>{t('givenText', { version: consent.version })}</a>
              </>
            )}
          </p>
          <p>
            <button type="button" className="button button-quiet" onClick={withdraw}>
              {t('withdraw')}
            </button>
          </p>
        </>
      ) : (
        <div className="agreement">
          <label htmlFor="health-consent-box">
            <input
              id="health-consent-box"
              type="checkbox"
              checked={ticked}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? 'health-consent-error' : undefined}
              onChange={(event) => setTicked(event.target.checked)}
            />
            <span>{t('consent')}</span>
          </label>
          {error && (
            <p id="health-consent-error" className="field-error">
              {error}
            </p>
          )}
          <p>
            <button type="button" className="button" onClick={give}>
              {t('give')}
            </button>
          </p>
        </div>
      )}
      {status}
    </section>
  );
}
