import * as z from 'zod';

// One typed map of every socket message (DESIGN "Realtime").

/** Client → server. A socket follows one thing at a time: a new join replaces the previous one. */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('join_event'), eventId: z.string().max(64) }),
  z.object({ type: z.literal('join_dashboard') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export interface ServerMessageMap {
  dish_added: { eventId: string; dishId: string };
  dish_updated: { eventId: string; dishId: string };
  dish_deleted: { eventId: string; dishId: string };
  rsvp_updated: { eventId: string; userId: string };
  /** A waitlisted guest got a place (first in, first out, or by the host's hand). */
  rsvp_promoted: { eventId: string; userId: string };
  event_updated: { eventId: string };
  event_deleted: { eventId: string };
  /** Answer to a join: `eventId` null means the dashboard. */
  joined: { eventId: string | null };
  error: { message: string; code: RealtimeErrorCode; eventId?: string };
}
export type ServerMessageType = keyof ServerMessageMap;
export type ServerMessage = { [K in ServerMessageType]: { type: K } & ServerMessageMap[K] }[ServerMessageType];

/** The domain events that services publish and the realtime module fans out. */
export type DomainEventType = Exclude<ServerMessageType, 'joined' | 'error'>;
export type DomainEvent = { [K in DomainEventType]: { type: K } & ServerMessageMap[K] }[DomainEventType];

export const SOCKET_RECONNECT_MS = 3000;

export type RealtimeErrorCode = 'EVENT_NOT_FOUND' | 'BAD_MESSAGE' | 'JOIN_FAILED';

/** Close codes (4000-4999 are the application's own). */
export const SOCKET_CLOSE = {
  /** No signed-in session on the upgrade request, or the session ended (sign-out, expiry, deleted account). */
  unauthorized: { code: 4401, reason: 'Unauthorized' },
  /** The user already has as many open sockets as allowed (across all server processes). */
  tooManySockets: { code: 4429, reason: 'Too many connections' },
  /** More messages per second than allowed. */
  tooManyMessages: { code: 1008, reason: 'Too many messages' },
  /** The server is shutting down; the client reconnects (to another process behind the load balancer). */
  goingAway: { code: 1001, reason: 'Server restarting' },
} as const;

/** Messages are tiny JSON objects; anything bigger is refused by the server (ws closes with 1009). */
export const SOCKET_MAX_PAYLOAD_BYTES = 4 * 1024;
