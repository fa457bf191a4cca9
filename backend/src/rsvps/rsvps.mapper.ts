import type { RsvpResult, RsvpView } from '../contracts/rsvp.contract';
import { toPersonWithContact, type UserRow } from '../users/users.mapper';
import type { RsvpEntity } from './rsvp.entity';

export function toRsvpResult(e: RsvpEntity, removedDishCount: number): RsvpResult {
  return {
    id: e.id,
    eventId: e.eventId,
    userId: e.userId,
    status: e.status,
    adultCount: e.adultCount,
    kidCount: e.kidCount,
    dietaryRestrictions: e.dietaryRestrictions,
    respondedAt: new Date(e.respondedAt).toISOString(),
    createdAt: new Date(e.createdAt).toISOString(),
    removedDishCount,
  };
}

/**
 * Who sees what: e-mail addresses and per-person dietary restrictions go to the host and to the person themself
 * only; other guests see names, status and counts (and the restrictions in aggregate: restrictionSummary).
 */
export function canSeePersonalData(viewerId: string, hostId: string, personId: string): boolean {
  return viewerId === hostId || viewerId === personId;
}

/** An RSVP as `viewerId` may see it ('' for a view shared by many viewers: nothing personal). */
export function toRsvpView(r: RsvpEntity & { user: UserRow }, viewerId: string, hostId: string): RsvpView {
  const full = canSeePersonalData(viewerId, hostId, r.userId);
  return {
    id: r.id,
    eventId: r.eventId,
    userId: r.userId,
    status: r.status,
    adultCount: r.adultCount,
    kidCount: r.kidCount,
    dietaryRestrictions: full ? r.dietaryRestrictions : null,
    allergies: full ? r.allergies : null,
    bringingSupplies: r.bringingSupplies,
    respondedAt: r.respondedAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    user: toPersonWithContact(r.user, full),
  };
}
