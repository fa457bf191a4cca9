import type { RsvpResult } from '../contracts/rsvp.contract';
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
