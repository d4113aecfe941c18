// What the staff API and pages share about a request: the session cookie, where the request came
// from, the site's own origin, and the session it carries.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ClientFacts } from './audit';
import type { StaffContext } from './context';
import type { RelyingParty } from './passkeys';
import { ABSOLUTE_TIMEOUT_MS, readSession, type Session } from './sessions';

/**
 * Over HTTPS (directly, or behind a proxy TRUST_PROXY believes) the cookie is Secure with the
 * __Host- prefix, which browsers accept only Secure, host-only and on Path=/: no subdomain or plain
 * HTTP page can set or shadow it. Over plain HTTP (localhost) it cannot be either.
 */
const COOKIE = { https: '__Host-staff-session', http: 'staff-session' } as const;

const isHttps = (request: FastifyRequest) => request.protocol === 'https';

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

export const sessionToken = (request: FastifyRequest): string | undefined => {
  const token = readCookie(request, COOKIE[isHttps(request) ? 'https' : 'http']);
  // Ours are 43 base64url characters; anything else is not worth a query.
  return token && /^[\w-]{43}$/.test(token) ? token : undefined;
};

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const secure = isHttps(request);
  reply.header(
    'set-cookie',
    `${COOKIE[secure ? 'https' : 'http']}=${token}; Path=/; Max-Age=${ABSOLUTE_TIMEOUT_MS / 1000}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`,
  );
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const secure = isHttps(request);
  reply.header(
    'set-cookie',
    `${COOKIE[secure ? 'https' : 'http']}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`,
  );
}

/** The live session of the request's cookie, or null. */
export async function sessionOf(ctx: StaffContext, request: FastifyRequest): Promise<Session | null> {
  const token = sessionToken(request);
  return token ? readSession(ctx, token) : null;
}

export const clientFacts = (request: FastifyRequest): ClientFacts => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
});

/** The site as this request reached it, as browsers write an origin (no default port); '' for a malformed Host. */
export function requestOrigin(request: FastifyRequest): string {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return '';
  }
}

/**
 * Whether the request's Origin header is the site itself: PUBLIC_URL's origin, or the origin the
 * request reached (scheme and host as Fastify sees them, which believes X-Forwarded-* only with
 * TRUST_PROXY). A request without Origin is refused: browsers send it on every non-GET request.
 */
export function isOwnOrigin(ctx: StaffContext, request: FastifyRequest): boolean {
  const origin = request.headers.origin?.toLowerCase();
  if (!origin) return false;
  return origin === requestOrigin(request) || origin === ctx.publicUrl.origin;
}

/**
 * Passkeys belong to the host of the page that asks: its Origin, which the guard has already
 * checked is the site's own (every passkey endpoint is a POST), so PUBLIC_URL and the address a
 * developer uses on their machine both work.
 */
export function relyingParty(request: FastifyRequest): RelyingParty {
  const origin = request.headers.origin!.toLowerCase();
  return { id: new URL(origin).hostname, origin, name: 'Crestline Advisory Group staff' };
}
