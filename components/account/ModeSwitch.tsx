'use client';

import { useTranslations } from 'next-intl';

export type Mode = 'signIn' | 'signUp';

/** The two tabs of the sign-in card: signing in, or creating an account. */
export default function ModeSwitch({ mode, onMode }: { mode: Mode; onMode: (mode: Mode) => void }) {
  const t = useTranslations('Account.signIn');
  return (
    <div className="mode-switch" role="group">
      {(['signIn', 'signUp'] as const).map((m) => (
        <button
          key={m}
          type="button"
          className={`button${mode === m ? '' : ' button-quiet'}`}
          aria-pressed={mode === m}
          onClick={() => onMode(m)}
        >
          {m === 'signIn' ? t('modeSignIn') : t('modeSignUp')}
        </button>
      ))}
    </div>
  );
}
