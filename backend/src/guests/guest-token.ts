import { createHash, randomBytes } from 'node:crypto';

/** A personal link's secret: 256 random bits, URL-safe. Only its SHA-256 is stored. */
export function newGuestToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashGuestToken(token) };
}

export function hashGuestToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const GUEST_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
