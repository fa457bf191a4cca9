// One typed map of every socket message (DESIGN "Realtime").

export type ClientMessage = { type: 'join_event'; eventId: string } | { type: 'join_dashboard' };

export interface ServerMessageMap {
  dish_added: { eventId: string; dishId: string };
  dish_updated: { eventId: string; dishId: string };
  dish_deleted: { eventId: string; dishId: string };
  rsvp_updated: { eventId: string; userId: string };
  event_updated: { eventId: string };
  event_deleted: { eventId: string };
  joined: { eventId: string | null };
  error: { message: string; eventId?: string };
}
export type ServerMessageType = keyof ServerMessageMap;
export type ServerMessage = { [K in ServerMessageType]: { type: K } & ServerMessageMap[K] }[ServerMessageType];

/** The domain events that services publish and the realtime module fans out. */
export type DomainEventType = Exclude<ServerMessageType, 'joined' | 'error'>;
export type DomainEvent = { [K in DomainEventType]: { type: K } & ServerMessageMap[K] }[DomainEventType];

export const SOCKET_RECONNECT_MS = 3000;
