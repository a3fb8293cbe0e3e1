// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/lib/i18n/locales';
import en from '@/messages/en.json' with { type: 'json' };

// The header's notice of a change to a legal text, rendered from versions dated around now, with
// the real English messages (next-intl's server calls stand for themselves: the same translator).
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
// The committed versions' stand-in, filled by each test (lib/legal/versions.ts reads it when asked).
const versions = vi.hoisted(() => ({}) as Record<string, { version: string; effective: string }[]>);
vi.mock('@/legal/versions.json', () => ({ default: versions }));
vi.mock('next-intl/server', async () => {
  const { createFormatter, createTranslator } = await import('use-intl/core');
  return {
    getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
      createTranslator({ locale, messages: en, namespace: namespace as never }),
    getFormatter: async ({ locale }: { locale: Locale }) => createFormatter({ locale }),
  };
});
vi.mock('@/components/SiteLink', () => ({
  default: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

afterEach(cleanup);

async function notice() {
  const { default: LegalChangeBanner } = await import('@/components/LegalChangeBanner');
  return render(<>{await LegalChangeBanner({ locale: 'en' })}</>);
}

describe('the header’s notice of a legal change', () => {
  it('names the day new terms apply, links to what changes and to the account page, for signed-in visitors', async () => {
    Object.assign(versions, {
      terms: [
        { version: 'A', effective: day(-100) },
        { version: 'B', effective: day(31) },
      ],
      privacy: [{ version: 'P', effective: day(-100) }],
      healthConsent: [{ version: 'H', effective: day(-100) }],
    });
    const { container } = await notice();
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(day(31)));
    expect(screen.getByRole('note').parentElement).toHaveProperty('className', 'when-signed-in');
    expect(container.textContent).toContain(`New terms and conditions apply from ${date}: what changes.`);
    // The announced version's own page (lib/pages/legalVersions.ts).
    expect(screen.getByRole('link', { name: 'what changes' }).getAttribute('href')).toBe(
      '/versions/terms-conditions/B',
    );
    expect(screen.getByRole('link', { name: 'your account page' }).getAttribute('href')).toBe('/account');
  });

  it('says nothing while no change is announced', async () => {
    Object.assign(versions, {
      terms: [{ version: 'A', effective: day(-100) }],
      privacy: [{ version: 'P', effective: day(-1) }],
      healthConsent: [{ version: 'H', effective: day(-100) }],
    });
    const { container } = await notice();
    expect(container.innerHTML).toBe('');
  });
});
