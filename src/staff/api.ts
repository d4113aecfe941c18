// The staff UI's only way to the server: JSON requests under STAFF_API with the session's CSRF
// token on every state-changing one (the cookie itself travels on its own and is never seen here).
import { CSRF_HEADER, STAFF_API, type ApiFailure } from './api-types';

/** A request the server refused or could not answer, with the sentence to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly failure: ApiFailure,
  ) {
    super(failure.message);
  }
}

let csrfToken = '';

/** Set from GET session, sign-in, setup or a passkey sign-in; cleared at sign-out. */
export function setCsrfToken(token: string): void {
  csrfToken = token;
}

/** An answer that is not the API's JSON (a proxy's error page, a dropped connection). */
const UNREACHABLE: ApiFailure = {
  error: 'unavailable',
  message: 'The server could not be reached. Check your connection and try again.',
};

async function failureOf(response: Response): Promise<ApiFailure> {
  try {
    const body = (await response.json()) as Partial<ApiFailure>;
    if (typeof body.message === 'string' && typeof body.error === 'string') return body as ApiFailure;
  } catch {
    // Not JSON: described below.
  }
  return { ...UNREACHABLE, message: `The server answered ${response.status}. Try again in a moment.` };
}

/** A URL of the API: `path` relative to STAFF_API, with the query's set values. */
export function apiUrl(path: string, query: Readonly<Record<string, string | number | undefined>> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return `${STAFF_API}${path}${text ? `?${text}` : ''}`;
}

export async function api<T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method !== 'GET') {
    headers[CSRF_HEADER] = csrfToken;
    headers['content-type'] = 'application/json';
  }
  let response: Response;
  try {
    response = await fetch(path.startsWith('/') ? path : `${STAFF_API}${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    });
  } catch {
    throw new ApiError(0, UNREACHABLE);
  }
  if (!response.ok) throw new ApiError(response.status, await failureOf(response));
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** What to show for any error a request threw. */
export const messageOf = (error: unknown): string => (error instanceof ApiError ? error.message : UNREACHABLE.message);
