// Secrets in links and cookies (newsletter confirmations, staff sessions and setup links, the keys
// every server shares): made, kept and compared one way.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A secret for a cookie, a link or a key: 256 random bits, base64url. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a secret: its SHA-256, so a copy of the database cannot use it. */
export const digest = (secret: string): string => createHash('sha256').update(secret).digest('base64url');

/** Whether `given` is `expected`, in time that does not tell how much of it matched. */
export function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
