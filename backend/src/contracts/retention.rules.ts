/**
 * How long Potluck keeps what it stores, by default. The server's RETENTION_* settings start from these, and the
 * privacy page (prerendered at build time, before any setting is known) states these numbers.
 */
export const RETENTION_DEFAULTS = {
  /** An event, with everything that hangs off it (answers, dishes, conversation, photos), after it ends. */
  eventMonths: 18,
  /** The host is told this many days before their event is deleted. */
  eventNoticeDays: 30,
  /** A guest identity (a guest without an account) nobody has used for this long. */
  guestMonths: 12,
  /** Messages kept in the outbox when no mail or SMS provider is set. */
  outboxDays: 30,
  /** Answers kept so that a retried change applies once. */
  idempotencyDays: 7,
  /** A session past its expiry (0: at once). */
  expiredSessionDays: 0,
} as const;
