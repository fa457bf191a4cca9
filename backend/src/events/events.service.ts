import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { requireAccount } from '../auth/require-account';
import { newEntityId } from '../idempotency/idempotency-context';
import { isUuid } from '../common/uuid';
import { loaded } from '../common/loaded';
import {
  type EventData,
  type EventDetail,
  type EventSummary,
  type PublicEvent,
  type EventBase,
} from '../contracts/event.contract';
import { type DishView } from '../contracts/dish.contract';
import { type User, displayName } from '../contracts/user.rules';
import { eventDishes, type DishWithContributor } from '../dishes/dishes.queries';
import { DomainEventsService } from '../domain-events/domain-events.service';
import { eventRsvps, type RsvpWithUser } from '../rsvps/rsvps.queries';
import { lockEventForPlaces, promoteWaitlist } from '../rsvps/waitlist';
import type { DishSlots } from '../contracts/planning.rules';
import { dishFlagLabels } from '../contracts/dish.rules';
import { toCsv } from './csv';
import { removedUserIds } from './event-removals';
import {
  assertEventAccess,
  assertNotRemoved,
  eventNotFound,
  mayAccess,
  type EventAccess,
  type EventGrant,
} from './event-access';
import { EventEntity } from './event.entity';
import {
  roleOf,
  toCalendarFacts,
  toEventDetail,
  toEventSummary,
  toPublicEvent,
  waitlistPositions,
  type CalendarEventFacts,
  type EventSummaryRow,
  type EventWithHost,
} from './events.mapper';
import { toRsvpView } from '../rsvps/rsvps.mapper';

export type { CalendarEventFacts, EventWithHost } from './events.mapper';
import { BoundedMap } from '../common/bounded-map';
import { toDishView } from '../dishes/dishes.mapper';
import { VersionsService, versionInTransaction } from '../versions/versions.service';

/** Events whose current snapshot stays in memory (each holds its RSVPs and dishes). */
const SNAPSHOT_CACHE_EVENTS = 500;

/** One event as of one version: what every read of that version is built from. Never mutated. */
export interface EventSnapshot {
  version: number;
  event: EventWithHost;
  /** Newest answer first. */
  rsvps: RsvpWithUser[];
  /** Oldest first. */
  dishes: DishWithContributor[];
  /** People removed from the event (refused everything until let back in). */
  removed: ReadonlySet<string>;
  /** Views computed once per version (insights, suggestions, public view, dish list). */
  derived: Map<string, unknown>;
}

/**
 * The people of an event (its host and everyone who answered) whose role allows `level`, by the access policy: for
 * 'manage', the host and co-hosts.
 */
export function peopleWhoMay(snapshot: EventSnapshot, level: EventAccess): string[] {
  const { hostId } = snapshot.event;
  const people = [hostId, ...snapshot.rsvps.filter((r) => r.userId !== hostId).map((r) => r.userId)];
  const coHosts = new Set(snapshot.rsvps.filter((r) => r.coHost).map((r) => r.userId));
  return people.filter((userId) => mayAccess(roleOf(hostId, userId, coHosts.has(userId)), level));
}

/** A view of a snapshot computed once per version, whoever asks first. */
export function derived<T>(snapshot: EventSnapshot, key: string, compute: () => T): T {
  if (snapshot.derived.has(key)) return snapshot.derived.get(key) as T;
  const value = compute();
  snapshot.derived.set(key, value);
  return value;
}

/** The event's fields and counts, the same for every viewer (live messages carry them). */
export function eventBaseOf(snapshot: EventSnapshot): EventBase {
  const {
    role: _role,
    host: _host,
    rsvps: _rsvps,
    dishes: _dishes,
    ...base
  } = detailOf(snapshot, snapshot.event.hostId);
  return base;
}

/**
 * The host's view and the guests' shared view are built once per version; a guest's own RSVP (the only personal
 * data a guest may see) is put into the shared view per request, so no viewer ever gets another's details.
 */
