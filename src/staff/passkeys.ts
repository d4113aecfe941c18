// Passkeys through @simplewebauthn/browser: the server's options in, the authenticator's answer
// back to the server, which verifies it.
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { call, ApiError } from './api';
import type {
  Passkey,
  PasskeyRegisterOptionsRequest,
  PasskeySignInVerifyRequest,
  SessionResponse,
} from '../contracts/staff-api';

export { browserSupportsWebAuthn } from '@simplewebauthn/browser';

/** An assertion of a passkey this device or a nearby one holds (discoverable: no address asked), for the server to verify. */
export async function assertPasskey(): Promise<PasskeySignInVerifyRequest> {
  const { challengeId, options } = await call('passkeySignInOptions');
  return { challengeId, response: await startAuthentication({ optionsJSON: options }) };
}

/** Signs in with a passkey. */
export async function signInWithPasskey(): Promise<SessionResponse> {
  return call('passkeySignInVerify', { body: await assertPasskey() });
}

/**
 * Creates a passkey for the signed-in account, confirmed with its password or one of its passkeys
 * (assertPasskey, in an earlier click: Safari allows one passkey ceremony a click), and has the server
 * keep it under `name`.
 */
export async function addPasskey(name: string, confirmation: PasskeyRegisterOptionsRequest): Promise<Passkey> {
  const options = await call('passkeyRegisterOptions', { body: confirmation });
  const response = await startRegistration({ optionsJSON: options });
  return call('passkeyRegisterVerify', { body: { response, name: name || undefined } });
}

/** What to show when a passkey ceremony fails: the browser's refusals in plain words. */
export function passkeyMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  // The library's WebAuthnError carries the browser's DOMException name.
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError')
    return 'The passkey request was cancelled or timed out. Try again when you are ready.';
  if (name === 'InvalidStateError') return 'This device already holds a passkey for your account.';
  return 'Your browser could not use a passkey here. Use your password, or try another browser.';
}
