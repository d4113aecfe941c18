// The staff UI's addresses: which page a path names, and where sign-in may send someone back to.
import { describe, expect, it } from 'vitest';
import { formatAge } from '../../src/staff/format';
import { leadPath, routeOf, safeNext } from '../../src/staff/router';

const at = (url: string) => {
  const { pathname, search } = new URL(url, 'https://crestline.test');
  return routeOf({ pathname, search });
};

describe('staff routes', () => {
  it.each([
    ['/staff', 'inbox'],
    ['/staff/', 'inbox'],
    ['/staff/sign-in', 'sign-in'],
    ['/staff/setup?token=abc', 'setup'],
    ['/staff/subscribers', 'subscribers'],
    ['/staff/accounts', 'accounts'],
    ['/staff/audit', 'audit'],
    ['/staff/security', 'security'],
    ['/staff/meetings?advisor=everyone', 'meetings'],
    ['/staff/availability', 'availability'],
    ['/staff/availability/', 'availability'],
    ['/staff/leads/0a1b', 'lead'],
    ['/staff/leads', 'not-found'],
    ['/staff/leads/a/b', 'not-found'],
    ['/staff/leads/%E0%A4%A', 'not-found'],
    ['/staff/nothing', 'not-found'],
  ])('%s is the %s page', (url, page) => {
    expect(at(url).page).toBe(page);
  });

  it('reads the lead id, the setup token and the inbox filter from the address', () => {
    expect(at(leadPath('a b/c'))).toEqual({ page: 'lead', id: 'a b/c' });
    expect(at('/staff/setup?token=t0k-en')).toEqual({ page: 'setup', token: 't0k-en' });
    const inbox = at('/staff?status=won&q=dana');
    expect(inbox.page === 'inbox' && inbox.query.get('status')).toBe('won');
  });

  it.each([
    ['/staff/leads/1', '/staff/leads/1'],
    ['/staff?q=a', '/staff?q=a'],
    ['/staff', '/staff'],
    ['//evil.test/staff', '/staff'],
    ['https://evil.test/staff', '/staff'],
    ['/staffing', '/staff'],
    ['/', '/staff'],
    [null, '/staff'],
  ])('after sign-in, next=%s goes to %s', (next, expected) => {
    expect(safeNext(next)).toBe(expected);
    expect(at(`/staff/sign-in${next === null ? '' : `?next=${encodeURIComponent(next)}`}`)).toEqual({
      page: 'sign-in',
      next: expected,
    });
  });

  it('writes ages in the largest whole unit', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(formatAge('2026-11-23T11:59:30Z', now)).toBe('just now');
    expect(formatAge('2026-11-23T11:15:00Z', now)).toBe('45 min');
    expect(formatAge('2026-11-23T02:00:00Z', now)).toBe('10 h');
    expect(formatAge('2026-11-20T12:00:00Z', now)).toBe('3 d');
  });
});
