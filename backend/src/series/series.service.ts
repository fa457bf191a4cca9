import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CreationPolicyService } from '../creation-policy/creation-policy.service';
import type { DataSource, EntityManager } from 'typeorm';
import { AppException } from '../platform/common/app-exception';
import type { SeriesInput, SeriesView } from '../contracts/series.contract';
import type { User } from '../contracts/user.rules';
import { DomainEventsService } from '../platform/domain-events/domain-events.service';
import { EventAccessService } from '../events/event-access.service';
import { keepSeriesRemovals } from '../events/event-removals';
import {
  createSeriesOccurrences,
  deleteEventRow,
  eventSeriesPlace,
  laterOccurrences,
  lockEventSeries,
  seriesOccurrences,
  seriesWithOccurrences,
  startEventSeries,
} from '../events/events.queries';
import { EventsService } from '../events/events.service';
import type { EventData } from '../contracts/event.contract';
import { JobsService } from '../platform/jobs/jobs.service';
import { SeriesNoticesService } from './series-notices.service';
import { rruleText, seriesStarts, wallClock, type SeriesFrequency, type SeriesRule } from './recurrence';
import { Clock } from '../platform/clock/clock';
import { serverText } from '../i18n/server-text';

/** Occurrences exist this far ahead (and at most MAX_AHEAD of them); a daily job tops them up. */
export const AHEAD_DAYS = 120;
export const MAX_AHEAD = 12;
const TOP_UP_QUEUE = 'series-top-up';

interface SeriesRow {
  id: string;
  hostId: string;
  frequency: SeriesFrequency;
  firstLocal: string;
  timeZone: string;
  customStarts: Date[];
  cancelledStarts: Date[];
}

const notInSeries = () => AppException.notFound(serverText('error.series.notInSeries'), 'NOT_IN_SERIES');
const ruleOf = (s: SeriesRow): SeriesRule => ({ ...s, customStarts: s.customStarts.map((d) => new Date(d)) });

/**
 * Potluck series: an event that repeats. Each occurrence is a real event (own RSVPs and dishes) created ahead from
 * the latest one (so its name, place and settings carry on); cancelling one deletes it, remembers its start (the
 * calendar's EXDATE, never created again) and tells its guests. The guests of earlier dates are invited to each
 * occurrence ahead of it (SeriesNoticesService).
 */
