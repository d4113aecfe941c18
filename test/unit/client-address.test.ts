import { describe, expect, test } from 'vitest';
import { clientGroup } from '../../server/client-address';

describe('clientGroup: who a rate limit or sign-in throttle counts', () => {
  test('an IPv4 address is its own client, also IPv4-mapped in IPv6', () => {
    expect(clientGroup('203.0.113.9')).toBe('203.0.113.9');
    expect(clientGroup('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientGroup('203.0.113.10')).not.toBe(clientGroup('203.0.113.9'));
  });

  test('IPv6 addresses count by their /64, however they are written', () => {
    const group = '2001:db8:85a3:42::/64';
    for (const ip of [
      '2001:db8:85a3:42::1',
      '2001:0db8:85a3:0042:ffff:ffff:ffff:ffff',
      '2001:DB8:85A3:42:1:2:3:4',
      '2001:db8:85a3:42::c000:201',
      '2001:db8:85a3:42:0:0:192.0.2.1',
      '2001:db8:85a3:42::1%eth0',
    ])
      expect(clientGroup(ip), ip).toBe(group);
    expect(clientGroup('2001:db8:85a3:43::1')).toBe('2001:db8:85a3:43::/64');
    expect(clientGroup('::1')).toBe('0:0:0:0::/64');
    expect(clientGroup('fe80::1')).toBe('fe80:0:0:0::/64');
    expect(clientGroup('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  test('anything else is kept as it is (a test transport, a Unix socket)', () => {
    expect(clientGroup('')).toBe('');
    expect(clientGroup('localhost')).toBe('localhost');
  });
});
