import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A household's check-in code: its answer's id and a proof of it for this event, an HMAC-SHA256 made with the
 * server's SESSION_SECRET (cut to 128 bits), so nothing is stored and nobody without the secret can make one. The
 * code only tells the door which household arrived: it signs nobody in and answers nothing to whoever scans it. A
 * removed guest's answer is gone, so their code names nothing; a new answer has a new id, so a new code. Changing
 * SESSION_SECRET changes every code (guests' screens show the new one when they next load).
 */
export function checkInCode(secret: string, eventId: string, rsvpId: string): string {
  return rsvpId.replaceAll('-', '') + proof(secret, eventId, rsvpId);
}

/** Whether `code` is the one this event's answer `rsvpId` has (compared in constant time). */
export function validCheckInCode(secret: string, eventId: string, rsvpId: string, code: string): boolean {
  const expected = Buffer.from(checkInCode(secret, eventId, rsvpId));
  const given = Buffer.from(code);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const proof = (secret: string, eventId: string, rsvpId: string) =>
  createHmac('sha256', secret).update(`check-in\n${eventId}\n${rsvpId}`).digest().subarray(0, 16).toString('base64url');
