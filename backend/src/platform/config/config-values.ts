import { isIP } from 'node:net';
import * as z from 'zod';

// How the configuration reads a value from the environment: switches, optional strings, counts, lists and origins.

export const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

/** A positive whole number read from the environment (limits, counts). */
export const count = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);

export const listOf = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);

/** Why an extra push origin is refused, or null. Private addresses are refused unless the test suite allows them. */
export function extraPushOriginProblem(entry: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return 'must be an origin such as https://push.example';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be an http(s) origin';
  if (allowPrivate) return null;
  if (url.protocol !== 'https:') return 'must be https';
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || isIP(host) !== 0) {
    return 'must be a public host name, not an IP address or a local name';
  }
  return null;
}
