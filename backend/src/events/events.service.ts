import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { requireAccount } from '../auth/require-account';
import { newEntityId } from '../platform/idempotency/idempotency-context';
import { AppException } from '../platform/common/app-exception';
import type { EventData, EventDetail, EventSummary, PublicEvent } from '../contracts/event.contract';
import type { DishView } from '../contracts/dish.contract';
import { DISH_NOTE_FLAGS } from '../contracts/dish.rules';
import type { User } from '../contracts/user.rules';
import type { DishSlots } from '../contracts/planning.rules';
import { DomainEventsService } from '../platform/domain-events/domain-events.service';
import { promoteWaitlist } from '../rsvps/waitlist';
import { VersionsService, versionInTransaction } from '../platform/versions/versions.service';
import { insertDateOptions } from '../date-polls/date-poll.queries';
import { eventNotFound } from './event-access';
import { CreationPolicyService } from '../creation-policy/creation-policy.service';
import { lockEventForPlaces } from './events.queries';
import { Clock } from '../platform/clock/clock';
import { REMOVED_FROM } from './event-removals';
import { EventAccessService } from './event-access.service';
import { derived, detailOf, dishViewsFor, guestPageOf } from './event-snapshot';
import type { GuestPage } from '../contracts/rsvp.contract';
import { EventEntity } from './event.entity';
import { toEventSummary, toPublicEvent, type EventSummaryRow } from './events.mapper';
import { serverText } from '../i18n/server-text';

type Membership = 'hosted_or_rsvped' | 'rsvped';

/** A series' guest invited to this occurrence (and not removed from it) has it in their list, as if they had answered. */
const SERIES_INVITED = `EXISTS (SELECT 1 FROM "series_notices" sn WHERE sn."eventId" = e."id" AND sn."userId" = $1
    AND sn."kind" = 'invite' AND NOT ${REMOVED_FROM('e."id"', '$1')})`;

/**
 * The events row `e` is not taken down by an operator: neither hidden nor hosted by a blocked account. Every list or
 * page that names events to someone other than an operator leaves such events out, as if deleted.
 */
export const SHOWN = `e."hiddenAt" IS NULL AND NOT EXISTS (SELECT 1 FROM "users" h WHERE h."id" = e."hostId" AND h."blockedAt" IS NOT NULL)`;

/**
 * Every list item in one query and one pass over each table: the caller's events first (`listed`, with their own
 * RSVP), then the RSVPs and dishes of all of them at once, grouped by event (the counts of attending RSVPs, the
 * caller's place on the waitlist, the dishes by category, the caller's first dish), joined back. No subquery runs
 * once per event. $1 is the caller's id.
 */
