import { afterEach, describe, expect, it, vi } from 'vitest';

/** lib/pages/app.ts as a build with this environment reads it. */
async function siteWith(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import('@/lib/pages/app');
}

describe('the app’s store links', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('are off unless the operator sets one', async () => {
    const site = await siteWith({ APP_STORE_URL: '', PLAY_STORE_URL: ' ' });
    expect(site.hasApp).toBe(false);
    expect(site.appStores).toEqual({ appStore: null, playStore: null });
  });

  it('switch the app on with either store', async () => {
    const site = await siteWith({
      APP_STORE_URL: '',
      PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=x',
    });
    expect(site.hasApp).toBe(true);
    expect(site.appStores.playStore).toBe('https://play.google.com/store/apps/details?id=x');
  });

  it('stop the build on anything but an https address, naming the variable', async () => {
    for (const value of ['http://apps.apple.com/app/id1', 'javascript:alert(1)', 'apps.apple.com/app']) {
      await expect(siteWith({ APP_STORE_URL: value })).rejects.toThrow(/APP_STORE_URL must be the https address/);
    }
  });
});
