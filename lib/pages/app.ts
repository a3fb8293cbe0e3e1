/**
 * The SlimStart app for phones, where the operator has one: its store pages, set at build time
 * (APP_STORE_URL, PLAY_STORE_URL). Only then does the home page show the app's features, labelled as
 * the app's and linked to the stores, the FAQ answer about the app, and the privacy policy's section
 * on the app's data (lib/pages/lists.ts, lib/legalPages/sections.ts; docs/claims.md).
 */
export const appStores = {
  appStore: readStoreUrl('APP_STORE_URL'),
  playStore: readStoreUrl('PLAY_STORE_URL'),
};

export const hasApp = Boolean(appStores.appStore || appStores.playStore);

function readStoreUrl(name: string): string | null {
  const value = process.env[name]?.trim();
  if (!value) return null;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // Reported below.
  }
  if (url?.protocol !== 'https:')
    throw new Error(`${name} must be the https address of the app's store page, got "${value}"`);
  return url.href;
}