@Injectable()
export class SeriesService implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly eventAccess: EventAccessService,
    private readonly events: EventsService,
    private readonly domainEvents: DomainEventsService,
    private readonly jobs: JobsService,
    private readonly notices: SeriesNoticesService,
    private readonly clock: Clock,
    private readonly creationPolicy: CreationPolicyService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.work(TOP_UP_QUEUE, { singleton: true }, () => this.topUpAll(this.clock.now()));
    await this.jobs.schedule(TOP_UP_QUEUE, '17 3 * * *');
  }

  /** The host makes the event the first of a series; the next occurrences are created at once. */
  async create(user: User, eventId: string, input: SeriesInput, now = this.clock.now()): Promise<SeriesView> {
    const { event } = await this.eventAccess.requireEvent(user, eventId, 'own');
    // A series creates events: the same policy as creating one.
    await this.creationPolicy.assertMayCreate(user);
    const first = event.date;
    if (first === null) throw AppException.conflict(serverText('error.series.dateNotSet'), 'DATE_NOT_SET');
    const seriesId = await this.db.transaction(async (tx) => {
      if (await lockEventSeries(tx, event.id))
        throw AppException.conflict(serverText('error.series.alreadyRepeats'), 'ALREADY_IN_SERIES');
      const custom = (input.dates ?? []).map((d) => new Date(d));
      const [series] = await tx.query<{ id: string }[]>(
        `INSERT INTO "event_series" ("hostId", "frequency", "firstLocal", "timeZone", "customStarts")
         VALUES ($1, $2, $3, $4, $5::timestamptz[]) RETURNING "id"`,
        [event.hostId, input.frequency, wallClock(first, event.timeZone), event.timeZone, [first, ...custom]],
      );
      await startEventSeries(tx, event.id, series.id);
      return series.id;
    });
    await this.topUp(seriesId, now);
    return this.view(user, eventId);
  }

  async view(user: User, eventId: string): Promise<SeriesView> {
    const series = await this.find(user, eventId);
    if (!series) throw notInSeries();
    return series;
  }

  /** The event's series, or null when it does not repeat. */
  async find(user: User, eventId: string): Promise<SeriesView | null> {
    const { event } = await this.eventAccess.requireEvent(user, eventId, 'read');
    const series = await this.seriesOf(this.db.manager, event.id);
    if (!series) return null;
    const occurrences = await seriesOccurrences(this.db, series.id);
    return {
      id: series.id,
      frequency: series.frequency,
      rrule: rruleText(ruleOf(series)),
      timeZone: series.timeZone,
      inviteLeadDays: this.notices.leadDays,
      occurrences: occurrences.map((o) => ({ eventId: o.id, date: new Date(o.date).toISOString() })),
      cancelled: series.cancelledStarts.map((d) => new Date(d).toISOString()).sort(),
    };
  }

  /**
   * Creates the occurrences due within AHEAD_DAYS (at most MAX_AHEAD ahead of now), copied from the latest one.
   * Starts already created or cancelled are skipped (a unique index per series and start), so two processes or a
   * rerun create each once.
   */
  async topUp(seriesId: string, now: Date): Promise<number> {
    const series = await this.seriesById(seriesId);
    if (!series) return 0;
    const until = new Date(now.getTime() + AHEAD_DAYS * 864e5);
    const cancelled = new Set(series.cancelledStarts.map((d) => new Date(d).getTime()));
    const starts = seriesStarts(ruleOf(series), until, MAX_AHEAD + cancelled.size, now)
      .filter((d) => !cancelled.has(d.getTime()))
      .slice(0, MAX_AHEAD);
    if (starts.length === 0) return 0;
    return createSeriesOccurrences(this.db, series.id, starts);
  }

  /**
   * "This and the following": the host applies an edit (everything but the date) to the occurrences
   * after this one, each through the ordinary event update (its own version, live message and waitlist rules). The
   * edit of this one is the ordinary update; occurrences created later copy the latest one, so the change carries on.
   */
  async editFollowing(user: User, eventId: string, data: EventData): Promise<SeriesView> {
    // The host only: co-hosts are chosen per occurrence, so a co-host of this one may not manage the later ones.
    const { event } = await this.eventAccess.requireEvent(user, eventId, 'own');
    const later = await laterOccurrences(this.db, event.id);
    if (!(await this.seriesOf(this.db.manager, event.id))) throw notInSeries();
    // Answers close as long before each later date as the edit has them close before this one.
    const lead = data.answersCloseAt && data.date ? Date.parse(data.date) - Date.parse(data.answersCloseAt) : null;
    for (const o of later) {
      const date = new Date(o.date);
      const answersCloseAt = lead === null ? data.answersCloseAt : new Date(date.getTime() - lead).toISOString();
      await this.events.update(user, o.id, {
        ...data,
        date: date.toISOString(),
        answersCloseAt,
        dateOptions: undefined,
      });
    }
    return this.view(user, eventId);
  }

  async topUpAll(now: Date): Promise<void> {
    const rows = await this.db.query<{ id: string }[]>(`SELECT "id" FROM "event_series" WHERE "frequency" <> 'custom'`);
    for (const row of rows) await this.topUp(row.id, now);
  }

  /**
   * The host or a co-host cancels this occurrence: it is deleted with its RSVPs and dishes, its start is kept as
   * cancelled (never created again), and its guests (Going and Maybe) are told, each once, by a send-once job.
   */
  async cancelOccurrence(user: User, eventId: string): Promise<void> {
    const { event } = await this.eventAccess.requireEvent(user, eventId, 'manage');
    const notices = await this.db.transaction(async (tx) => {
      const place = await eventSeriesPlace(tx, event.id);
      if (!place || !(await this.seriesById(place.seriesId, tx))) throw notInSeries();
      await tx.query(`SELECT 1 FROM "event_series" WHERE "id" = $1 FOR UPDATE`, [place.seriesId]);
      const ids = await this.notices.recordCancelled(tx, event.id);
      await keepSeriesRemovals(tx, event.id);
      await tx.query(
        `UPDATE "event_series" SET "cancelledStarts" = array_append("cancelledStarts", $2::timestamptz) WHERE "id" = $1`,
        [place.seriesId, place.seriesStart],
      );
      await deleteEventRow(tx, event.id);
      return ids;
    });
    this.domainEvents.publish({ type: 'event_deleted', eventId: event.id });
    await this.notices.queue(notices);
  }

  /**
   * The series' part of retention: of these series (whose occurrences the events' purge deleted), those left with no
   * occurrence are deleted, with their notices. Answers how many.
   */
  async deleteEmptySeries(seriesIds: readonly string[]): Promise<number> {
    if (seriesIds.length === 0) return 0;
    const held = await seriesWithOccurrences(this.db.manager, seriesIds);
    const [, deleted]: [unknown, number] = await this.db.query(
      `DELETE FROM "event_series" WHERE "id" = ANY($1::uuid[]) AND NOT ("id" = ANY($2::uuid[]))`,
      [seriesIds, held],
    );
    return deleted;
  }

  private async seriesOf(db: Pick<EntityManager, 'query'>, eventId: string): Promise<SeriesRow | null> {
    const place = await eventSeriesPlace(db, eventId);
    return place ? this.seriesById(place.seriesId, db) : null;
  }

  private async seriesById(id: string, db: Pick<EntityManager, 'query'> = this.db.manager): Promise<SeriesRow | null> {
    const rows = await db.query<SeriesRow[]>(`SELECT * FROM "event_series" WHERE "id" = $1`, [id]);
    return rows[0] ?? null;
  }
}
