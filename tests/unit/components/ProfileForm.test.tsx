// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createTranslator, NextIntlClientProvider, type Messages } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ProfileForm from '@/components/account/ProfileForm';
import type { Profile } from '@/lib/account/profile';
import de from '@/messages/de.json' with { type: 'json' };
import en from '@/messages/en.json' with { type: 'json' };
import ja from '@/messages/ja.json' with { type: 'json' };

afterEach(cleanup);

const all = { de, en, ja } as const;

// The account screen's profile form, with the Account messages its page provides.
function renderForm(locale: keyof typeof all, profile: Profile | null, onSave = vi.fn(), withWeights = true) {
  render(
    // Each locale's texts differ from the English ones the message types are derived from.
    <NextIntlClientProvider locale={locale} messages={{ Account: all[locale].Account } as Messages} timeZone="UTC">
      <ProfileForm withWeights={withWeights} profile={profile} languages={[]} onEdit={() => {}} onSave={onSave} />
    </NextIntlClientProvider>,
  );
  const t = createTranslator({ locale, messages: all[locale], namespace: 'Account' });
  const field = (name: 'startWeight' | 'goalWeight', unit = 'kg') =>
    screen.getByLabelText(t(`account.${name}`, { unit })) as HTMLInputElement;
  return { t, field, onSave };
}

describe('the profile form on the account screen', () => {
  it('has no weight fields without the consent to keep them, and saves the rest without weights', () => {
    const { t, onSave } = renderForm('en', { displayName: 'Ana' }, vi.fn(), false);
    expect(screen.queryByLabelText(t('account.startWeight', { unit: 'kg' }))).toBeNull();
    expect(screen.queryByLabelText(t('account.goalWeight', { unit: 'kg' }))).toBeNull();
    fireEvent.submit(screen.getByLabelText(t('account.displayName')).closest('form')!);
    expect(onSave).toHaveBeenCalledWith({ unit: 'kg', displayName: 'Ana', language: 'en' });
  });

  it('shows a weight of 72.5 kg as “72,5” in German and reads “70,3” back', () => {
    const { field, onSave } = renderForm('de', { unit: 'kg', startWeightKg: 72.5 });
    expect(field('startWeight').value).toBe('72,5');
    fireEvent.change(field('goalWeight'), { target: { value: '70,3' } });
    fireEvent.submit(field('goalWeight').form!);
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ startWeightKg: 72.5, goalWeightKg: 70.3 }));
  });

  it('keeps the locale’s decimal separator when the unit changes', () => {
    const { t, field } = renderForm('de', { unit: 'kg', startWeightKg: 72.5 });
    fireEvent.click(screen.getByLabelText(t('account.pounds')));
    expect(field('startWeight', 'lb').value).toBe('159,8');
  });

  it('shows the weight with a dot in English and accepts full-width digits in Japanese', () => {
    expect(renderForm('en', { unit: 'kg', startWeightKg: 72.5 }).field('startWeight').value).toBe('72.5');
    cleanup();
    const { field, onSave } = renderForm('ja', null);
    fireEvent.change(field('startWeight'), { target: { value: '７２．５' } });
    fireEvent.submit(field('startWeight').form!);
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ startWeightKg: 72.5 }));
  });

  it('states the accepted range through the ICU formatter, in the visitor’s language', () => {
    const { t, field, onSave } = renderForm('de', null);
    fireEvent.change(field('startWeight'), { target: { value: '12,5' } });
    fireEvent.submit(field('startWeight').form!);
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText(t('validation.weightRange', { min: '30', max: '300', unit: 'kg' }))).toBeTruthy();
    expect(screen.getByText(/Bitte gib ein Gewicht zwischen 30 und 300 kg ein\./)).toBeTruthy();
  });
});