const summarySql = (membership: Membership) => `
  WITH "listed" AS (
    SELECT e."id", e."name", e."description", e."theme", e."date", e."location", e."hostId", e."imageUrl",
           e."allowNonVegetarian", e."allowVegetarian", e."allowVegan", e."dietaryNote", e."timeZone",
           e."remindersEnabled", e."createdAt", e."updatedAt", e."dishSlots", e."capacity", e."answersCloseAt", e."questions", e."version",
           my."id" AS "myId", my."status" AS "myRsvpStatus", my."coHost" AS "myCoHost", my."waitlistedAt" AS "myWaitlistedAt"
      FROM "events" e
      LEFT JOIN "rsvps" my ON my."eventId" = e."id" AND my."userId" = $1
     WHERE ${membership === 'rsvped' ? 'my."id" IS NOT NULL' : `(e."hostId" = $1 OR my."id" IS NOT NULL OR ${SERIES_INVITED})`}
       AND ${SHOWN}
  ), "guests" AS (
    SELECT r."eventId",
           COALESCE(SUM(r."adultCount") FILTER (WHERE r."status" = 'attending' AND r."waitlistedAt" IS NULL), 0)::int AS "adults",
           COALESCE(SUM(r."kidCount") FILTER (WHERE r."status" = 'attending' AND r."waitlistedAt" IS NULL), 0)::int AS "kids",
           COALESCE(SUM(r."adultCount" + r."kidCount") FILTER (WHERE r."status" = 'attending' AND r."waitlistedAt" IS NOT NULL), 0)::int AS "waiting",
           COUNT(*) FILTER (WHERE l."myWaitlistedAt" IS NOT NULL
             AND (r."waitlistedAt", r."id") <= (l."myWaitlistedAt", l."myId"))::int AS "myWaitlistPosition"
      FROM "rsvps" r JOIN "listed" l ON l."id" = r."eventId"
     GROUP BY r."eventId"
  ), "dish_counts" AS (
    SELECT c."eventId", SUM(c."n")::int AS "total", jsonb_object_agg(c."category", c."n") AS "byCategory"
      FROM (SELECT d."eventId", d."category", COUNT(*)::int AS "n"
              FROM "dishes" d JOIN "listed" l ON l."id" = d."eventId"
             WHERE d."offeredAt" IS NULL
             GROUP BY d."eventId", d."category") c
     GROUP BY c."eventId"
  ), "my_dish" AS (
    SELECT DISTINCT ON (d."eventId") d."eventId", d."id", d."name", ${DISH_NOTE_FLAGS.map((f) => `d."${f}"`).join(', ')}
      FROM "dishes" d JOIN "listed" l ON l."id" = d."eventId"
     WHERE d."contributorId" = $1
     ORDER BY d."eventId", d."createdAt", d."id"
  )
  SELECT e."id", e."name", e."description", e."theme", e."date", e."location", e."hostId", e."imageUrl",
         e."allowNonVegetarian", e."allowVegetarian", e."allowVegan", e."dietaryNote", e."timeZone", e."remindersEnabled", e."createdAt", e."updatedAt",
         e."dishSlots", e."capacity", e."answersCloseAt", e."questions", COALESCE(dc."byCategory", '{}') AS "categoryCounts", COALESCE(g."waiting", 0) AS "waitlistCount",
         e."version"::int AS "version",
         COALESCE(dc."total", 0) AS "totalDishCount", COALESCE(g."adults", 0) AS "confirmedAdultCount",
         COALESCE(g."kids", 0) AS "confirmedKidCount",
         e."myRsvpStatus", e."myCoHost", COALESCE(g."myWaitlistPosition", 0) AS "myWaitlistPosition",
         md."id" AS "myDishId", md."name" AS "myDishName", ${DISH_NOTE_FLAGS.map((f) => `md."${f}" AS "myDish.${f}"`).join(', ')}
    FROM "listed" e
    LEFT JOIN "guests" g ON g."eventId" = e."id"
    LEFT JOIN "dish_counts" dc ON dc."eventId" = e."id"
    LEFT JOIN "my_dish" md ON md."eventId" = e."id"
   ORDER BY e."date", e."id"`;

/** Events: their creation, changes and removal, the lists they appear in, and the views of one event. */
@Injectable()
export class EventsService {
  constructor(
    @InjectRepository(EventEntity) private readonly events: Repository<EventEntity>,
    private readonly access: EventAccessService,
    private readonly domainEvents: DomainEventsService,
    private readonly versions: VersionsService,
    private readonly creationPolicy: CreationPolicyService,
    private readonly clock: Clock,
  ) {}

  /** Events the caller hosts, has an RSVP for or was invited to as a series' guest (a stranger's event never appears). */
  async list(user: User): Promise<EventSummary[]> {
    return this.summaries(user, 'hosted_or_rsvped');
  }

  /** Of these events, those not taken down (SHOWN), soonest first: id, name and date. */
  shownByDate(eventIds: readonly string[]): Promise<{ id: string; name: string; date: Date | null }[]> {
    return this.events.query(
      `SELECT e."id", e."name", e."date" FROM "events" e
        WHERE e."id" = ANY($1::uuid[]) AND ${SHOWN}
        ORDER BY e."date", e."id"`,
      [eventIds],
    );
  }

