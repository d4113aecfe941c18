// The staff API's answers on purpose: a status, a code from the contract and a sentence for people.
import type { ApiFailure, ErrorCode } from '../../src/staff/api-types';

export class StaffError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Pick<ApiFailure, 'fields' | 'retryAfterSeconds'> = {},
  ) {
    super(message);
  }

  toJSON(): ApiFailure {
    return { error: this.code, message: this.message, ...this.extra };
  }
}

export const STAFF_FAILURES = Object.freeze({
  unauthenticated: () => new StaffError(401, 'unauthenticated', 'Please sign in.'),
  /** One message for an unknown address, a wrong password and a disabled account. */
  badCredentials: () =>
    new StaffError(401, 'unauthenticated', 'That e-mail address and password do not match an account.'),
  forbidden: () => new StaffError(403, 'forbidden', 'Only an administrator can do this.'),
  badCsrf: () =>
    new StaffError(403, 'bad-csrf', 'This request is missing its security token. Reload the page and try again.'),
  badOrigin: () => new StaffError(403, 'bad-origin', 'Requests from other sites are not allowed.'),
  notFound: (what = 'There is no such page.') => new StaffError(404, 'not-found', what),
  invalid: (fields: Record<string, string>) =>
    new StaffError(400, 'invalid', 'Please correct the fields listed.', { fields }),
  conflict: (message: string) => new StaffError(409, 'conflict', message),
  unsupportedType: () => new StaffError(415, 'unsupported-media-type', 'Send JSON (Content-Type: application/json).'),
  throttled: (retryAfterSeconds: number) =>
    new StaffError(
      429,
      'throttled',
      `Too many failed sign-ins. Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
      { retryAfterSeconds },
    ),
  tooManyRequests: (retryAfterSeconds: number) =>
    new StaffError(
      429,
      'throttled',
      `Too many requests. Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
      { retryAfterSeconds },
    ),
  unavailable: (message: string) => new StaffError(503, 'unavailable', message),
  server: () => new StaffError(500, 'server-error', 'Something went wrong on our side. Please try again in a moment.'),
});
