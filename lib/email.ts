/**
 * Whether `value`, trimmed, reads as an email address: the same check for every form of the site
 * and every address the build is given. No angle brackets or quotes, which no address a visitor
 * types needs, and which an address set in a page must not carry.
 */
export function isEmail(value: string): boolean {
  return /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(value.trim());
}

/** An email address the build is given (`name`), or `fallback`; anything else stops the build, naming the setting. */
export function emailSetting(name: string, fallback: string): string {
  const email = process.env[name]?.trim() || fallback;
  if (!isEmail(email)) {
    throw new Error(`${name} must be an email address, got "${email}"`);
  }
  return email;
}
