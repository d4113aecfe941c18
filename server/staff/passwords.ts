// Staff passwords: scrypt at OWASP's recommended cost (N=2^17, r=8, p=1; 128 MiB, a few hundred ms),
// with Node's built-in crypto.scrypt, which needs no native addon to install. The stored string
// carries its parameters, so raising the cost later still verifies older hashes.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../src/contracts/staff-api';

const COST = { log2N: 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(
  password: string,
  salt: Buffer,
  { log2N, r, p }: { log2N: number; r: number; p: number },
): Promise<Buffer> {
  const N = 2 ** log2N;
  return new Promise((resolve, reject) => {
    // maxmem: scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is below OWASP's cost.
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** scrypt$<log2 N>$<r>$<p>$<salt>$<key>, base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.log2N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const STORED = /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([\w-]+)\$([\w-]+)$/;

/**
 * Whether `password` matches `stored`. With `stored` null (no such account, or no password yet) it
 * hashes anyway and answers false, so the time taken does not tell whether the account exists.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const match = stored === null ? null : STORED.exec(stored);
  if (!match) {
    await derive(password, DUMMY_SALT, COST);
    return false;
  }
  const [, log2N, r, p, salt, key] = match;
  const expected = Buffer.from(key!, 'base64url');
  const actual = await derive(password, Buffer.from(salt!, 'base64url'), {
    log2N: Number(log2N),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const DUMMY_SALT = randomBytes(SALT_LENGTH);

let common: ReadonlySet<string> | undefined;
/** The 10,000 most common passwords, lower-cased, read on first use. */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return common;
}

/** Why `password` is refused, or null when it is acceptable. */
export function passwordProblem(password: unknown, email = ''): string | null {
  if (typeof password !== 'string' || password.length < PASSWORD_MIN_LENGTH)
    return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  const lower = password.toLowerCase();
  // "password1234!" is "password" with decoration: checked both ways.
  const stem = lower.replace(/[\d\W_]+$/, '');
  if (commonPasswords().has(lower) || commonPasswords().has(stem) || new Set(lower).size < 4) {
    return 'This password is too common or too simple. Choose another one.';
  }
  const local = email.toLowerCase().split('@')[0] ?? '';
  if (local.length >= 4 && lower.includes(local)) return 'Do not use your e-mail address in your password.';
  return null;
}
