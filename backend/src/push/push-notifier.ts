import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { DomainEvent } from '../contracts/realtime.contract';
import { DomainEventsService } from '../platform/domain-events/domain-events.service';
import { PushService } from './push.service';

// The name people see: the nickname if set, else first and last name.
const WHO = `coalesce(nullif(trim(u."nickname"), ''), nullif(concat_ws(' ', u."firstName", u."lastName"), ''), 'A guest')`;
// The host and co-hosts of event e.
const MANAGERS = `(SELECT e."hostId" UNION SELECT c."userId" FROM "rsvps" c WHERE c."eventId" = e."id" AND c."coHost")`;

/**
 * Turns changes into pushes: a guest's answer or dish → the host and co-hosts (not the guest themself); a place off
 * the waitlist → the promoted guest. Only the process that made a change publishes it, so each is pushed once.
 */
@Injectable()
export class PushNotifier implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(PushNotifier.name);
  private unsubscribe?: () => void;

  constructor(
    private readonly db: DataSource,
    private readonly domainEvents: DomainEventsService,
    private readonly push: PushService,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = this.domainEvents.subscribe((event) => {
      if (!this.push.publicConfig().enabled) return;
      this.handle(event).catch((err: Error) => this.logger.warn(`push for ${event.type} not queued: ${err.message}`));
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  private async handle(event: DomainEvent): Promise<void> {
    const url = `/events/${event.eventId}`;
    if (event.type === 'rsvp_updated') {
      const row = await this.one<{ eventName: string; who: string; status: string; waiting: boolean; to: string[] }>(
        `SELECT e."name" AS "eventName", ${WHO} AS "who", r."status", r."waitlistedAt" IS NOT NULL AS "waiting",
                array(SELECT m FROM ${MANAGERS} AS m(m) WHERE m <> r."userId") AS "to"
           FROM "rsvps" r JOIN "users" u ON u."id" = r."userId" JOIN "events" e ON e."id" = r."eventId"
          WHERE r."eventId" = $1 AND r."userId" = $2`,
        [event.eventId, event.userId],
      );
      if (!row) return;
      const answer = row.waiting
        ? 'joined the waitlist'
        : `answered ${row.status === 'attending' ? 'Going' : row.status === 'maybe' ? 'Maybe' : 'Not Going'}`;
      await this.push.notify(
        row.to,
        { title: row.eventName, body: `${row.who} ${answer}`, url, tag: `rsvp-${event.eventId}-${event.userId}` },
        `${event.type}:${event.eventId}:${event.seq}`,
      );
    } else if (event.type === 'dish_added' || event.type === 'dish_updated') {
      const row = await this.one<{ eventName: string; who: string; dish: string; to: string[] }>(
        `SELECT e."name" AS "eventName", ${WHO} AS "who", d."name" AS "dish",
                array(SELECT m FROM ${MANAGERS} AS m(m) WHERE m <> d."contributorId") AS "to"
           FROM "dishes" d JOIN "users" u ON u."id" = d."contributorId" JOIN "events" e ON e."id" = d."eventId"
          WHERE d."id" = $1 AND d."eventId" = $2`,
        [event.dishId, event.eventId],
      );
      if (!row) return;
      const verb = event.type === 'dish_added' ? 'will bring' : 'changed';
      await this.push.notify(
        row.to,
        { title: row.eventName, body: `${row.who} ${verb} ${row.dish}`, url, tag: `dish-${event.dishId}` },
        `${event.type}:${event.eventId}:${event.seq}`,
      );
    } else if (event.type === 'rsvp_promoted') {
      const row = await this.one<{ eventName: string }>(`SELECT "name" AS "eventName" FROM "events" WHERE "id" = $1`, [
        event.eventId,
      ]);
      if (!row) return;
      await this.push.notify(
        [event.userId],
        {
          title: `You're in: ${row.eventName}`,
          body: "A place opened up and you're off the waitlist. You can sign up a dish now.",
          url,
          tag: `promoted-${event.eventId}`,
        },
        `${event.type}:${event.eventId}:${event.seq}:${event.userId}`,
      );
    }
  }

  /** The query's first row, if any. */
  private async one<T>(sql: string, params: unknown[]): Promise<T | undefined> {
    const rows: T[] = await this.db.query(sql, params);
    return rows[0];
  }
}
