import type { RsvpStatus } from '../contracts/common.contract';
import { leaveAllJobs } from '../jobs/jobs.queries';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AppException } from '../platform/common/app-exception';
import { isUuid } from '../platform/common/uuid';
import type { RemovedGuest, RsvpData, RsvpResult } from '../contracts/rsvp.contract';
import { displayName, type User } from '../contracts/user.rules';
import { DomainEventsService } from '../platform/domain-events/domain-events.service';
import { eventNotFound } from '../events/event-access';
import { forgetRemoval, recordRemoval, removalsOf, seriesSiblingsOf } from '../events/event-removals';
import { EventAccessService } from '../events/event-access.service';
import { DishesService } from '../dishes/dishes.service';
import type { RsvpEntity } from './rsvp.entity';
import { toRsvpResult } from './rsvps.mapper';
import { lockEventForPlaces, type EventPlaces } from '../events/events.queries';
import { answersClosedFor } from '../contracts/event.rules';
import { checkAnswers, QUESTION_MESSAGES } from '../contracts/question.rules';
import { Clock } from '../platform/clock/clock';
import { placesTaken, promoteWaitlist, waitlistPosition } from './waitlist';

type PreviousRsvp = Pick<RsvpEntity, 'status' | 'waitlistedAt'>;

const guestNotFound = () => AppException.notFound(serverText('error.rsvp.notAnswered'), 'RSVP_NOT_FOUND');
import { serverText } from '../i18n/server-text';
import { startEventChange, versionInTransaction } from '../platform/versions/versions.service';