  /** Ids of the events `list` shows the user: hosted or answered. */
  async listedEventIds(userId: string): Promise<string[]> {
    const rows: { id: string }[] = await this.events.query(
      `SELECT "id" FROM "events" WHERE "hostId" = $1
       UNION
       SELECT "eventId" AS "id" FROM "rsvps" WHERE "userId" = $1
       UNION
       SELECT "eventId" AS "id" FROM "series_notices" WHERE "userId" = $1 AND "kind" = 'invite' AND "eventId" IS NOT NULL`,
      [userId],
    );
    return rows.map((r) => r.id);
  }

  /** The users whose `list` shows this event: its host and everyone with an RSVP. */
  async listingUserIds(eventId: string): Promise<string[]> {
    const rows: { userId: string }[] = await this.events.query(
      `SELECT "hostId" AS "userId" FROM "events" WHERE "id" = $1
       UNION
       SELECT "userId" FROM "rsvps" WHERE "eventId" = $1
       UNION
       SELECT "userId" FROM "series_notices" WHERE "eventId" = $1 AND "kind" = 'invite'`,
      [eventId],
    );
    return rows.map((r) => r.userId);
  }

  /** My RSVPs: events the caller has an RSVP for, whatever its status. */
  async listRsvped(user: User): Promise<EventSummary[]> {
    return this.summaries(user, 'rsvped');
  }

  async detail(user: User, eventId: string): Promise<EventDetail> {
    const snapshot = await this.access.requireSnapshot(user, eventId, 'read');
    return detailOf(snapshot, user.id);
  }

  /** A page of the guest list, as the caller's view of the event lists it. */
  async guestPage(user: User, eventId: string, offset: number): Promise<GuestPage> {
    const snapshot = await this.access.requireSnapshot(user, eventId, 'read');
    return guestPageOf(snapshot, user.id, offset);
  }

  /** The join page's view, readable without signing in (the id is the invite code). */
  async publicView(eventId: string): Promise<PublicEvent> {
    // Nobody's view: an event an operator took down is missing here, for operators too.
    const snapshot = await this.access.requireVisible(null, eventId);
    const taken = snapshot.rsvps
      .filter((r) => r.status === 'attending' && r.waitlistedAt === null)
      .reduce((n, r) => n + r.adultCount + r.kidCount, 0);
    return derived(snapshot, 'public', () =>
      toPublicEvent(snapshot.event, snapshot.rsvps, snapshot.dishes, snapshot.jobs, taken),
    );
  }

  /** The event's dishes, oldest first, for anyone who can read the event. */
  async dishViews(user: User, eventId: string): Promise<DishView[]> {
    const snapshot = await this.access.requireSnapshot(user, eventId, 'read');
    return dishViewsFor(snapshot, user.id);
  }

  /** The host is always the caller: a hostId in the body is ignored. */
  async create(user: User, data: EventData): Promise<EventDetail> {
    requireAccount(user);
    await this.creationPolicy.assertMayCreate(user);
    if (!data.date && !data.dateOptions) throw dateRequired();
    // The id comes from the Idempotency-Key when there is one: a create that runs again finds (and saves over) its row.
    const event = await this.events.save(
      this.events.create({
        id: newEntityId('event'),
        ...this.writableFields(data),
        timeZone: data.timeZone ?? 'UTC',
        remindersEnabled: data.remindersEnabled ?? true,
        hostId: user.id,
      }),
    );
    if (!data.date && data.dateOptions) await insertDateOptions(this.events.manager, event.id, data.dateOptions);
    this.versions.forgetList(user.id);
    return this.loadDetail(event, user.id);
  }

