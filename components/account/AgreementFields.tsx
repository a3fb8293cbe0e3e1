'use client';

import { useState, type ReactNode } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { LegalPaths } from '@/lib/pages/built';
import { legalStanding, versionDay } from '@/lib/legal/versions';
import { asksTransferConsent, minimumAge } from '@/lib/account/signUp';

type Box = 'age' | 'terms' | 'transfer';

/**
 * The boxes an account is agreed with (lib/account/signUp.ts): the age of the visitor's market, the terms,
 * and where the market's law asks for it, the separate consent to the transfer abroad; with the
 * privacy policy to read beside them. `check` says whether all are ticked, and shows what is
 * missing under each box.
 */
export function useAgreementChoice() {
  const locale = useLocale();
  const t = useTranslations('Account.agreement');
  const age = useFormatter().number(minimumAge(locale));
  const boxes: Box[] = asksTransferConsent(locale) ? ['age', 'terms', 'transfer'] : ['age', 'terms'];
  const [ticked, setTicked] = useState<Record<Box, boolean>>({ age: false, terms: false, transfer: false });
  // Which boxes were missing at the last check; their words are read when shown, since they may
  // arrive after it (docs/design.md#texts-on-demand).
  const [missing, setMissing] = useState<Box[]>([]);
  const required: Record<Box, () => string> = {
    age: () => t('ageRequired', { age }),
    terms: () => t('termsRequired'),
    transfer: () => t('transferRequired'),
  };
  const errors = Object.fromEntries(missing.map((box) => [box, required[box]()])) as Partial<Record<Box, string>>;
  const complete = boxes.every((box) => ticked[box]);

  function check(): boolean {
    setMissing(boxes.filter((box) => !ticked[box]));
    return complete;
  }

  return { age, boxes, ticked, setTicked, errors, check, complete };
}

type Choice = ReturnType<typeof useAgreementChoice>;

/** One box of the agreement, with what is missing under it. */
function AgreementBox({ choice, name, label }: { choice: Choice; name: Box; label: ReactNode }) {
  const { ticked, setTicked, errors } = choice;
  return (
    <>
      <label htmlFor={`agree-${name}`}>
        <input
          id={`agree-${name}`}
          type="checkbox"
          checked={ticked[name]}
          aria-invalid={Boolean(errors[name])}
          aria-describedby={
            [errors[name] && `agree-${name}-error`, name === 'transfer' && 'agree-transfer-details']
              .filter(Boolean)
              .join(' ') || undefined
          }
          onChange={(event) => setTicked((current) => ({ ...current, [name]: event.target.checked }))}
        />
        <span>{label}</span>
      </label>
      {errors[name] && (
        <p id={`agree-${name}-error`} className="field-error">
          {errors[name]}
        </p>
      )}
    </>
  );
}

/**
 * The separate consent to the transfer abroad, with what it covers, where the market's law asks
 * for it: in the agreement, and on the sign-in tab above "Continue with Google", which creates an
 * account abroad for a Google account that has none (PIPL art. 39: consent before the transfer).
 */
export function TransferConsent({ choice }: { choice: Choice }) {
  const t = useTranslations('Account.agreement');
  return (
    <>
      <p className="note" id="agree-transfer-details">
        {t('transferDetails')}
      </p>
      <AgreementBox choice={choice} name="transfer" label={t('transferConsent')} />
    </>
  );
}

export default function AgreementFields({ choice, paths }: { choice: Choice; paths: LegalPaths }) {
  const t = useTranslations('Account.agreement');
  const format = useFormatter();
  const { age, boxes } = choice;
  // Terms announced and not yet in force are accepted with those in force (lib/account/signUp.ts,
  // `nextTerms`): the note says so and links to their own page (lib/pages/legalVersions.ts).
  const { inForce, upcoming } = legalStanding();
  const announced = upcoming.terms;
  // The texts open in a new tab, so that what the visitor typed here stays.
  const link = (href: string) =>
    function NewTabLink(chunks: ReactNode) {
      return (
        <a href={href} target="_blank" rel="noopener">
          {chunks}
          <span className="visually-hidden"> {t('newTab')}</span>
        </a>
      );
    };

  return (
    <div className="agreement">
      <AgreementBox choice={choice} name="age" label={t('ageConfirm', { age })} />
      <AgreementBox
        choice={choice}
        name="terms"
        label={t.rich('termsAccept', { terms: link(paths.versions.terms[inForce.terms] ?? paths.pages.terms) })}
      />
      {announced && (
        <p className="note">
          {t.rich('upcomingTerms', {
            date: versionDay(format, announced),
            link: link(paths.versions.terms[announced.version] ?? paths.pages.terms),
          })}
        </p>
      )}
      {boxes.includes('transfer') && <TransferConsent choice={choice} />}
      <p className="note">{t.rich('privacyNote', { privacy: link(paths.pages.privacy) })}</p>
    </div>
  );
}