@Injectable()
export class RsvpsService {
  constructor(
    private readonly eventAccess: EventAccessService,
    private readonly dishes: DishesService,
    private readonly domainEvents: DomainEventsService,
    private readonly clock: Clock,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /**
   * Creates or replaces the caller's one RSVP for the event. Leaving "Going" removes the caller's dishes in the
   * same transaction. No RSVP yet counts as the default "Going" for that rule: someone who signed up
   * a dish and then answers "Not Going" is not bringing it.
   *
   * Capacity: a new Going answer that does not fit (or would pass people already waiting) is waitlisted; places
   * freed by this change go to the waitlist first in, first out, in the same transaction. A guest who already has
   * a place may not raise their count beyond the capacity (409) rather than lose the place.
   *
   * Deadline: once the event's answers are closed a guest's answer is refused (409 ANSWERS_CLOSED), a change
   * queued offline before it too; hosts and co-hosts still answer.
   */
  async submit(user: User, eventId: string, input: RsvpData): Promise<RsvpResult> {
    const { event, role } = await this.eventAccess.requireEvent(user, eventId, 'answer');
    // Replies to the host's questions: those still asked, in their shape; a required one when Going. An older client
    // that sends none keeps the saved ones (null below).
    const replies =
      input.answers === undefined ? null : checkAnswers(event.questions, input.answers, input.status === 'attending');
    if (replies && Object.keys(replies.problems).length > 0) throw answersRefused(replies.problems);

    const result = await this.dataSource.transaction(async (manager) => {
      await startEventChange(manager, event.id);
      const places = await lockEventForPlaces(manager, event.id);
      if (places === undefined) throw eventNotFound();
      const now = this.clock.now();
      if (answersClosedFor(places.answersCloseAt, role, now)) throw answersAreClosed();
      const { capacity } = places;
      // Row lock serialises concurrent submits by the same user, so the previous status read here is the one replaced.
      const previous: PreviousRsvp[] = await manager.query(
        `SELECT "status", "waitlistedAt" FROM "rsvps" WHERE "eventId" = $1 AND "userId" = $2 FOR UPDATE`,
        [event.id, user.id],
      );
      const before = previous.at(0);
      const hadPlace = before?.status === 'attending' && before.waitlistedAt === null;
      let waitlistedAt: Date | null = null;
      if (input.status === 'attending' && capacity !== null) {
        const people = input.adultCount + input.kidCount;
        const taken = await placesTaken(manager, event.id, user.id);
        if (hadPlace) {
          if (taken + people > capacity) {
            const left = Math.max(0, capacity - taken);
            throw AppException.conflict(serverText('error.rsvp.capacity', { left }), 'CAPACITY_EXCEEDED');
          }
        } else {
          const othersWaiting = await waitlistedOthers(manager, event.id, user.id);
          if (othersWaiting || taken + people > capacity) waitlistedAt = before?.waitlistedAt ?? new Date();
        }
      }
      // ON CONFLICT on the unique (eventId, userId) keeps one row per user even when two first submits race.
      const rows: RsvpEntity[] = await manager.query(
        `INSERT INTO "rsvps" ("eventId", "userId", "status", "adultCount", "kidCount", "dietaryRestrictions", "allergies",
           "bringingSupplies", "waitlistedAt", "answers")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, COALESCE($10::jsonb, '{}'))
         ON CONFLICT ON CONSTRAINT "UQ_rsvps_event_user" DO UPDATE SET
           "status" = EXCLUDED."status",
           "adultCount" = EXCLUDED."adultCount",
           "kidCount" = EXCLUDED."kidCount",
           "dietaryRestrictions" = EXCLUDED."dietaryRestrictions",
           "allergies" = EXCLUDED."allergies",
           "bringingSupplies" = EXCLUDED."bringingSupplies",
           "waitlistedAt" = EXCLUDED."waitlistedAt",
           "answers" = COALESCE($10::jsonb, "rsvps"."answers"),
           "respondedAt" = now(),
           "updatedAt" = now()
         RETURNING *`,
        [
          event.id,
          user.id,
          input.status,
          input.adultCount,
          input.kidCount,
          input.dietaryRestrictions,
          input.allergies,
          input.bringingSupplies,
          waitlistedAt,
          replies && JSON.stringify(replies.kept),
        ],
      );
      const wasGoing = (before?.status ?? 'attending') === 'attending';
      const removedDishIds =
        wasGoing && input.status !== 'attending' ? await this.dishes.removeAllOf(manager, event.id, user.id) : [];
      // Their jobs' places open again with their dishes.
      if (wasGoing && input.status !== 'attending') await leaveAllJobs(manager, event.id, user.id);
      const promoted = await promoteWaitlist(manager, event.id, places, now);
      const position = await waitlistPosition(manager, event.id, user.id);
      return {
        rsvp: rows[0],
        removedDishIds,
        promoted,
        position,
        seq: await versionInTransaction(manager, event.id),
      };
    });

    // Published only after commit, so listeners never refetch a state that could still roll back.
    // One change, one message: the removed dishes travel with the RSVP; promotions it caused follow.
    const { removedDishIds, seq } = result;
    this.domainEvents.publish({
      type: 'rsvp_updated',
      eventId: event.id,
      userId: user.id,
      removedDishIds,
      seq,
      answered: true,
    });
    this.publishPromotions(
      event.id,
      result.promoted.filter((id) => id !== user.id),
      seq,
    );
    return toRsvpResult(result.rsvp, removedDishIds.length, result.position);
  }

  /** Host and co-hosts may give a waitlisted guest a place by hand, even beyond the capacity. */
  async promote(user: User, eventId: string, guestId: string): Promise<void> {
    const { event } = await this.eventAccess.requireEvent(user, eventId, 'manage');
    if (!isUuid(guestId)) throw guestNotFound();
    const seq = await this.dataSource.transaction(async (manager) => {
      await startEventChange(manager, event.id);
      const rows: [unknown[], number] = await manager.query(
        `UPDATE "rsvps" SET "waitlistedAt" = NULL, "updatedAt" = now()
          WHERE "eventId" = $1 AND "userId" = $2 AND "waitlistedAt" IS NOT NULL RETURNING "id"`,
        [event.id, guestId],
      );
      return rows[1] > 0 ? versionInTransaction(manager, event.id) : null;
    });
    if (seq === null) throw AppException.conflict(serverText('error.rsvp.notWaitlisted'), 'NOT_WAITLISTED');
    this.publishHostChange(event.id, guestId, seq);
    this.publishPromotions(event.id, [guestId], seq);
  }

  /** Only the host makes guests co-hosts or takes the role back; a co-host must have answered the event. */
  async setCoHost(user: User, eventId: string, guestId: string, coHost: boolean): Promise<void> {
    const { event } = await this.eventAccess.requireEvent(user, eventId, 'own');
    if (!isUuid(guestId) || guestId === event.hostId) throw guestNotFound();
    const seq = await this.dataSource.transaction(async (manager) => {
      await startEventChange(manager, event.id);
      const [, count]: [unknown[], number] = await manager.query(
        `UPDATE "rsvps" SET "coHost" = $3, "updatedAt" = now() WHERE "eventId" = $1 AND "userId" = $2 RETURNING "id"`,
        [event.id, guestId, coHost],
      );
      return count > 0 ? versionInTransaction(manager, event.id) : null;
    });
    if (seq === null) throw guestNotFound();
    this.publishHostChange(event.id, guestId, seq);
  }

  /**
   * Gives a guest's answers to an account inside the caller's transaction (the guest signed in). Where both answered
   * the same event, the more recent answer stands.
   */
  async moveAll(tx: EntityManager, guestId: string, accountId: string): Promise<void> {
    await tx.query(
      `DELETE FROM "rsvps" older USING "rsvps" newer
        WHERE older."eventId" = newer."eventId"
          AND older."userId" IN ($1, $2) AND newer."userId" IN ($1, $2) AND older."userId" <> newer."userId"
          AND (older."respondedAt", older."userId" = $2) < (newer."respondedAt", newer."userId" = $2)`,
      [guestId, accountId],
    );
    await tx.query(`UPDATE "rsvps" SET "userId" = $2 WHERE "userId" = $1`, [guestId, accountId]);
  }

  /**
   * Deletes every answer of a person who deletes their account, inside the deletion's transaction: the places they
   * held go to each event's waitlist, first in, first out. Returns who was promoted, by event.
   */
  async deleteAllOf(tx: EntityManager, userId: string): Promise<Array<{ eventId: string; promoted: string[] }>> {
    const answered: { eventId: string }[] = await tx.query(
      `SELECT "eventId" FROM "rsvps" WHERE "userId" = $1 ORDER BY "eventId"`,
      [userId],
    );
    const placesOf = new Map<string, EventPlaces>();
    for (const { eventId } of answered) {
      const places = await lockEventForPlaces(tx, eventId);
      if (places !== undefined) placesOf.set(eventId, places);
    }
    await tx.query(`DELETE FROM "rsvps" WHERE "userId" = $1`, [userId]);
    const promotions: Array<{ eventId: string; promoted: string[] }> = [];
    const now = this.clock.now();
    for (const [eventId, places] of placesOf) {
      const promoted = await promoteWaitlist(tx, eventId, places, now);
      if (promoted.length > 0) promotions.push({ eventId, promoted });
    }
    return promotions;
  }

  /** Events the person has answered. */
  /** The events where the person is going with a place, with the adults and kids they answered (cost shares). */
  async goingHouseholdsOf(
    tx: EntityManager,
    userId: string,
  ): Promise<{ eventId: string; adults: number; kids: number }[]> {
    return tx.query(
      `SELECT "eventId", "adultCount" AS "adults", "kidCount" AS "kids" FROM "rsvps"
        WHERE "userId" = $1 AND "status" = 'attending' AND "waitlistedAt" IS NULL ORDER BY "eventId"`,
      [userId],
    );
  }

  async eventIdsOf(tx: EntityManager, userId: string): Promise<string[]> {
    const rows: { eventId: string }[] = await tx.query(`SELECT "eventId" FROM "rsvps" WHERE "userId" = $1`, [userId]);
    return rows.map((r) => r.eventId);
  }

  /** The person's answer to each event they answered. */
  answersOf(userId: string): Promise<{ eventId: string; status: RsvpStatus }[]> {
    return this.dataSource.query(`SELECT "eventId", "status" FROM "rsvps" WHERE "userId" = $1`, [userId]);
  }

  /** A host's change to someone's RSVP: live for everyone, but no answer to push or put in a digest. */
  private publishHostChange(eventId: string, userId: string, seq: number, removedDishIds: string[] = []): void {
    this.domainEvents.publish({ type: 'rsvp_updated', eventId, userId, removedDishIds, seq, answered: false });
  }

  private publishPromotions(eventId: string, userIds: string[], seq: number): void {
    for (const userId of userIds) this.domainEvents.publish({ type: 'rsvp_promoted', eventId, userId, seq });
  }

  /** The caller's RSVP for the event, as the submit answered it (none: null). */
  async findResult(user: User, eventId: string): Promise<RsvpResult | null> {
    const rows: RsvpEntity[] = await this.dataSource.query(
      `SELECT * FROM "rsvps" WHERE "eventId" = $1 AND "userId" = $2`,
      [eventId, user.id],
    );
    return rows[0] ? toRsvpResult(rows[0], 0, null) : null;
  }

  /**
   * The host or a co-host removes someone's RSVP, and that person's dishes with it (anyone with the link can add a
   * name, so the host needs a way to take one off). The removal sticks: the person is recorded in event_removals and
   * refused the event (reads answer 404, no RSVP, no dish, their live socket is closed) until let back in. In a
   * series the removal covers every occurrence: their RSVPs and dishes go from each, and later occurrences refuse
   * them too. A co-host may remove guests only, never the host or a co-host of any occurrence (403 NOT_OWNER). The host's own RSVP may be removed,
   * but the host is never locked out of their event. Live for everyone.
   */
  async removeByHost(user: User, eventId: string, rsvpId: string): Promise<void> {
    const { event, role } = await this.eventAccess.requireEvent(user, eventId, 'manage');
    const { guestId, changes } = await this.dataSource.transaction(async (manager) => {
      // The removal covers the series: every occurrence is locked, in id order (as every change of several events
      // does), before anything is read.
      const siblings = await seriesSiblingsOf(manager, event.id);
      for (const id of [event.id, ...siblings].sort()) await startEventChange(manager, id);
      const [target] = await manager.query<Array<{ userId: string; coHost: boolean }>>(
        `SELECT "userId", "coHost" FROM "rsvps" WHERE "id"::text = $1 AND "eventId" = $2 FOR UPDATE`,
        [rsvpId, event.id],
      );
      if (!target) throw AppException.notFound(serverText('error.rsvp.alreadyRemoved'), 'RSVP_NOT_FOUND');
      const isHost = target.userId === event.hostId;
      const coHostElsewhere =
        siblings.length > 0 &&
        (
          await manager.query<unknown[]>(
            `SELECT 1 FROM "rsvps" WHERE "eventId" = ANY($1) AND "userId" = $2 AND "coHost" LIMIT 1`,
            [siblings, target.userId],
          )
        ).length > 0;
      if (role !== 'host' && (isHost || target.coHost || coHostElsewhere)) {
        throw AppException.forbidden(serverText('error.rsvp.hostOnlyRemove'), 'NOT_OWNER');
      }
      await manager.query(`DELETE FROM "rsvps" WHERE "id"::text = $1 AND "eventId" = $2`, [rsvpId, event.id]);
      // The host is never removed: only their RSVP to this occurrence goes.
      const covered = isHost ? [event.id] : [event.id, ...siblings];
      if (!isHost) await recordRemoval(manager, event.id, target.userId, user.id);
      const changed: Array<{ eventId: string; dishIds: string[]; promoted: string[]; seq: number }> = [];
      for (const id of covered) {
        if (id !== event.id) {
          await manager.query(`DELETE FROM "rsvps" WHERE "eventId" = $1 AND "userId" = $2`, [id, target.userId]);
        }
        const dishIds = await this.dishes.removeAllOf(manager, id, target.userId);
        await leaveAllJobs(manager, id, target.userId);
        // The places the removed person held go to the waitlist, first in, first out, as when they leave themself.
        const places = await lockEventForPlaces(manager, id);
        const promoted = places === undefined ? [] : await promoteWaitlist(manager, id, places, this.clock.now());
        changed.push({ eventId: id, dishIds, promoted, seq: await versionInTransaction(manager, id) });
      }
      return { guestId: target.userId, changes: changed };
    });
    // One message per occurrence: the RSVP is gone (no `rsvp` in it) and its dishes with it; promotions it caused
    // follow. Sockets of a removed person that follow an occurrence are closed when its message reaches their process.
    for (const c of changes) {
      this.publishHostChange(c.eventId, guestId, c.seq, c.dishIds);
      this.publishPromotions(c.eventId, c.promoted, c.seq);
    }
  }

  /** People removed from the event, for the host and co-hosts (most recent first). */
  async removals(user: User, eventId: string): Promise<RemovedGuest[]> {
    const { event } = await this.eventAccess.requireEvent(user, eventId, 'manage');
    const rows = await removalsOf(this.dataSource, event.id);
    return rows.map((r) => ({ userId: r.userId, name: displayName(r), removedAt: r.removedAt.toISOString() }));
  }

  /**
   * The host or a co-host lets a removed person back in: they may read the event (and every occurrence of its
   * series) and answer it again (their old RSVP and dishes do not come back). 404 REMOVAL_NOT_FOUND when the person is not removed.
   */
  async letBackIn(user: User, eventId: string, userId: string): Promise<void> {
    const { event } = await this.eventAccess.requireEvent(user, eventId, 'manage');
    if (!isUuid(userId)) throw removalNotFound();
    const changes = await this.dataSource.transaction(async (manager) => {
      // Let back in to the whole series, as the removal covered it.
      const covered = [event.id, ...(await seriesSiblingsOf(manager, event.id))].sort();
      for (const id of covered) await startEventChange(manager, id);
      if (!(await forgetRemoval(manager, event.id, userId))) return null;
      const seqs: Array<{ eventId: string; seq: number }> = [];
      for (const id of covered) seqs.push({ eventId: id, seq: await versionInTransaction(manager, id) });
      return seqs;
    });
    if (changes === null) throw removalNotFound();
    for (const c of changes) this.publishHostChange(c.eventId, userId, c.seq);
  }
}

/** 400 with the first problem as the message and each question's problem beside it (`answers.<question id>`). */
function answersRefused(problems: Record<string, string>) {
  const fieldErrors = Object.fromEntries(
    Object.entries(problems).map(([id, key]) => [`answers.${id}`, [serverText(key)]]),
  );
  const required = Object.values(problems).includes(QUESTION_MESSAGES.answerRequired);
  return AppException.badRequest(
    serverText(required ? 'validation.question.answerRequired' : 'validation.question.notAnOption'),
    'VALIDATION_FAILED',
    fieldErrors,
  );
}

const answersAreClosed = () => AppException.conflict(serverText('error.rsvp.answersClosed'), 'ANSWERS_CLOSED');

const removalNotFound = () => AppException.notFound(serverText('error.rsvp.notRemoved'), 'REMOVAL_NOT_FOUND');

async function waitlistedOthers(
  manager: { query: DataSource['query'] },
  eventId: string,
  userId: string,
): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `SELECT 1 FROM "rsvps" WHERE "eventId" = $1 AND "waitlistedAt" IS NOT NULL AND "userId" <> $2 LIMIT 1`,
    [eventId, userId],
  );
  return rows.length > 0;
}
