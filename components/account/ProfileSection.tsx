'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import type { Profile, ProfileSnapshot } from '@/lib/account/profile';
import ProfileForm from './ProfileForm';

/**
 * The profile's card on the account screen: its form, with the weights where the visitor consented
 * to keeping them, and what the last save said (`feedback`), right under its button. `children`, the
 * consent to keeping weights, stands in the form where the weights go, so that once it is given
 * their fields appear where the visitor is (the newcomer's walk found them out of view).
 */
export default function ProfileSection({
  stored,
  languages,
  onEdit,
  onSave,
  feedback,
  children,
}: {
  stored: ProfileSnapshot;
  languages: { code: Locale; name: string }[];
  onEdit: () => void;
  onSave: (profile: Profile) => void;
  feedback: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations('Account.account');
  return (
    <section className="account-card" aria-labelledby="profile-title">
      <h2 id="profile-title">{t('profileHeading')}</h2>
      <ProfileForm
        withWeights={Boolean(stored.healthConsent)}
        profile={stored.profile}
        languages={languages}
        onEdit={onEdit}
        onSave={onSave}
      >
        {children}
      </ProfileForm>
      {feedback}
    </section>
  );
}
