/** Whether `value`, trimmed, reads as an email address: the same check for every form of the site. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** An email address the build is given (`name`), or `fallback`; anything else stops the build, naming the setting. */
export function emailSetting(name: string, fallback: string): string {
  const email = process.env[name]?.trim() || fallback;
  if (!/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(email)) {
    throw new Error(`${name} must be an email address, got "${email}"`);
  }
  return email;
}
