import { createHmac, timingSafeEqual } from 'node:crypto';

/** A link's proof that it was mailed to this address for this scope (an event id or "all"); no sign-in needed. */
export function unsubscribeToken(secret: string, email: string, scope: string): string {
  return createHmac('sha256', secret).update(`unsubscribe\n${email.toLowerCase()}\n${scope}`).digest('base64url');
}

export function validUnsubscribeToken(secret: string, email: string, scope: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, email, scope));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