  /**
   * A raised (or removed) capacity gives the new places to the waitlist, first in, first out, in the same
   * transaction. A lowered capacity takes no one's place: only later Going answers wait.
   */
  async update(user: User, eventId: string, data: EventData): Promise<EventDetail> {
    const { event } = await this.access.requireEventRow(user, eventId, 'manage');
    // Date options are offered only when creating; an event that has its date keeps needing one.
    if (!data.date && event.date !== null) throw dateRequired();
    const { promoted, seq } = await this.events.manager.transaction(async (tx) => {
      const places = await lockEventForPlaces(tx, event.id);
      if (places === undefined) throw eventNotFound();
      await tx.getRepository(EventEntity).update(
        { id: event.id },
        {
          ...this.writableFields(data),
          timeZone: data.timeZone ?? event.timeZone,
          remindersEnabled: data.remindersEnabled ?? event.remindersEnabled,
          calendarSequence: () => '"calendarSequence" + 1',
        },
      );
      const promotedIds = await promoteWaitlist(
        tx,
        event.id,
        {
          capacity: data.capacity === undefined ? places.capacity : data.capacity,
          answersCloseAt: data.answersCloseAt === undefined ? places.answersCloseAt : dateOrNull(data.answersCloseAt),
        },
        this.clock.now(),
      );
      return { promoted: promotedIds, seq: await versionInTransaction(tx, event.id) };
    });
    this.domainEvents.publish({ type: 'event_updated', eventId: event.id, seq });
    for (const userId of promoted) this.domainEvents.publish({ type: 'rsvp_promoted', eventId: event.id, userId, seq });
    return this.loadDetail(event, user.id);
  }

  /** RSVPs, dishes and invitations go with the event (ON DELETE CASCADE). Only the host, not co-hosts. */
  async remove(user: User, eventId: string): Promise<void> {
    const { event } = await this.access.requireEvent(user, eventId, 'own');
    await this.events.delete({ id: event.id });
    this.domainEvents.publish({ type: 'event_deleted', eventId: event.id });
  }

  private async summaries(user: User, membership: Membership): Promise<EventSummary[]> {
    const rows: EventSummaryRow[] = await this.events.query(summarySql(membership), [user.id]);
    return rows.map((row) => toEventSummary(row, user.id));
  }

  private async loadDetail(event: EventEntity, userId: string): Promise<EventDetail> {
    const snapshot = await this.access.snapshot(event.id);
    if (!snapshot) throw eventNotFound();
    return detailOf(snapshot, userId);
  }

  // imageUrl is not written: the form's photo block has no upload, and an unchecked URL would be shown to guests.
  private writableFields(d: EventData) {
    return {
      name: d.name,
      description: d.description,
      theme: d.theme,
      // An event being polled keeps no date until the host picks one (see the date-polls module).
      date: d.date ? new Date(d.date) : null,
      location: d.location,
      allowNonVegetarian: d.allowNonVegetarian,
      allowVegetarian: d.allowVegetarian,
      allowVegan: d.allowVegan,
      dietaryNote: d.dietaryNote,
      showGuestList: d.showGuestList,
      ...(d.dishSlots === undefined ? {} : { dishSlots: d.dishSlots === null ? null : compactSlots(d.dishSlots) }),
      ...(d.capacity === undefined ? {} : { capacity: d.capacity }),
      ...(d.answersCloseAt === undefined ? {} : { answersCloseAt: dateOrNull(d.answersCloseAt) }),
      // A new question gets its id here; a kept one keeps it, so the answers given to it stay with it.
      ...(d.questions === undefined
        ? {}
        : { questions: (d.questions ?? []).map((q) => ({ ...q, id: q.id ?? randomUUID() })) }),
    };
  }
}

const dateRequired = () =>
  AppException.badRequest(serverText('validation.event.dateRequired'), 'VALIDATION_FAILED', {
    date: [serverText('validation.event.dateRequired')],
  });

/** Slots left empty are dropped; no slot at all is stored as null. */
function compactSlots(slots: DishSlots): DishSlots | null {
  const entries = Object.entries(slots).filter(([, n]) => typeof n === 'number');
  return entries.length === 0 ? null : Object.fromEntries(entries);
}

const dateOrNull = (instant: string | null) => (instant === null ? null : new Date(instant));
