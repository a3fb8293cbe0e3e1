// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createTranslator, NextIntlClientProvider, type Messages } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import de from '@/messages/de.json' with { type: 'json' };

// The agreement's boxes on the sign-up form and the agreement step, with versions dated around now
// (lib/legal/versions.ts reads the committed file's stand-in, filled by each test).
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const versions = vi.hoisted(() => ({}) as Record<string, { version: string; effective: string }[]>);
vi.mock('@/legal/versions.json', () => ({ default: versions }));

afterEach(cleanup);

const paths = {
  pages: { terms: '/de/terms-conditions', privacy: '/de/privacy-policy', healthConsent: '/de/privacy-policy' },
  versions: {
    terms: { A: '/de/versions/terms-conditions/A', B: '/de/versions/terms-conditions/B' },
    privacy: { P: '/de/versions/privacy-policy/P' },
    healthConsent: { H: '/de/versions/health-consent/H' },
  },
};

async function renderFields() {
  const { default: AgreementFields, useAgreementChoice } = await import('@/components/account/AgreementFields');
  function Fields() {
    return <AgreementFields choice={useAgreementChoice()} paths={paths} />;
  }
  render(
    <NextIntlClientProvider locale="de" messages={{ Account: de.Account } as Messages} timeZone="UTC">
      <Fields />
    </NextIntlClientProvider>,
  );
  return createTranslator({ locale: 'de', messages: de, namespace: 'Account.agreement' });
}

describe('the agreement’s boxes', () => {
  it('link the terms in force by their version’s page', async () => {
    Object.assign(versions, {
      terms: [{ version: 'A', effective: day(-100) }],
      privacy: [{ version: 'P', effective: day(-100) }],
      healthConsent: [{ version: 'H', effective: day(-100) }],
    });
    await renderFields();
    expect(document.querySelector('.agreement a')!.getAttribute('href')).toBe('/de/versions/terms-conditions/A');
    expect(document.querySelectorAll('.agreement .note')).toHaveLength(1);
  });

  it('during the notice of new terms, say that they are accepted too, and link them', async () => {
    Object.assign(versions, {
      terms: [
        { version: 'A', effective: day(-100) },
        { version: 'B', effective: day(31) },
      ],
      privacy: [{ version: 'P', effective: day(-100) }],
      healthConsent: [{ version: 'H', effective: day(-100) }],
    });
    const t = await renderFields();
    const date = new Intl.DateTimeFormat('de', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(day(31)));
    const note = screen.getByText((_, element) => element?.className === 'note' && element.textContent!.includes(date));
    // The link's words, then what tells a screen reader that it opens a new tab.
    expect(note.textContent).toBe(t.markup('upcomingTerms', { date, link: (chunks) => `${chunks} ${t('newTab')}` }));
    const link = note.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/de/versions/terms-conditions/B');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
