import type { Question } from '../contracts/question.rules';
import { AppException } from '../platform/common/app-exception';
import type { EventRole } from '../contracts/event.rules';
import { serverText } from '../i18n/server-text';

/**
 * What a caller wants to do with one event:
 * - read: see the event, its dishes, insights and calendar file, follow it live
 * - answer: RSVP and bring dishes
 * - manage: change the event, its guests, their dishes and invitations
 * - own: delete the event and choose co-hosts
 */
export type EventAccess = 'read' | 'answer' | 'manage' | 'own';

/**
 * The one access policy: which role may do what. Roles come from the caller and the event (`roleOf`): the host
 * created it, a co-host is a guest the host promoted, and 'guest' is anyone else signed in who has the id (with an
 * account or as a guest without one): the id is the invite code. Without a session nobody gets this far (401).
 *
 * Someone the host or a co-host removed from the event (event_removals) has no role at all until let back in:
 * every level answers the same 404 as an unknown event (`assertNotRemoved`), whatever else they hold. A removal
 * from one occurrence of a series is a removal from all of them, those created later included (`REMOVED_FROM`).
 */
const ALLOWED: Record<EventAccess, readonly EventRole[]> = {
  read: ['guest', 'co_host', 'host'],
  answer: ['guest', 'co_host', 'host'],
  manage: ['co_host', 'host'],
  own: ['host'],
};

/** "No such event" and "not allowed to see it" are the same 404, so ids cannot be probed. */
export const eventNotFound = () => AppException.notFound(serverText('error.event.notFound'), 'EVENT_NOT_FOUND');

/** A removed person is refused everything with "no such event" (the host can never be removed). */
export function assertNotRemoved(removed: boolean): void {
  if (removed) throw eventNotFound();
}

/**
 * An event an operator hid, or whose host an operator blocked, is missing for everyone but the operators: the same
 * 404 on every surface, so nobody learns it was taken down rather than deleted.
 */
export function assertNotHidden(hidden: boolean, operator: boolean): void {
  if (hidden && !operator) throw eventNotFound();
}

export function mayAccess(role: EventRole, level: EventAccess): boolean {
  return ALLOWED[level].includes(role);
}

/** Throws the API's 403 when `role` may not do `level` to the event. */
export function assertEventAccess(role: EventRole, level: EventAccess): void {
  if (mayAccess(role, level)) return;
  if (level === 'own') throw AppException.forbidden(serverText('error.event.hostOnly'), 'NOT_OWNER');
  throw AppException.forbidden(serverText('error.event.hostOnlyChange'), 'NOT_HOST');
}

/** What other modules may know of an event they were granted (never the entity itself). */
export interface AccessibleEvent {
  readonly id: string;
  readonly hostId: string;
  readonly name: string;
  /** Null while a date poll is open. */
  readonly date: Date | null;
  readonly location: string | null;
  readonly timeZone: string;
  readonly capacity: number | null;
  readonly allowNonVegetarian: boolean;
  readonly allowVegetarian: boolean;
  readonly allowVegan: boolean;
  /** The host's own questions, which an answer replies to. */
  readonly questions: readonly Question[];
}

export interface EventGrant {
  event: AccessibleEvent;
  /** The caller's role in the event. */
  role: EventRole;
}
