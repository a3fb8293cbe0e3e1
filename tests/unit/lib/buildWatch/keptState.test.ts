import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetKeptState } from '@/lib/buildWatch/keptState';

describe('forgetKeptState', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('removes what a reload kept and no page has taken back yet, and nothing else', () => {
    const data = new Map([
      ['slimstart:kept', JSON.stringify({ 'contact-email': 'someone@example.com' })],
      ['slimstart:scroll', '{}'],
    ]);
    vi.stubGlobal('sessionStorage', { removeItem: (key: string) => data.delete(key) });
    forgetKeptState();
    expect([...data.keys()]).toEqual(['slimstart:scroll']);
  });

  it('does nothing where storage is refused', () => {
    vi.stubGlobal('sessionStorage', {
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(() => forgetKeptState()).not.toThrow();
  });
});
