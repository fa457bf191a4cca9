import { visibleAnswers, type Question } from '../contracts/question.rules';
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
    allergies: e.allergies,
    bringingSupplies: e.bringingSupplies,
    respondedAt: new Date(e.respondedAt).toISOString(),
    createdAt: new Date(e.createdAt).toISOString(),
    removedDishCount,
    waitlistPosition,
    answers: e.answers ?? {},
  };
}

/**
 * An RSVP as a viewer may see it: `full` for the host, co-hosts and the person themself (e-mail and per-person
 * restrictions); other guests get names, status and counts, and the restrictions only in aggregate. The picture only
 * when `viewerId` is the person themself (null: a view shared by several viewers). Replies to the host's questions:
 * all of them with `full`, else only those to questions for everyone.
 */
export function toRsvpView(
  r: RsvpEntity & { user: UserRow },
  full: boolean,
  questions: readonly Question[],
  waitlistPosition: number | null = null,
  viewerId: string | null = null,
): RsvpView {
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
    waitlistPosition,
    coHost: r.coHost,
    // Replies to questions for the hosts only go where the rest of `full` goes.
    answers: visibleAnswers(questions, r.answers, full),
    user: toPersonWithContact(r.user, full, viewerId),
  };
}
