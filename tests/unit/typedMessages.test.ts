import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json' with { type: 'json' };

describe('typed messages', () => {
  it('knows every key of en.json, and a wrong key does not compile', () => {
    const t = createTranslator({ locale: 'en', messages: en, namespace: 'Faq', onError: () => {} });
    expect(t('heading')).toBe(en.Faq.heading);
    // @ts-expect-error: no such key in messages/en.json (`npm run typecheck` fails if this compiles)
    expect(t('no-such-key')).toBe('Faq.no-such-key');
  });
});
