// The staff UI's only way to the server: one call per endpoint of the contract, by name
// (STAFF_ENDPOINTS), its params, query, body and answer typed from the endpoint's schemas
// (STAFF_SCHEMAS, imported for types only), so a field renamed in src/contracts/ fails tsc here as on
// the server. JSON requests under STAFF_API, with the session's CSRF token on every state-changing
// one (the cookie itself travels on its own and is never seen here).
import type { z } from 'zod';
import type { ApiFailure, StaffSchemas } from '../contracts/staff-api';
import { CSRF_HEADER, STAFF_API, STAFF_ENDPOINTS, type StaffEndpointName } from '../contracts/staff-fields';

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

type Schemas<N extends StaffEndpointName> = StaffSchemas[N];

/** What an endpoint answers when it succeeds (undefined for a 204). */
export type Answer<N extends StaffEndpointName> = {
  [S in keyof Schemas<N>['response']]: Schemas<N>['response'][S] extends z.ZodType
    ? z.output<Schemas<N>['response'][S]>
    : never;
}[keyof Schemas<N>['response']];

/** A query string's values as the UI has them: the server's schema checks and converts them. */
type QueryOf<Q> = Q extends z.ZodType ? { [K in keyof z.output<Q>]?: string | number | undefined } : never;

/** What a call of endpoint N sends: its path's params, its query and its body, those it has. */
export type Request<N extends StaffEndpointName> = (Schemas<N> extends { params: z.ZodType }
  ? { params: z.input<Schemas<N>['params']> }
  : unknown) &
  (Schemas<N> extends { querystring: infer Q } ? { query?: QueryOf<Q> } : unknown) &
  (Schemas<N> extends { body: z.ZodType } ? { body: z.input<Schemas<N>['body']> } : unknown);

/** The request is optional for an endpoint that takes nothing. */
type RequestArgument<N extends StaffEndpointName> = object extends Request<N> ? [Request<N>?] : [Request<N>];

type Parts = { params?: { id: string }; query?: Readonly<Record<string, string | number | undefined>>; body?: unknown };

/** The address of endpoint N: its path with its params, and the query's set values. */
export function staffUrl<N extends StaffEndpointName>(name: N, ...[request]: RequestArgument<N>): string {
  const { params, query = {} } = (request ?? {}) as Parts;
  const path = STAFF_ENDPOINTS[name].path.replace(':id', encodeURIComponent(params?.id ?? ''));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return `${STAFF_API}${path}${text ? `?${text}` : ''}`;
}

/** Calls endpoint N: its answer, or an ApiError with the sentence to show. */
export async function call<N extends StaffEndpointName>(name: N, ...args: RequestArgument<N>): Promise<Answer<N>> {
  const { method } = STAFF_ENDPOINTS[name];
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method !== 'GET') {
    headers[CSRF_HEADER] = csrfToken;
    headers['content-type'] = 'application/json';
  }
  let response: Response;
  try {
    response = await fetch(staffUrl(name, ...args), {
      method,
      headers,
      credentials: 'same-origin',
      body: method === 'GET' ? undefined : JSON.stringify((args[0] as Parts | undefined)?.body ?? {}),
    });
  } catch {
    throw new ApiError(0, UNREACHABLE);
  }
  if (!response.ok) throw new ApiError(response.status, await failureOf(response));
  // The server checked the answer against the same schema before sending it.
  return (response.status === 204 ? undefined : await response.json()) as Answer<N>;
}

/** What to show for any error a request threw. */
export const messageOf = (error: unknown): string => (error instanceof ApiError ? error.message : UNREACHABLE.message);
