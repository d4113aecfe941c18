// The proof of work in front of every form that makes the server e-mail an address the sender typed
// (the report request, the follow-up popup, the newsletter): without it, a bot fills those forms with
// other people's addresses and the firm mails them. ALTCHA's SHA-256 challenge (altcha-lib/v1): self-
// hosted, no third-party calls, no cookies. GET /api/challenge issues one, signed with a key every
// server on the database shares; the form solves it in the background (src/state/challenge.ts) and
// sends the solution in its `altcha` field; it is verified here and spent once, in the save's
// transaction (storage.ts), across every server. FORMS_CHALLENGE=off turns the check off.
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { Payload } from 'altcha-lib/v1/types';
import { sharedSecret } from './repositories/server-secrets';
import type { SpentChallenge } from './repositories/spent-challenges';
import type { Storage } from './storage';

export const CHALLENGE = Object.freeze({
  /** How long a challenge may be solved and sent: a form filled in slowly, not a stockpile. */
  ttlMs: 15 * 60_000,
  /**
   * The search space, set from a measurement (server/README.md): our solver in Chromium with the CPU
   * slowed 4x (Lighthouse's mid-range phone) hashes ~32,000 a second, a script with node:crypto
   * ~450,000 on one core. Half of it on average: ~1.5 s on the phone, while the person types (the
   * form starts solving at its first focus), and ~0.1 s of a core for a script.
   */
  maxNumber: 100_000,
  /**
   * For repeat requests (challenge-cost.ts): ~15 s on that phone on average, ~1 s of a core for a
   * script, per e-mail it makes the firm send.
   */
  hardMaxNumber: 1_000_000,
});

/** The name of the HMAC key in server_secrets. */
export const CHALLENGE_KEY_NAME = 'altcha-hmac-key';

/** What GET /api/challenge answers. */
export type Challenge = Awaited<ReturnType<typeof createChallenge>>;

/** The refusal of a missing, expired, tampered or spent solution: the form solves anew and sends once more by itself. */
export const CHALLENGE_REFUSAL = Object.freeze({
  message: 'Please wait a moment and send again: your browser was still confirming that a person sent this form.',
  field: 'Your browser’s automatic check did not complete. Send again in a moment.',
});

/** A verified solution: what to spend, and whether it was a hard challenge's. */
export type VerifiedChallenge = SpentChallenge & { hard: boolean };

export interface ChallengeGate {
  /** A new challenge; `hard` searches ten times the space, marked in its signed salt. */
  issue(hard?: boolean): Promise<Challenge>;
  /** The solution in a form's `altcha` field, ready to spend, or undefined if it is missing, malformed, tampered with or expired. */
  verify(altcha: unknown): Promise<VerifiedChallenge | undefined>;
}

const HEX_DIGEST = /^[0-9a-f]{64}$/;
/** The salt altcha-lib writes: hex, then its parameters (cost=hard for a hard one, expires) and a closing '&'. */
const SALT = /^[0-9a-f]{1,64}\?(cost=hard&)?expires=(\d{1,12})&$/;

/** The gate, with the HMAC key every server on `storage`'s database shares (made by the first). */
export async function openChallengeGate(storage: Storage): Promise<ChallengeGate> {
  const hmacKey = await sharedSecret(storage.db, CHALLENGE_KEY_NAME, storage.now());
  return {
    issue: (hard = false) =>
      createChallenge({
        hmacKey,
        maxNumber: hard ? CHALLENGE.hardMaxNumber : CHALLENGE.maxNumber,
        ...(hard ? { params: { cost: 'hard' } } : {}),
        expires: new Date(Date.now() + CHALLENGE.ttlMs),
      }),
    async verify(altcha) {
      const payload = decode(altcha);
      if (!payload) return undefined;
      const [, hard, expires] = SALT.exec(payload.salt) ?? [];
      // verifySolution refuses an expired challenge and a wrong number, salt or signature (the salt,
      // with its cost, is part of what is hashed and signed).
      if (expires === undefined || !(await verifySolution(payload, hmacKey, true))) return undefined;
      return { id: payload.signature, expiresAt: Number(expires) * 1000, hard: hard !== undefined };
    },
  };
}

/** ALTCHA's payload (base64 of its JSON), only if every part has the shape our challenges have. */
function decode(altcha: unknown): Payload | undefined {
  if (typeof altcha !== 'string' || altcha.length > 1000) return undefined;
  let payload: Partial<Record<keyof Payload, unknown>>;
  try {
    payload = JSON.parse(Buffer.from(altcha, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
  const { algorithm, challenge, number, salt, signature } = payload ?? {};
  const valid =
    algorithm === 'SHA-256' &&
    typeof challenge === 'string' &&
    HEX_DIGEST.test(challenge) &&
    Number.isSafeInteger(number) &&
    (number as number) >= 0 &&
    (number as number) <= CHALLENGE.hardMaxNumber &&
    typeof salt === 'string' &&
    typeof signature === 'string' &&
    HEX_DIGEST.test(signature);
  return valid ? { algorithm, challenge, number: number as number, salt, signature } : undefined;
}
