// Staff passwords: scrypt at OWASP's recommended cost (N=2^17, r=8, p=1; 128 MiB, a few hundred ms),
// with Node's built-in crypto.scrypt, which needs no native addon to install. The stored string
// carries its parameters, so raising the cost later still verifies older hashes.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { FIRM } from '../../src/core/firm';
import { SITE } from '../../src/core/site-map';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../src/contracts/staff-fields';

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

// What a new password is checked against (NIST SP 800-63B 3.1.1.2, ASVS 2.1.7 to 2.1.9): no rules of
// composition, but no password an attacker tries early. zxcvbn-ts (the maintained TypeScript port of
// Dropbox's zxcvbn) estimates the guesses a cracker needs, knowing ~30,000 passwords common in breaches,
// English words and names, keyboard walks, sequences, repeats, dates and l33t; it is told the words of
// this context (the firm, the site, the person's address). Its dictionaries load on first use (~0.3 s).
let estimator: ZxcvbnFactory | undefined;
let commonWords: ReadonlySet<string> | undefined;
function checker(): { estimator: ZxcvbnFactory; commonWords: ReadonlySet<string> } {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  commonWords ??= new Set(
    [
      common.dictionary['passwords-common'],
      english.dictionary['commonWords-en'],
      english.dictionary['firstnames-en'],
      english.dictionary['lastnames-en'],
    ].flat(),
  );
  return { estimator, commonWords };
}

/** At least 10^8 guesses (zxcvbn's score 3); 10^10 (score 4) when the password holds a word of its context. */
const MIN_SCORE = 3;
const MIN_SCORE_WITH_CONTEXT = 4;

/** The words of a password's context: the firm's names, the site's address, the person's e-mail address. */
function contextWords(email: string): string[] {
  const sources = [FIRM.name, FIRM.shortName, new URL(SITE.url).hostname, email];
  const words = sources.flatMap((source) => source.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  // The site's name as one word too (crestlineadvisory), and the address's part before the @.
  const joined = [
    new URL(SITE.url).hostname.replace(/^www\./, '').split('.')[0] ?? '',
    email.toLowerCase().split('@')[0] ?? '',
  ];
  return [...new Set([...words, ...joined])].filter((word) => word.length >= 4 && !/^(www|com|group)$/.test(word));
}

/** Why `password` is refused, or null when it is acceptable. `email` is the account's: its words are context. */
export function passwordProblem(password: unknown, email = ''): string | null {
  if (typeof password !== 'string' || password.length < PASSWORD_MIN_LENGTH)
    return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  const lower = password.toLowerCase();
  if (new Set(lower).size < 4)
    return 'This password repeats a few characters: attackers try those first. Choose another one.';
  const { estimator, commonWords } = checker();
  // "Password2026!", "!!sunshine!!", "Summer2026Summer": one common word, decorated with digits or symbols.
  const words = new Set(lower.split(/[^\p{L}]+/u).filter(Boolean));
  if (words.size === 1 && commonWords.has([...words][0]!))
    return 'This is a common word or password with digits or symbols around it: attackers try those first. Choose another one, such as a few unrelated words.';
  const context = contextWords(email);
  const local = email.toLowerCase().split('@')[0] ?? '';
  const usesContext = context.some((word) => lower.includes(word));
  const { score, feedback } = estimator.check(password.slice(0, 100), context);
  // What is left once the context's words, digits and symbols are taken out must be a password of its own.
  // Longest first, so "new.hire" goes whole before "hire" does.
  const rest = [...context]
    .sort((a, b) => b.length - a.length)
    .reduce((left, word) => left.replaceAll(word, ''), lower)
    .replace(/[^\p{L}]+/gu, '');
  if (
    (local.length >= 4 && lower.includes(local)) ||
    (usesContext && (score < MIN_SCORE_WITH_CONTEXT || rest.length < 6))
  )
    return "Do not build your password from the firm's name, the site's address or your e-mail address: attackers try those first.";
  if (score < MIN_SCORE)
    return `This password is too easy to guess${feedback.warning ? ` (${feedback.warning.replace(/\.$/, '').toLowerCase()})` : ''}. Choose another one, such as a few unrelated words.`;
  return null;
}
