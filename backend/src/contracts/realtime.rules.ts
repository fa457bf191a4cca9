// The realtime rules shared by both sides: constants, messages and pure functions, no zod (the app loads them on
// every screen; the schemas in realtime.contract.ts load only with the forms).

export const SOCKET_RECONNECT_MS = 3000;

/** Close codes (4000-4999 are the application's own). */
export const SOCKET_CLOSE = {
  /** No signed-in session on the upgrade request, or the session ended (sign-out, expiry, deleted account). */
  unauthorized: { code: 4401, reason: 'Unauthorized' },
  /**
   * The host or a co-host removed this person from the event the socket followed. The client may reconnect: joining
   * that event again answers EVENT_NOT_FOUND until the host lets them back in.
   */
  removed: { code: 4403, reason: 'Removed from this event' },
  /** The user already has as many open sockets as allowed (across all server processes). */
  tooManySockets: { code: 4429, reason: 'Too many connections' },
  /** More messages per second than allowed. */
  tooManyMessages: { code: 1008, reason: 'Too many messages' },
  /** The server is shutting down; the client reconnects (to another process behind the load balancer). */
  goingAway: { code: 1001, reason: 'Server restarting' },
} as const;

/** Messages are tiny JSON objects; anything bigger is refused by the server (ws closes with 1009). */
export const SOCKET_MAX_PAYLOAD_BYTES = 4 * 1024;