function detailOf(snapshot: EventSnapshot, userId: string): EventDetail {
  const { event, rsvps, dishes } = snapshot;
  if (roleOf(event.hostId, userId) === 'host') {
    return derived(snapshot, 'detail:host', () => ({
      ...toEventDetail(event, rsvps, dishes, userId),
      version: snapshot.version,
    }));
  }
  const shared = derived(snapshot, 'detail:guest', () => ({
    ...toEventDetail(event, rsvps, dishes, ''),
    version: snapshot.version,
  }));
  const mine = rsvps.find((r) => r.userId === userId);
  if (!mine) return shared;
  // Co-hosts see what the host sees (and are few): their view is built per request.
  if (mine.coHost) return { ...toEventDetail(event, rsvps, dishes, userId), version: snapshot.version };
  const own = toRsvpView(mine, true, waitlistPositions(rsvps).get(userId) ?? null, userId);
  const listed = shared.rsvps.some((r) => r.userId === userId);
  return { ...shared, rsvps: listed ? shared.rsvps.map((r) => (r.userId === userId ? own : r)) : [own] };
}

type Membership = 'hosted_or_rsvped' | 'rsvped';

/**
 * Every list item in one query: the counts (attending RSVPs only) and the caller's own RSVP and first dish come
 * from lateral subqueries, so the cost does not grow with one query per event. $1 is the caller's id.
 */
const summarySql = (membership: Membership) => `
  SELECT e."id", e."name", e."description", e."theme", e."date", e."location", e."hostId", e."imageUrl",
         e."allowNonVegetarian", e."allowVegetarian", e."allowVegan", e."dietaryNote", e."timeZone", e."remindersEnabled", e."createdAt", e."updatedAt",
         e."dishSlots", e."capacity", dc."byCategory" AS "categoryCounts", gc."waiting" AS "waitlistCount",
         e."version"::int AS "version",
         dc."total" AS "totalDishCount", gc."adults" AS "confirmedAdultCount", gc."kids" AS "confirmedKidCount",
         my."status" AS "myRsvpStatus", my."coHost" AS "myCoHost",
         (SELECT COUNT(*)::int FROM "rsvps" w WHERE w."eventId" = e."id" AND my."waitlistedAt" IS NOT NULL
             AND (w."waitlistedAt", w."id") <= (my."waitlistedAt", my."id")) AS "myWaitlistPosition",
         md."id" AS "myDishId", md."name" AS "myDishName", md."isVegan" AS "myDishIsVegan", md."isVegetarian" AS "myDishIsVegetarian"
    FROM "events" e
    LEFT JOIN "rsvps" my ON my."eventId" = e."id" AND my."userId" = $1
    CROSS JOIN LATERAL (
      SELECT COALESCE(SUM(r."adultCount") FILTER (WHERE r."waitlistedAt" IS NULL), 0)::int AS "adults",
             COALESCE(SUM(r."kidCount") FILTER (WHERE r."waitlistedAt" IS NULL), 0)::int AS "kids",
             COALESCE(SUM(r."adultCount" + r."kidCount") FILTER (WHERE r."waitlistedAt" IS NOT NULL), 0)::int AS "waiting"
        FROM "rsvps" r WHERE r."eventId" = e."id" AND r."status" = 'attending'
    ) gc
    CROSS JOIN LATERAL (
      SELECT COALESCE(SUM(c."n"), 0)::int AS "total", COALESCE(jsonb_object_agg(c."category", c."n"), '{}') AS "byCategory"
        FROM (SELECT d."category", COUNT(*)::int AS "n" FROM "dishes" d WHERE d."eventId" = e."id" GROUP BY d."category") c
    ) dc
    LEFT JOIN LATERAL (
      SELECT d."id", d."name", d."isVegan", d."isVegetarian" FROM "dishes" d
       WHERE d."eventId" = e."id" AND d."contributorId" = $1
       ORDER BY d."createdAt", d."id" LIMIT 1
    ) md ON TRUE
   WHERE ${membership === 'rsvped' ? 'my."id" IS NOT NULL' : '(e."hostId" = $1 OR my."id" IS NOT NULL)'}
   ORDER BY e."date", e."id"`;

@Injectable()
export class EventsService {
  constructor(
    @InjectRepository(EventEntity) private readonly events: Repository<EventEntity>,
    private readonly domainEvents: DomainEventsService,
    private readonly versions: VersionsService,
  ) {}

