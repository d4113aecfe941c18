/** An e-mail address shaped name@domain.tld, with no spaces. */
export function isValidEmail(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);
}
