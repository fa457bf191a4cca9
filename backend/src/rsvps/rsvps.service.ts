import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppException } from '../common/app-exception';
import type { RsvpData, RsvpResult } from '../contracts/rsvp.contract';
import type { User } from '../contracts/user.contract';
import { DomainEventsService } from '../domain-events/domain-events.service';
import { EventsService } from '../events/events.service';
import type { RsvpEntity } from './rsvp.entity';
import { toRsvpResult } from './rsvps.mapper';
import { startEventChange, versionInTransaction } from '../versions/versions.service';

@Injectable()
export class RsvpsService {
  constructor(
    private readonly events: EventsService,
    private readonly domainEvents: DomainEventsService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /**
   * Creates or replaces the caller's one RSVP for the event. Leaving "Going" removes the caller's dishes in the
   * same transaction. No RSVP yet counts as the default "Going" for that rule: someone who signed up
   * a dish and then answers "Not Going" is not bringing it.
   */
  async submit(user: User, eventId: string, input: RsvpData): Promise<RsvpResult> {
    const event = await this.events.findReadable(user, eventId);

    const { rsvp, removedDishIds, seq } = await this.dataSource.transaction(async (manager) => {
      await startEventChange(manager, event.id);
      // Row lock serialises concurrent submits by the same user, so the previous status read here is the one replaced.
      const previous: Array<Pick<RsvpEntity, 'status'>> = await manager.query(
        `SELECT "status" FROM "rsvps" WHERE "eventId" = $1 AND "userId" = $2 FOR UPDATE`,
        [event.id, user.id],
      );
      // ON CONFLICT on the unique (eventId, userId) keeps one row per user even when two first submits race.
      const rows: RsvpEntity[] = await manager.query(
        `INSERT INTO "rsvps" ("eventId", "userId", "status", "adultCount", "kidCount", "dietaryRestrictions")
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT ON CONSTRAINT "UQ_rsvps_event_user" DO UPDATE SET
           "status" = EXCLUDED."status",
           "adultCount" = EXCLUDED."adultCount",
           "kidCount" = EXCLUDED."kidCount",
           "dietaryRestrictions" = EXCLUDED."dietaryRestrictions",
           "respondedAt" = now(),
           "updatedAt" = now()
         RETURNING *`,
        [event.id, user.id, input.status, input.adultCount, input.kidCount, input.dietaryRestrictions],
      );
      const wasGoing = (previous[0]?.status ?? 'attending') === 'attending';
      let removed: Array<{ id: string }> = [];
      if (wasGoing && input.status !== 'attending') {
        const [deleted] = await manager.query<[Array<{ id: string }>, number]>(
          `DELETE FROM "dishes" WHERE "eventId" = $1 AND "contributorId" = $2 RETURNING "id"`,
          [event.id, user.id],
        );
        removed = deleted;
      }
      return {
        rsvp: rows[0],
        removedDishIds: removed.map((d) => d.id),
        seq: await versionInTransaction(manager, event.id),
      };
    });

    // Published only after commit, so listeners never refetch a state that could still roll back.
    // One change, one message: the removed dishes travel with the RSVP.
    this.domainEvents.publish({ type: 'rsvp_updated', eventId: event.id, userId: user.id, removedDishIds, seq });
    return toRsvpResult(rsvp, removedDishIds.length);
  }

  /** The caller's RSVP for the event, as the submit answered it (none: null). */
  async findResult(user: User, eventId: string): Promise<RsvpResult | null> {
    const rows: RsvpEntity[] = await this.dataSource.query(
      `SELECT * FROM "rsvps" WHERE "eventId" = $1 AND "userId" = $2`,
      [eventId, user.id],
    );
    return rows[0] ? toRsvpResult(rows[0], 0) : null;
  }

  /**
   * The host removes someone's RSVP, and that person's dishes with it (anyone with the link can add a name, so
   * the host needs a way to take one off). Live for everyone.
   */
  async removeByHost(user: User, eventId: string, rsvpId: string): Promise<void> {
    const event = await this.events.findHosted(user, eventId);
    const { guestId, dishIds, seq } = await this.dataSource.transaction(async (manager) => {
      await startEventChange(manager, event.id);
      const [removed] = await manager.query<[Array<{ userId: string }>, number]>(
        `DELETE FROM "rsvps" WHERE "id"::text = $1 AND "eventId" = $2 RETURNING "userId"`,
        [rsvpId, event.id],
      );
      if (!removed.length) throw AppException.notFound('This RSVP was already removed', 'RSVP_NOT_FOUND');
      const [dishes] = await manager.query<[Array<{ id: string }>, number]>(
        `DELETE FROM "dishes" WHERE "eventId" = $1 AND "contributorId" = $2 RETURNING "id"`,
        [event.id, removed[0].userId],
      );
      return {
        guestId: removed[0].userId,
        dishIds: dishes.map((d) => d.id),
        seq: await versionInTransaction(manager, event.id),
      };
    });
    // One message: the RSVP is gone (no `rsvp` in it) and its dishes with it.
    this.domainEvents.publish({
      type: 'rsvp_updated',
      eventId: event.id,
      userId: guestId,
      removedDishIds: dishIds,
      seq,
    });
  }
}
