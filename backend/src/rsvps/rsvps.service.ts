import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
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
}