  /** The latest snapshot per event (older versions are never read again). */
  private readonly snapshots = new BoundedMap<string, { version: number; snapshot: Promise<EventSnapshot | null> }>(
    SNAPSHOT_CACHE_EVENTS,
  );

  /**
   * The access policy's one entry point for everything but the cached event reads (`requireSnapshot`): the event
   * when the caller may do `level` to it (see event-access.ts), the same 404 for unknown, malformed and unreadable
   * ids, 403 for a reader who may not do more. Other modules get the event's facts, never the entity.
   */
  async requireEvent(user: User, eventId: string, level: EventAccess): Promise<EventGrant> {
    return this.requireEventRow(user, eventId, level);
  }

  /** requireEvent with the row itself, for this module's own changes. */
  private async requireEventRow(
    user: User,
    eventId: string,
    level: EventAccess,
  ): Promise<{ event: EventEntity; role: EventGrant['role'] }> {
    if (!isUuid(eventId)) throw eventNotFound();
    // One statement: the event, whether the caller is one of its co-hosts (a flag on their RSVP) and whether the
    // caller was removed from it.
    const { entities, raw } = await this.events
      .createQueryBuilder('e')
      .addSelect(
        `EXISTS (SELECT 1 FROM "rsvps" r WHERE r."eventId" = e."id" AND r."userId" = :userId AND r."coHost")`,
        'callerCoHost',
      )
      .addSelect(
        `EXISTS (SELECT 1 FROM "event_removals" x WHERE x."eventId" = e."id" AND x."userId" = :userId)`,
        'callerRemoved',
      )
      .where('e.id = :eventId', { eventId, userId: user.id })
      .getRawAndEntities<{ callerCoHost: boolean; callerRemoved: boolean }>();
    const event = entities[0];
    if (!event) throw eventNotFound();
    assertNotRemoved(raw[0]?.callerRemoved === true);
    const role = roleOf(event.hostId, user.id, raw[0]?.callerCoHost === true);
    assertEventAccess(role, level);
    return { event, role };
  }

  /**
   * The event as of its current version (shared, cached) when the caller may do `level` to it: the same policy as
   * requireEvent, with the caller's role read from the snapshot's RSVPs instead of another statement.
   */
  async requireSnapshot(user: User, eventId: string, level: EventAccess): Promise<EventSnapshot> {
    const snapshot = isUuid(eventId) ? await this.snapshot(eventId) : null;
    if (!snapshot) throw eventNotFound();
    assertNotRemoved(snapshot.removed.has(user.id));
    const coHost = snapshot.rsvps.some((r) => r.userId === user.id && r.coHost);
    assertEventAccess(roleOf(snapshot.event.hostId, user.id, coHost), level);
    return snapshot;
  }

  /** Events the caller hosts or has an RSVP for (a stranger's event never appears). */
  async list(user: User): Promise<EventSummary[]> {
    return this.summaries(user, 'hosted_or_rsvped');
  }

  /** Ids of the events `list` shows the user: hosted or answered. */
  async listedEventIds(userId: string): Promise<string[]> {
    const rows: { id: string }[] = await this.events.query(
      `SELECT "id" FROM "events" WHERE "hostId" = $1
       UNION
       SELECT "eventId" AS "id" FROM "rsvps" WHERE "userId" = $1`,
      [userId],
    );
    return rows.map((r) => r.id);
  }

  /** The users whose `list` shows this event: its host and everyone with an RSVP. */
  async listingUserIds(eventId: string): Promise<string[]> {
    const rows: { userId: string }[] = await this.events.query(
      `SELECT "hostId" AS "userId" FROM "events" WHERE "id" = $1
       UNION
       SELECT "userId" FROM "rsvps" WHERE "eventId" = $1`,
      [eventId],
    );
    return rows.map((r) => r.userId);
  }

  /** My RSVPs: events the caller has an RSVP for, whatever its status. */
  async listRsvped(user: User): Promise<EventSummary[]> {
    return this.summaries(user, 'rsvped');
  }

  async detail(user: User, eventId: string): Promise<EventDetail> {
    const snapshot = await this.requireSnapshot(user, eventId, 'read');
    return detailOf(snapshot, user.id);
  }

