import { describe, expect, it } from 'vitest';
import { claimReload, RELOAD_GUARD_KEY } from '@/lib/navigation/reload';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('claimReload', () => {
  it('allows one reload per path within 10 seconds', () => {
    const store = memoryStore();
    expect(claimReload('/faq', 1_000, store)).toBe(true);
    expect(claimReload('/faq', 5_000, store)).toBe(false);
    expect(claimReload('/faq', 10_999, store)).toBe(false);
    expect(claimReload('/faq', 11_000, store)).toBe(true);
  });

  it('allows a reload to another path at once', () => {
    const store = memoryStore();
    expect(claimReload('/faq', 1_000, store)).toBe(true);
    expect(claimReload('/de/faq', 1_001, store)).toBe(true);
    expect(JSON.parse(store.data.get(RELOAD_GUARD_KEY)!)).toEqual({ path: '/de/faq', expires: 11_001 });
  });

  it('treats a damaged record as none', () => {
    for (const damaged of ['{', 'null', '"x"', '{"path":"/faq","expires":"soon"}']) {
      expect(claimReload('/faq', 1_000, memoryStore({ [RELOAD_GUARD_KEY]: damaged }))).toBe(true);
    }
  });

  it('does not reload when it cannot remember doing so', () => {
    const store = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimReload('/faq', 1_000, store)).toBe(false);
  });
});
