// The forms' solver against the server's library: altcha-lib's createChallenge issues, our solver
// (crypto.subtle, and the plain-JavaScript SHA-256 of non-secure pages) solves, altcha-lib's
// verifySolution accepts what it sends.
import { createHash } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { type Challenge, solveChallenge } from '../../src/state/challenge-solver';
import { sha256 } from '../../src/state/sha256';

const HMAC_KEY = 'test key';
/** A challenge whose answer is `number`, as GET /api/challenge serves it (maxnumber always set). */
async function challengeFor(number: number, maxNumber = 5000): Promise<Challenge> {
  const challenge = await createChallenge({
    hmacKey: HMAC_KEY,
    maxNumber,
    number,
    expires: new Date(Date.now() + 60_000),
  });
  return { ...challenge, maxnumber: maxNumber };
}

describe('sha256 (the fallback without crypto.subtle)', () => {
  it('agrees with node:crypto around every padding boundary', () => {
    for (const length of [0, 1, 55, 56, 57, 63, 64, 65, 119, 120, 128, 1000]) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 31 + 7) & 255);
      expect(Buffer.from(sha256(bytes)).toString('hex'), `${length} bytes`).toBe(
        createHash('sha256').update(bytes).digest('hex'),
      );
    }
  });
});

describe.each([
  ['crypto.subtle', globalThis.crypto.subtle],
  ['plain JavaScript', undefined],
])('solveChallenge with %s', (_label, subtle) => {
  it('finds the number altcha-lib chose, and altcha-lib accepts the payload', async () => {
    for (const number of [0, 1, 2345, 5000]) {
      const challenge = await challengeFor(number);
      const altcha = await solveChallenge(challenge, subtle);
      expect(altcha, `number ${number}`).toBeTypeOf('string');
      const { maxnumber: _, ...issued } = challenge;
      expect(JSON.parse(atob(altcha!))).toEqual({ ...issued, number });
      expect(await verifySolution(altcha!, HMAC_KEY)).toBe(true);
    }
  });

  it('gives up at maxnumber when no number solves it', async () => {
    const challenge = await challengeFor(900, 1000);
    expect(await solveChallenge({ ...challenge, maxnumber: 899 }, subtle)).toBeUndefined();
  });
});