  /** The join page's view, readable without signing in (the id is the invite code). */
  async publicView(eventId: string): Promise<PublicEvent> {
    const snapshot = isUuid(eventId) ? await this.snapshot(eventId) : null;
    if (!snapshot) throw eventNotFound();
    const taken = snapshot.rsvps
      .filter((r) => r.status === 'attending' && r.waitlistedAt === null)
      .reduce((n, r) => n + r.adultCount + r.kidCount, 0);
    return derived(snapshot, 'public', () => toPublicEvent(snapshot.event, snapshot.dishes, taken));
  }

  /** The event's dishes, oldest first, for anyone who can read the event. */
  async dishViews(user: User, eventId: string): Promise<DishView[]> {
    const snapshot = await this.requireSnapshot(user, eventId, 'read');
    return derived(snapshot, 'dishes', () => snapshot.dishes.map(toDishView));
  }

  /**
   * The event with its host, RSVPs and dishes, loaded once per event version and shared by every reader of that
   * version (detail, dishes, public view, insights, live messages); null when there is no such event. The version
   * is read first, so the rows are at least that new.
   */
  async snapshot(eventId: string): Promise<EventSnapshot | null> {
    const version = await this.versions.eventVersion(eventId);
    if (version === null) return null;
    const cached = this.snapshots.get(eventId);
    if (cached?.version === version) return cached.snapshot;
    const snapshot = this.loadSnapshot(eventId, version);
    this.snapshots.set(eventId, { version, snapshot });
    snapshot.catch(() => {
      if (this.snapshots.peek(eventId)?.snapshot === snapshot) this.snapshots.delete(eventId);
    });
    return snapshot;
  }

  private async loadSnapshot(eventId: string, version: number): Promise<EventSnapshot | null> {
    const [event, rsvps, dishes, removed] = await Promise.all([
      this.events.findOne({ where: { id: eventId }, relations: { host: true } }),
      eventRsvps(this.events.manager, eventId, 'newest'),
      eventDishes(this.events.manager, eventId),
      removedUserIds(this.events.manager, eventId),
    ]);
    if (!event) return null;
    return { version, event: loaded(event, 'host'), rsvps, dishes, removed: new Set(removed), derived: new Map() };
  }

  /** The host is always the caller: a hostId in the body is ignored. */
  async create(user: User, data: EventData): Promise<EventDetail> {
    requireAccount(user);
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
    this.versions.forgetList(user.id);
    return this.loadDetail(event, user.id);
  }

  /**
   * A raised (or removed) capacity gives the new places to the waitlist, first in, first out, in the same
   * transaction. A lowered capacity takes no one's place: only later Going answers wait.
   */
  async update(user: User, eventId: string, data: EventData): Promise<EventDetail> {
    const { event } = await this.requireEventRow(user, eventId, 'manage');
    const { promoted, seq } = await this.events.manager.transaction(async (tx) => {
      if ((await lockEventForPlaces(tx, event.id)) === undefined) throw eventNotFound();
      await tx.getRepository(EventEntity).update(
        { id: event.id },
        {
          ...this.writableFields(data),
          timeZone: data.timeZone ?? event.timeZone,
          remindersEnabled: data.remindersEnabled ?? event.remindersEnabled,
          calendarSequence: () => '"calendarSequence" + 1',
        },
      );
      const capacity = data.capacity === undefined ? event.capacity : data.capacity;
      const promotedIds = await promoteWaitlist(tx, event.id, capacity);
      return { promoted: promotedIds, seq: await versionInTransaction(tx, event.id) };
    });
    this.domainEvents.publish({ type: 'event_updated', eventId: event.id, seq });
    for (const userId of promoted) this.domainEvents.publish({ type: 'rsvp_promoted', eventId: event.id, userId, seq });
    return this.loadDetail(event, user.id);
  }

  /** What a calendar file needs of one event the caller may read. */
  async calendarFacts(user: User, eventId: string): Promise<CalendarEventFacts> {
    const { event } = await this.requireEventRow(user, eventId, 'read');
    return toCalendarFacts(event);
  }

