// Which staff page an address names (the server answers every page path with the same shell).
import { STAFF_PAGES } from '../contracts/staff-fields';

export type Route =
  | { page: 'sign-in'; next: string }
  | { page: 'setup'; token: string }
  | { page: 'inbox'; query: URLSearchParams }
  | { page: 'lead'; id: string }
  | { page: 'subscribers'; query: URLSearchParams }
  | { page: 'accounts' }
  | { page: 'audit'; query: URLSearchParams }
  | { page: 'security' }
  | { page: 'meetings'; query: URLSearchParams }
  | { page: 'availability'; query: URLSearchParams }
  | { page: 'insights'; query: URLSearchParams }
  | { page: 'not-found' };

const LEAD_PATH = new RegExp(`^${STAFF_PAGES.lead.replace(':id', '([^/]+)')}$`);

/** Only a path inside the staff area is a place to return to after signing in. */
export const safeNext = (next: string | null): string =>
  next && /^\/staff(\/|$|\?)/.test(next) && !next.startsWith('//') ? next : STAFF_PAGES.inbox;

export function routeOf(location: { pathname: string; search: string }): Route {
  const path = location.pathname.replace(/\/+$/, '') || '/';
  const query = new URLSearchParams(location.search);
  switch (path) {
    case STAFF_PAGES.signIn:
      return { page: 'sign-in', next: safeNext(query.get('next')) };
    case STAFF_PAGES.setup:
      return { page: 'setup', token: query.get('token') ?? '' };
    case STAFF_PAGES.inbox:
      return { page: 'inbox', query };
    case STAFF_PAGES.subscribers:
      return { page: 'subscribers', query };
    case STAFF_PAGES.accounts:
      return { page: 'accounts' };
    case STAFF_PAGES.meetings:
      return { page: 'meetings', query };
    case STAFF_PAGES.availability:
      return { page: 'availability', query };
    case STAFF_PAGES.audit:
      return { page: 'audit', query };
    case STAFF_PAGES.security:
      return { page: 'security' };
    case STAFF_PAGES.insights:
      return { page: 'insights', query };
  }
  const lead = LEAD_PATH.exec(path);
  if (!lead) return { page: 'not-found' };
  try {
    return { page: 'lead', id: decodeURIComponent(lead[1]!) };
  } catch {
    return { page: 'not-found' }; // a malformed %-escape
  }
}

export const leadPath = (id: string) => STAFF_PAGES.lead.replace(':id', encodeURIComponent(id));
