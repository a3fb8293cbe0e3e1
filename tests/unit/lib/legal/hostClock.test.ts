import { afterEach, describe, expect, it } from 'vitest';
import { hostNow, noteHostDate } from '@/lib/legal/hostClock';

afterEach(() => noteHostDate(new Date().toUTCString()));

describe('the host’s clock', () => {
  it('is this device’s until an answer says otherwise, and within a minute of it', () => {
    expect(Math.abs(hostNow().getTime() - Date.now())).toBeLessThan(1000);
    noteHostDate(new Date(Date.now() + 50_000).toUTCString());
    expect(Math.abs(hostNow().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('is the host’s when this device’s is more than a minute off, either way', () => {
    const at = Date.now();
    noteHostDate(new Date(at + 40 * 86_400_000).toUTCString(), at);
    expect(hostNow().getTime() - Date.now()).toBeGreaterThan(40 * 86_400_000 - 2000);
    noteHostDate(new Date(at - 3_600_000).toUTCString(), at);
    expect(Date.now() - hostNow().getTime()).toBeGreaterThan(3_600_000 - 2000);
  });

  it('ignores an answer without a date it can read', () => {
    noteHostDate(new Date(Date.now() + 86_400_000).toUTCString());
    noteHostDate(null);
    noteHostDate('yesterday');
    expect(hostNow().getTime() - Date.now()).toBeGreaterThan(86_400_000 - 2000);
  });
});
