import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a client address stands for, as limits per client address count it. One IPv6 subscriber gets a whole
 * /64 (2^64 addresses, each free to use), so an IPv6 address counts as its /64 prefix; an IPv4 address, also in its
 * IPv4-mapped IPv6 form (`::ffff:203.0.113.7`), counts as itself. The answer is canonical: every spelling of the
 * same network (compressed or not, upper or lower case, leading zeros, a zone id) gives the same text, e.g.
 * `2001:db8:0:0::/64` or `203.0.113.7`. Anything unreadable counts under its own text, or "unknown" when absent.
 */
export function clientNetwork(address: string | undefined): string {
  if (!address) return 'unknown';
  const bare = address.trim().replace(/^\[|\]$/g, '');
  if (isIPv4(bare)) return bare;
  const hextets = ipv6Hextets(bare);
  if (!hextets) return bare.slice(0, 64);
  // ::ffff:0:0/96 is an IPv4 address written as IPv6.
  if (hextets.slice(0, 5).every((h) => h === 0) && hextets[5] === 0xffff) {
    return [hextets[6] >> 8, hextets[6] & 0xff, hextets[7] >> 8, hextets[7] & 0xff].join('.');
  }
  return `${hextets
    .slice(0, 4)
    .map((h) => h.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (zone id dropped, an IPv4 tail read as two groups), or null. */
function ipv6Hextets(address: string): number[] | null {
  const withoutZone = address.replace(/%.*$/, '');
  if (!isIPv6(withoutZone)) return null;
  let text = withoutZone.toLowerCase();
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null];
  const parse = (part: string) => (part ? part.split(':').map((h) => parseInt(h, 16)) : []);
  const front = parse(head);
  const back = tail === null ? [] : parse(tail);
  const missing = 8 - front.length - back.length;
  if (missing < 0 || (tail === null && missing !== 0)) return null;
  const groups = [...front, ...Array<number>(missing).fill(0), ...back];
  return groups.every((h) => Number.isInteger(h) && h >= 0 && h <= 0xffff) ? groups : null;
}

/**
 * The client's address on a request Express has not seen (a socket's upgrade), read as Express reads `req.ip` with
 * `trust proxy` set to a hop count: the address `trustedHops` steps back along the socket's peer and then the
 * X-Forwarded-For entries from the right, or the furthest one when the chain is shorter.
 */
export function forwardedClientAddress(
  remoteAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedHops: number,
): string | undefined {
  const forwarded = [forwardedFor ?? []]
    .flat()
    .join(',')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
    .reverse();
  const chain = [remoteAddress, ...forwarded];
  return chain[Math.min(trustedHops, chain.length - 1)];
}
