'use client';

import { useState, type ReactNode } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import type { LegalPaths } from '@/lib/builtPages';
import type { Locale } from '@/lib/i18n/locales';
import { minimumAge } from '@/lib/signUp';

/**
 * The two boxes an account is agreed with (lib/signUp.ts): the age of the visitor's market, and
 * the terms; with the privacy policy to read beside them. `check` says whether both are ticked,
 * and shows what is missing under the box.
 */
export function useAgreementChoice(locale: Locale) {
  const t = useTranslations('Account.agreement');
  const age = useFormatter().number(minimumAge(locale));
  const [ticked, setTicked] = useState({ age: false, terms: false });
  // Which boxes were missing at the last check; their words are read when shown, since they may
  // arrive after it (docs/design.md#texts-on-demand).
  const [missing, setMissing] = useState({ age: false, terms: false });
  const errors = {
    age: missing.age ? t('ageRequired', { age }) : undefined,
    terms: missing.terms ? t('termsRequired') : undefined,
  };

  function check(): boolean {
    setMissing({ age: !ticked.age, terms: !ticked.terms });
    return ticked.age && ticked.terms;
  }

  return { age, ticked, setTicked, errors, check, complete: ticked.age && ticked.terms };
}

type Choice = ReturnType<typeof useAgreementChoice>;

export default function AgreementFields({ choice, paths }: { choice: Choice; paths: LegalPaths }) {
  const t = useTranslations('Account.agreement');
  const { age, ticked, setTicked, errors } = choice;
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
  const box = (name: 'age' | 'terms', label: ReactNode) => (
    <>
      <label htmlFor={`agree-${name}`}>
        <input
          id={`agree-${name}`}
          type="checkbox"
          checked={ticked[name]}
          aria-invalid={Boolean(errors[name])}
          aria-describedby={errors[name] ? `agree-${name}-error` : undefined}
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

  return (
    <div className="agreement">
      {box('age', t('ageConfirm', { age }))}
      {box('terms', t.rich('termsAccept', { terms: link(paths.terms) }))}
      <p className="note">{t.rich('privacyNote', { privacy: link(paths.privacy) })}</p>
    </div>
  );
}
