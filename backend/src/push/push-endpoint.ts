import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * The push services browsers subscribe with, by host: Chrome, Edge, Samsung Internet, Opera and Brave (Firebase Cloud
 * Messaging), Firefox (Mozilla autopush), Safari on macOS and iOS (Apple), legacy Edge and Windows apps (WNS).
 * `*.` matches any subdomain. The server posts to the URL a client gives it, so it posts nowhere else, whatever the
 * environment (a server started without NODE_ENV included).
 */
export const PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  'web.push.apple.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

/**
 * Where pushes may go: the push services above over https (default port), plus `extraOrigins` exactly (scheme, host
 * and port), which only a test configuration sets (PUSH_EXTRA_ORIGINS, see the config).
 */
export interface PushEndpointPolicy {
  extraOrigins: readonly string[];
}

function knownPushHost(host: string): boolean {
  return PUSH_SERVICE_HOSTS.some((pattern) =>
    pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1 : host === pattern,
  );
}

/** Whether the server may post to this endpoint (checked when subscribing and again before each send). */
export function acceptablePushEndpoint(endpoint: string, policy: PushEndpointPolicy): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (policy.extraOrigins.includes(url.origin)) return true;
  const host = url.hostname.toLowerCase();
  return url.protocol === 'https:' && url.port === '' && isIP(host) === 0 && knownPushHost(host);
}

/**
 * Addresses no push goes to: this machine, the local network, link-local (cloud metadata at 169.254.169.254),
 * carrier-grade NAT, multicast, documentation and reserved ranges, in IPv4 and IPv6.
 */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv6');
}

/** Whether an IP address is one no push goes to (anything that is not an IP address counts as one). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family !== 6) return true;
  const lower = address.toLowerCase();
  // IPv4-mapped (::ffff:a.b.c.d or ::ffff:xxxx:xxxx) and IPv4-compatible addresses are checked as the IPv4 they hold.
  const mapped = /^(?:0{0,4}:){0,5}(?:ffff:)?(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return isPrivateAddress(mapped[1]);
  const hexMapped = /^(?:0{0,4}:){0,5}ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hexMapped) {
    const [hi, lo] = [parseInt(hexMapped[1], 16), parseInt(hexMapped[2], 16)];
    return isPrivateAddress(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`);
  }
  return PRIVATE.check(lower, 'ipv6');
}

export class PrivateAddressError extends Error {
  readonly code = 'EPRIVATEADDRESS';
}

/**
 * A DNS lookup for the socket that posts a push: it fails when the name resolves to a private address. Checking the
 * address the connection actually uses (not an earlier lookup) leaves no room for DNS rebinding.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, '', 0);
    const list = Array.isArray(addresses) ? addresses : [];
    const refused = list.find((a) => isPrivateAddress(a.address));
    if (refused || list.length === 0) {
      return callback(new PrivateAddressError(`${hostname} resolves to a private address`), '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
    callback(null, list[0].address, list[0].family);
  });
};
