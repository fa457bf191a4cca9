import type { RsvpResult, RsvpView } from '../contracts/rsvp.contract';
import { toPersonWithContact, type UserRow } from '../users/users.mapper';
import type { RsvpEntity } from './rsvp.entity';

export function toRsvpResult(e: RsvpEntity, removedDishCount: number, waitlistPosition: number | null): RsvpResult {
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
    waitlistPosition,
  };
}

export function toRsvpView(r: RsvpEntity & { user: UserRow }, waitlistPosition: number | null = null): RsvpView {
  return {
    id: r.id,
    eventId: r.eventId,
    userId: r.userId,
    status: r.status,
    adultCount: r.adultCount,
    kidCount: r.kidCount,
    dietaryRestrictions: r.dietaryRestrictions,
    allergies: r.allergies,
    bringingSupplies: r.bringingSupplies,
    respondedAt: r.respondedAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    waitlistPosition,
    coHost: r.coHost,
    user: toPersonWithContact(r.user),
  };
}