  /** Events a user hosts or is going to, for their private calendar feed. */
  async calendarFeedFacts(userId: string): Promise<CalendarEventFacts[]> {
    const rows: EventEntity[] = await this.events.query(
      `SELECT e.* FROM "events" e
        WHERE e."hostId" = $1
           OR EXISTS (SELECT 1 FROM "rsvps" r WHERE r."eventId" = e."id" AND r."userId" = $1 AND r."status" = 'attending')
        ORDER BY e."date", e."id"`,
      [userId],
    );
    return rows.map(toCalendarFacts);
  }

  /** RSVPs, dishes and invitations go with the event (ON DELETE CASCADE). Only the host, not co-hosts. */
  async remove(user: User, eventId: string): Promise<void> {
    const { event } = await this.requireEvent(user, eventId, 'own');
    await this.events.delete({ id: event.id });
    this.domainEvents.publish({ type: 'event_deleted', eventId: event.id });
  }

  /**
   * Guests and dishes as one CSV for the host and co-hosts: a "Guest" row per answer (waitlisted ones with their
   * place), then a "Dish" row per dish.
   */
  async exportCsv(user: User, eventId: string): Promise<{ filename: string; csv: string }> {
    const { event } = await this.requireEvent(user, eventId, 'manage');
    const [rsvps, dishes] = await Promise.all([
      eventRsvps(this.events.manager, eventId, 'oldest'),
      eventDishes(this.events.manager, eventId),
    ]);
    const positions = waitlistPositions(rsvps);
    const status = { attending: 'Going', maybe: 'Maybe', not_attending: 'Not Going' } as const;
    const rows: (string | number | null)[][] = [
      [
        'Type',
        'Name',
        'E-mail',
        'Status',
        'Adults',
        'Kids',
        'Dietary restrictions',
        'Dish',
        'Category',
        'Serves',
        'Dietary',
      ],
      ...rsvps.map((r) => {
        const place = positions.get(r.userId);
        return [
          r.coHost ? 'Guest (co-host)' : 'Guest',
          displayName(r.user),
          r.user.email,
          place ? `Waitlist #${place}` : status[r.status],
          r.adultCount,
          r.kidCount,
          r.dietaryRestrictions,
          null,
          null,
          null,
          null,
        ];
      }),
      ...dishes.map((d) => [
        'Dish',
        displayName(d.contributor),
        null,
        null,
        null,
        null,
        null,
        d.name,
        CATEGORY_LABELS[d.category],
        d.servingSize,
        dishFlagLabels(d).join(' '),
      ]),
    ];
    const slug =
      event.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 60) || 'potluck';
    return { filename: `${slug}.csv`, csv: toCsv(rows) };
  }

  private async summaries(user: User, membership: Membership): Promise<EventSummary[]> {
    const rows: EventSummaryRow[] = await this.events.query(summarySql(membership), [user.id]);
    return rows.map((row) => toEventSummary(row, user.id));
  }

  private async loadDetail(event: EventEntity, userId: string): Promise<EventDetail> {
    const snapshot = await this.snapshot(event.id);
    if (!snapshot) throw eventNotFound();
    return detailOf(snapshot, userId);
  }

  // imageUrl is not written: the form's photo block has no upload, and an unchecked URL would be shown to guests.
  private writableFields(d: EventData) {
    return {
      name: d.name,
      description: d.description,
      theme: d.theme,
      date: new Date(d.date),
      location: d.location,
      allowNonVegetarian: d.allowNonVegetarian,
      allowVegetarian: d.allowVegetarian,
      allowVegan: d.allowVegan,
      dietaryNote: d.dietaryNote,
      showGuestList: d.showGuestList,
      ...(d.dishSlots === undefined ? {} : { dishSlots: d.dishSlots === null ? null : compactSlots(d.dishSlots) }),
      ...(d.capacity === undefined ? {} : { capacity: d.capacity }),
    };
  }
}

/** Slots left empty are dropped; no slot at all is stored as null. */
function compactSlots(slots: DishSlots): DishSlots | null {
  const entries = Object.entries(slots).filter(([, n]) => typeof n === 'number');
  return entries.length === 0 ? null : Object.fromEntries(entries);
}

const CATEGORY_LABELS = {
  appetizer: 'Appetizer',
  main_dish: 'Main dish',
  side_dish: 'Side dish',
  dessert: 'Dessert',
  soft_drinks: 'Soft drinks',
  alcohol: 'Alcohol',
  cutlery: 'Cutlery & supplies',
} as const;
