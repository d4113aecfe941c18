// Which client a request counts as for rate limits and sign-in throttling. An IPv4 address is one
// client; an IPv6 address counts by its /64, the block one subscriber line or host is given, so
// stepping through addresses in it (2^64 of them) gains an attacker nothing. request.ip is already
// the real client behind a proxy TRUST_PROXY lists (config.ts).
import { isIPv4, isIPv6 } from 'node:net';

/** The client group of `ip`: the IPv4 address itself (also when IPv4-mapped), or the IPv6 /64 as `xxxx:xxxx:xxxx:xxxx::/64`. */
export function clientGroup(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  return `${expandIPv6(ip.split('%')[0]!).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, lower-case and without leading zeros. */
function expandIPv6(ip: string): string[] {
  let address = ip.toLowerCase();
  // An embedded IPv4 tail (::1.2.3.4) is two groups.
  const tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    address = `${address.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = rest === undefined ? [] : rest ? rest.split(':') : [];
  const zeros = rest === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}
