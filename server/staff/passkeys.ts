// Passkeys (WebAuthn) with @simplewebauthn/server: a signed-in account registers one; anyone may
// then sign in with it (discoverable credentials: the authenticator says whose it is). Challenges
// are kept in the database for 5 minutes, so options from one server verify on another, and each is
// used once. User verification (PIN, fingerprint) is required: a passkey alone is a full sign-in.
import { randomUUID } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type {
  Account,
  Passkey,
  PasskeyRegisterOptionsResponse,
  PasskeyRegisterVerifyRequest,
  PasskeySignInOptionsResponse,
  PasskeySignInVerifyRequest,
} from '../../src/contracts/staff-api';
import { FAILURES } from '../errors';
import {
  deleteAccountPasskey,
  findPasskeyWithAccount,
  insertPasskey,
  passkeyCredentialsOf,
  passkeysOf,
  recordPasskeyUse,
} from '../repositories/passkeys';
import { insertChallenge, takeRegistrationChallenge, takeSignInChallenge } from '../repositories/staff-challenges';
import { type StaffContext, iso, millis } from './context';

const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const PASSKEY_NAME_MAX = 60;

/** Who the passkeys belong to: the site's host name, and the origin its pages are served from. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

async function storeChallenge(ctx: StaffContext, challenge: string, accountId: string | null): Promise<string> {
  const id = randomUUID();
  await insertChallenge(ctx.db, { id, challenge, accountId, expiresAt: ctx.now() + CHALLENGE_TTL_MS });
  return id;
}

export async function registrationOptions(
  ctx: StaffContext,
  rp: RelyingParty,
  account: Account,
): Promise<PasskeyRegisterOptionsResponse> {
  const existing = await passkeyCredentialsOf(ctx.db, account.id);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: account.email,
    userDisplayName: account.name || account.email,
    userID: new TextEncoder().encode(account.id),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({
      id: row.id,
      ...(row.transports ? { transports: JSON.parse(row.transports) as string[] } : {}),
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await storeChallenge(ctx, options.challenge, account.id);
  return options;
}

/** Uses a registration challenge of `accountId` once. */
async function consumeRegistrationChallenge(ctx: StaffContext, challenge: string, accountId: string): Promise<boolean> {
  const row = await takeRegistrationChallenge(ctx.db, challenge, accountId);
  return row !== undefined && millis(row.expires_at) > ctx.now();
}

export async function registerPasskey(
  ctx: StaffContext,
  rp: RelyingParty,
  account: Account,
  request: PasskeyRegisterVerifyRequest,
): Promise<Passkey> {
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: request.response,
      expectedChallenge: (challenge) => consumeRegistrationChallenge(ctx, challenge, account.id),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    throw FAILURES.invalid({ response: 'The passkey could not be verified. Please try again.' });
  }
  if (!verification.verified)
    throw FAILURES.invalid({ response: 'The passkey could not be verified. Please try again.' });
  const { credential } = verification.registrationInfo;
  const passkey = {
    id: credential.id,
    accountId: account.id,
    name: request.name?.trim().slice(0, PASSKEY_NAME_MAX) || 'Passkey',
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ? JSON.stringify(credential.transports) : null,
    createdAt: iso(ctx.now()),
    lastUsedAt: null,
  };
  if (!(await insertPasskey(ctx.db, passkey))) throw FAILURES.conflict('This passkey is already registered.');
  return { id: passkey.id, name: passkey.name, createdAt: passkey.createdAt, lastUsedAt: null };
}

export async function signInOptions(ctx: StaffContext, rp: RelyingParty): Promise<PasskeySignInOptionsResponse> {
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' });
  return { challengeId: await storeChallenge(ctx, options.challenge, null), options };
}

/** The account a passkey sign-in proves, or null (unknown passkey, bad signature, used challenge, disabled account). */
export async function verifyPasskeySignIn(
  ctx: StaffContext,
  rp: RelyingParty,
  request: PasskeySignInVerifyRequest,
): Promise<Account | null> {
  const challenge = await takeSignInChallenge(ctx.db, String(request.challengeId));
  if (!challenge || millis(challenge.expires_at) <= ctx.now()) return null;
  const row = await findPasskeyWithAccount(ctx.db, String(request.response?.id));
  if (!row || Number(row.disabled) === 1) return null;
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: request.response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: row.passkey_id,
        publicKey: Buffer.from(row.public_key, 'base64url'),
        counter: Number(row.counter),
        ...(row.transports ? { transports: JSON.parse(row.transports) as string[] } : {}),
      },
    });
    if (!verified) return null;
    await recordPasskeyUse(ctx.db, row.passkey_id, {
      counter: authenticationInfo.newCounter,
      lastUsedAt: iso(ctx.now()),
    });
  } catch {
    return null;
  }
  return { id: row.id, email: row.email, name: row.name, role: row.role };
}

export async function listPasskeys(ctx: StaffContext, accountId: string): Promise<Passkey[]> {
  const rows = await passkeysOf(ctx.db, accountId);
  return rows.map((row) => ({ id: row.id, name: row.name, createdAt: row.created_at, lastUsedAt: row.last_used_at }));
}

/** Deletes one of the account's own passkeys; 404 for any other id. */
export async function deletePasskey(ctx: StaffContext, accountId: string, id: string): Promise<void> {
  if (!(await deleteAccountPasskey(ctx.db, accountId, id))) throw FAILURES.notFound('There is no such passkey.');
}
