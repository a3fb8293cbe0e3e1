/** Whether `value`, trimmed, reads as an email address: the same check for every form of the site. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
