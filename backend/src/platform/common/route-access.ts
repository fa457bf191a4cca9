import { SetMetadata } from '@nestjs/common';

/**
 * Who may call a route, declared where the route is defined (`access` in `@ApiRoute`, or `@Access` on a page):
 * - public: anyone, with or without a session (the handler may still refuse, e.g. a link's own proof)
 * - signed-in: any session, an account's or a guest's
 * - guest: a guest without an account
 * - account: an account (guests may answer and bring dishes, not host)
 * - event-read: anyone signed in who has the event's id (the id is the invite code), unless removed from it
 * - event-manage: the event's host and co-hosts
 * - event-own: the event's host
 * - event-costs: whom the event's host lets record its costs: the host only, the host and co-hosts (the default),
 *   or every going guest too
 * - event-door: who works the event's door (check-in): the host, the co-hosts and the door helpers they name
 * - author: who wrote or brought the thing the route names (a comment)
 * - author-or-manager: who wrote or brought it (a dish, a comment), or the event's host and co-hosts
 * - operator: an operator of this server (an account named in OPERATOR_EMAILS): the console's routes
 *
 * The session guard enforces what the declaration says of the session (401 without one, 403 for the wrong kind);
 * for the event levels the event's access policy (events/event-access.ts) decides on the event itself, and someone
 * removed from an event gets the same 404 as for an unknown one.
 */
export const ROUTE_ACCESS = [
  'public',
  'signed-in',
  'guest',
  'account',
  'event-read',
  'event-manage',
  'event-own',
  'event-costs',
  'event-door',
  'author',
  'author-or-manager',
  'operator',
] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

const ROUTE_ACCESS_KEY = 'potluck:route-access';

/** Declares a route's access: for routes outside the API document (pages); `@ApiRoute` declares its own. */
export const Access = (access: RouteAccess) => SetMetadata(ROUTE_ACCESS_KEY, access);

/** The access a handler declares, if it does. */
export function accessOf(handler: object): RouteAccess | undefined {
  return Reflect.getMetadata(ROUTE_ACCESS_KEY, handler) as RouteAccess | undefined;
}

/** The caller as the session shows them, before any event is looked at; an operator is an account too. */
export type Caller = 'anonymous' | 'guest' | 'account' | 'operator';

/** What a route's declaration refuses a caller by their session alone: 401, 403, or nothing (null). */
export function sessionRefusal(access: RouteAccess, caller: Caller): 401 | 403 | null {
  if (access === 'public') return null;
  if (caller === 'anonymous') return 401;
  if (access === 'guest' && caller !== 'guest') return 403;
  if (access === 'account' && caller !== 'account' && caller !== 'operator') return 403;
  if (access === 'operator' && caller !== 'operator') return 403;
  return null;
}
