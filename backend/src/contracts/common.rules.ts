// Contracts come in pairs. `<domain>.rules.ts` holds the constants, messages and pure functions both sides use, and
// the plain types they need; it imports nothing but other `*.rules.ts` files (and types, never values, from a
// contract), so the app loads it on every screen without zod. `<domain>.contract.ts` holds the zod schemas (taking
// their limits from the rules file) and the types inferred from them; the API's answers are schemas in
// responses.contract.ts, their types named again where they used to be declared. The browser loads the schemas
// only with its forms. Otherwise each name is imported from the file that defines it: a contract does not re-export
// its rules.

export const EVENT_THEMES = [
  'diwali',
  'thanksgiving',
  'christmas',
  'vegan_feast',
  'international_food',
  'birthday',
  'neighborhood_gathering',
  'other',
] as const;
/** The emoji shown with each event theme, in the app and on the server's join page ('other' has none). */
export const EVENT_THEME_EMOJI = {
  diwali: '🪔',
  thanksgiving: '🦃',
  christmas: '🎄',
  vegan_feast: '🥗',
  international_food: '🌍',
  birthday: '🎂',
  neighborhood_gathering: '🏘️',
  other: null,
} as const satisfies Readonly<Record<(typeof EVENT_THEMES)[number], string | null>>;
export const DISH_CATEGORIES = [
  'appetizer',
  'main_dish',
  'side_dish',
  'dessert',
  'soft_drinks',
  'alcohol',
  'cutlery',
] as const;
export const RSVP_STATUSES = ['attending', 'maybe', 'not_attending'] as const;
/** A person as other people see them in an event. */

/** Every `code` an API error body can carry; the client branches on these, never on message text. */
export const ERROR_CODES = [
  // 400
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'BODY_TOO_DEEP',
  'INVALID_IDEMPOTENCY_KEY',
  'PUSH_ENDPOINT_REFUSED',
  // 401: no session, or a session that was signed out elsewhere
  'UNAUTHORIZED',
  'SESSION_INVALIDATED',
  // 403
  'FORBIDDEN',
  'FOREIGN_ORIGIN',
  'NOT_HOST',
  'NOT_DISH_OWNER',
  'NOT_OWNER',
  'NOT_COMMENT_AUTHOR',
  'DEV_LOGIN_LOOPBACK_ONLY',
  'ACCOUNT_REQUIRED',
  'OPERATOR_ONLY',
  'EVENT_CREATION_CLOSED',
  'ACCOUNT_BLOCKED',
  'SMS_NOT_ALLOWED',
  'NOT_COST_RECORDER',
  'NOT_PAYER',
  'NOT_DOOR',
  // 404 ("no such event" and "not allowed to see it" are the same answer)
  'NOT_FOUND',
  'EVENT_NOT_FOUND',
  'DISH_NOT_FOUND',
  'RSVP_NOT_FOUND',
  'REMOVAL_NOT_FOUND',
  'GUEST_LINK_INVALID',
  'DEV_LOGIN_DISABLED',
  'LOGIN_NOT_CONFIGURED',
  'METHOD_NOT_ALLOWED',
  'CONFIRMATION_INVALID',
  'COMMENT_NOT_FOUND',
  'QUESTION_NOT_FOUND',
  'POLL_OPTION_NOT_FOUND',
  'NOT_IN_SERIES',
  'COST_NOT_FOUND',
  'HOUSEHOLD_NOT_FOUND',
  'PHOTO_NOT_FOUND',
  'JOB_NOT_FOUND',
  'CHECK_IN_CODE_UNKNOWN',
  'DOOR_HELPER_NOT_FOUND',
  // 409
  'CONFLICT',
  'RSVP_NOT_GOING',
  'RSVP_WAITLISTED',
  'RSVP_REQUIRED',
  'CAPACITY_EXCEEDED',
  'ANSWERS_CLOSED',
  'NOT_WAITLISTED',
  'ALREADY_INVITED',
  'IDEMPOTENCY_KEY_IN_FLIGHT',
  'ALREADY_SIGNED_IN',
  'GUEST_JOIN_KEY_EXPIRED',
  'NO_PENDING_MERGE',
  'NO_EMAIL',
  'PUSH_DISABLED',
  'PUSH_SUBSCRIPTION_TAKEN',
  'EMAIL_UNDELIVERABLE',
  'THREAD_CLOSED',
  'POLL_CLOSED',
  'DATE_NOT_SET',
  'ALREADY_IN_SERIES',
  'NO_DATE_POLL',
  'ACCOUNT_CHOICES_OUTDATED',
  'JOB_FULL',
  'DISH_NOT_OFFERED',
  'CURRENCY_LOCKED',
  'NOT_A_HOUSEHOLD',
  'PAYER_NOT_GOING',
  // 413, 415, 431
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'HEADERS_TOO_LARGE',
  'PHOTO_TOO_LARGE',
  // 422
  'UNPROCESSABLE',
  'DIETARY_RULE_VIOLATION',
  'TOO_MANY_DISHES',
  'IDEMPOTENCY_KEY_REUSED',
  'TOO_MANY_COMMENTS',
  'TOO_MANY_QUESTIONS',
  'PHOTO_UNREADABLE',
  'PHOTO_TYPE_MISMATCH',
  'PHOTO_TOO_MANY_PIXELS',
  'TOO_MANY_PHOTOS',
  'TOO_MANY_JOBS',
  'TOO_MANY_COSTS',
  'TOO_MANY_DOOR_HELPERS',
  // 429
  'RATE_LIMITED',
  // 5xx
  'INTERNAL',
  'DELIVERY_FAILED',
  'DATABASE_UNAVAILABLE',
  'SERVER_BUSY',
  // any other status
  'ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

// Inferred from their schemas; named here too, so imports of them from this file keep working.
export type { ApiErrorBody, PersonRef } from './responses.contract';

/**
 * The one text rule for every string the API accepts (body fields, their keys, query values): no control
 * characters. Tab, line feed and carriage return are ordinary text; NUL and the rest are refused (PostgreSQL
 * cannot store NUL, and the others only ever hide things).
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
export const CONTROL_CHARACTERS_MESSAGE = 'validation.common.controlCharacters';

export const hasControlCharacters = (value: string): boolean => CONTROL_CHARACTERS.test(value);

/** Paths ("items.0.name") of every string in a parsed JSON value that breaks the text rule; iterative, any depth. */
export function fieldsWithControlCharacters(value: unknown): string[] {
  const found: string[] = [];
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (hasControlCharacters(v)) found.push(path || '_');
    } else if (v && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        const childPath = path ? `${path}.${key}` : key;
        if (hasControlCharacters(key)) found.push(childPath);
        else stack.push({ value: child, path: childPath });
      }
    }
  }
  return found.sort();
}

/** How deeply a parsed JSON value nests (a scalar is 0, `{}` and `[]` are 1); iterative, so no stack overflow. */
export function jsonDepth(value: unknown, stopAt = Infinity): number {
  let max = 0;
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: v, depth } = stack.pop()!;
    if (!v || typeof v !== 'object') continue;
    const d = depth + 1;
    if (d > max) max = d;
    if (max > stopAt) return max;
    for (const child of Object.values(v)) stack.push({ value: child, depth: d });
  }
  return max;
}
