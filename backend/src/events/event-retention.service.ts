import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PARTY_HOURS } from '../contracts/kitchen.rules';
import { APP_CONFIG } from '../platform/config/config.module';
import type { AppConfig } from '../platform/config/config.schema';
import { DomainEventsService } from '../platform/domain-events/domain-events.service';
import { deleteEventRow } from './events.queries';

/** Events read at a time. */
export const EVENTS_PER_PAGE = 500;

/** An event whose time is up by a given moment, and when that is. */
export interface ExpiringEvent {
  id: string;
  hostId: string;
  name: string;
  seriesId: string | null;
  deletesAt: Date;
}

/**
 * When an event's retention runs out: RETENTION_EVENT_MONTHS after it ends (its start and the party's hours). An
 * occurrence of a series ends with the series' last date, so a series goes as a whole; an event whose date was never
 * picked counts from its creation.
 */
const DELETES_AT = `(COALESCE((SELECT max(s."date") FROM "events" s WHERE s."seriesId" = e."seriesId"), e."date", e."createdAt")
    + make_interval(hours => ${PARTY_HOURS}) + make_interval(months => $2))`;

/** The events module's part of retention: which events' time is up, and deleting them as their host would. */
@Injectable()
export class EventRetentionService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly domainEvents: DomainEventsService,
  ) {}

  /**
   * Events whose retention has run out by `at`, soonest first, a page at a time: the page after `after` (the last
   * event of the page before), or the first.
   */
  async expiringBy(at: Date, after?: Pick<ExpiringEvent, 'id' | 'deletesAt'>): Promise<ExpiringEvent[]> {
    return this.db.query(
      `SELECT * FROM (
         SELECT e."id", e."hostId", e."name", e."seriesId", ${DELETES_AT} AS "deletesAt" FROM "events" e
       ) x
        WHERE x."deletesAt" <= $1 AND ($3::timestamptz IS NULL OR (x."deletesAt", x."id") > ($3, $4::uuid))
        ORDER BY x."deletesAt", x."id"
        LIMIT ${EVENTS_PER_PAGE}`,
      [at, this.config.retention.eventMonths, after?.deletesAt ?? null, after?.id ?? null],
    );
  }

  /** Of these events, those whose retention has run out by `at` (one whose series went on since is kept). */
  async expiredAmong(eventIds: readonly string[], at: Date): Promise<string[]> {
    if (eventIds.length === 0) return [];
    const rows: { id: string }[] = await this.db.query(
      `SELECT e."id" FROM "events" e WHERE e."id" = ANY($3::uuid[]) AND ${DELETES_AT} <= $1`,
      [at, this.config.retention.eventMonths, eventIds],
    );
    return rows.map((r) => r.id);
  }

  /**
   * Deletes these events, each as the host's deletion does: the row, and through their references its answers,
   * dishes, invitations, conversation, polls, notices and photos (whose stored files go to the photo trash), then
   * tells the live followers. Answers the series the deleted events belonged to.
   */
  async delete(eventIds: readonly string[]): Promise<string[]> {
    const series = new Set<string>();
    for (const id of eventIds) {
      const gone = await this.db.transaction(async (tx) => {
        const rows: { seriesId: string | null }[] = await tx.query(
          `SELECT "seriesId" FROM "events" WHERE "id" = $1 FOR UPDATE`,
          [id],
        );
        if (rows.length === 0) return null;
        await deleteEventRow(tx, id);
        return rows[0];
      });
      if (!gone) continue;
      if (gone.seriesId) series.add(gone.seriesId);
      this.domainEvents.publish({ type: 'event_deleted', eventId: id });
    }
    return [...series];
  }
}
