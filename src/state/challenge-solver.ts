/**
 * Solves the forms' proof of work: ALTCHA's SHA-256 challenge (the protocol of altcha-lib/v1, which
 * the server issues): find the number n, at most maxnumber, for which SHA-256(salt + n) is the
 * challenge. This is the whole of what the `altcha` widget does for us, in 1 KB instead of its
 * 34.7 KB gzip, with no UI to style inside our shadow roots and no inline worker that a strict CSP
 * would block. It runs on the page, in short slices that give the page back its turn, since a
 * worker would need a same-origin script URL (an embed is on another origin) or a blob: URL (CSP).
 * Fetched with the first focus or input in a form that needs it (challenge.ts), never with the page.
 */
import { sha256 } from './sha256';

/** What GET <api>/challenge answers (altcha-lib/v1's createChallenge). */
export interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** Numbers hashed at once: enough to keep crypto.subtle's thread busy between two awaits. */
const BATCH = 500;
/** The page gets its turn at least this often (milliseconds), so typing never stutters. */
const SLICE_MS = 12;
/** A challenge asking for more than this is not one our server would issue: not worth the battery. */
const MAX_NUMBER_ACCEPTED = 10_000_000;

const HEX_DIGEST = /^[0-9a-f]{64}$/;

/** The challenge served at `url`, or an error if there is none there (a CRM endpoint has none). */
export async function fetchChallenge(url: string): Promise<Challenge> {
  const response = await fetch(url, { headers: { Accept: 'application/json' }, credentials: 'omit', mode: 'cors' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const challenge: unknown = await response.json();
  if (!isChallenge(challenge)) throw new Error(`${url} did not answer a SHA-256 challenge`);
  return challenge;
}

function isChallenge(value: unknown): value is Challenge {
  const { algorithm, challenge, maxnumber, salt, signature } = (value ?? {}) as Partial<
    Record<keyof Challenge, unknown>
  >;
  return (
    algorithm === 'SHA-256' &&
    typeof challenge === 'string' &&
    HEX_DIGEST.test(challenge) &&
    Number.isInteger(maxnumber) &&
    (maxnumber as number) >= 0 &&
    (maxnumber as number) <= MAX_NUMBER_ACCEPTED &&
    typeof salt === 'string' &&
    typeof signature === 'string'
  );
}

type Digest = (data: Uint8Array<ArrayBuffer>) => Promise<ArrayBuffer> | Uint8Array;

/**
 * The form's `altcha` field for a solved challenge (ALTCHA's payload: base64 of its JSON), or
 * undefined if no number up to maxnumber solves it. `crypto.subtle` exists only in secure contexts
 * (https, localhost); elsewhere the plain-JavaScript SHA-256 does the same work.
 */
export async function solveChallenge(
  challenge: Challenge,
  subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle,
): Promise<string | undefined> {
  const digest: Digest = subtle ? (data) => subtle.digest('SHA-256', data) : sha256;
  const number = await search(challenge, digest);
  if (number === undefined) return undefined;
  const { algorithm, challenge: hash, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: hash, number, salt, signature }));
}

async function search({ challenge, maxnumber, salt }: Challenge, digest: Digest): Promise<number | undefined> {
  const target = Uint8Array.from(challenge.match(/../g)!, (pair) => parseInt(pair, 16));
  const encoder = new TextEncoder();
  let sliceStart = performance.now();
  for (let start = 0; start <= maxnumber; start += BATCH) {
    const count = Math.min(BATCH, maxnumber - start + 1);
    const digests = await Promise.all(
      Array.from({ length: count }, (_, offset) => digest(encoder.encode(salt + (start + offset)))),
    );
    const found = digests.findIndex((candidate) => sameBytes(new Uint8Array(candidate), target));
    if (found >= 0) return start + found;
    if (performance.now() - sliceStart > SLICE_MS) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      sliceStart = performance.now();
    }
  }
  return undefined;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
