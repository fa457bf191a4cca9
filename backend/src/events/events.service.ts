import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AppException } from '../common/app-exception';
import { newEntityId } from '../idempotency/idempotency-context';
import { isUuid } from '../common/uuid';
import {
  type EventData,
  type EventDetail,
  type EventSummary,
  type PublicEvent,
  type EventBase,
} from '../contracts/event.contract';
import { type DishView } from '../contracts/dish.contract';
import { type User, displayName } from '../contracts/user.contract';
// eslint-disable-next-line import-x/no-restricted-paths -- event reads count RSVPs and dishes in SQL; moves to their modules with table ownership
import { DishEntity } from '../dishes/dish.entity';
import { DomainEventsService } from '../domain-events/domain-events.service';
// eslint-disable-next-line import-x/no-restricted-paths -- event reads count RSVPs and dishes in SQL; moves to their modules with table ownership
import { RsvpEntity } from '../rsvps/rsvp.entity';
// eslint-disable-next-line import-x/no-restricted-paths -- event reads count RSVPs and dishes in SQL; moves to their modules with table ownership
import type { UserEntity } from '../users/user.entity';
import { lockEventForPlaces, promoteWaitlist } from '../rsvps/waitlist';
import type { DishSlots } from '../contracts/planning.contract';
import { toCsv } from './csv';
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
} from './events.mapper';

export type { CalendarEventFacts } from './events.mapper';
import { BoundedMap } from '../common/bounded-map';
import { toDishView } from '../dishes/dishes.mapper';
import { VersionsService, versionInTransaction } from '../versions/versions.service';

/** Events whose current snapshot stays in memory (each holds its RSVPs and dishes). */
const SNAPSHOT_CACHE_EVENTS = 500;

/** Counter for the benchmark's "statements per request". */
export const snapshotLoads = { count: 0 };

/** One event as of one version: what every read of that version is built from. Never mutated. */
export interface EventSnapshot {
  version: number;
  event: EventEntity & { host: UserEntity };
  /** Newest answer first. */
  rsvps: (RsvpEntity & { user: UserEntity })[];
  /** Oldest first. */
  dishes: (DishEntity & { contributor: UserEntity })[];
  /** Views computed once per version (insights, suggestions, public view, dish list). */
  derived: Map<string, unknown>;
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

/** What a viewer sees depends on the version and their role only, so the view is built once per role and version. */
function detailOf(snapshot: EventSnapshot, userId: string): EventDetail {
  const role = roleOf(snapshot.event.hostId, userId);
  return derived(snapshot, `detail:${role}`, () => ({
    ...toEventDetail(snapshot.event, snapshot.rsvps, snapshot.dishes, userId),
    version: snapshot.version,
  }));
}

export const eventNotFound = () => AppException.notFound('Event not found', 'EVENT_NOT_FOUND');

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
    @InjectRepository(RsvpEntity) private readonly rsvps: Repository<RsvpEntity>,
    @InjectRepository(DishEntity) private readonly dishes: Repository<DishEntity>,
    private readonly domainEvents: DomainEventsService,
    private readonly versions: VersionsService,
  ) {}

  /** The latest snapshot per event (older versions are never read again). */
  private readonly snapshots = new BoundedMap<string, { version: number; snapshot: Promise<EventSnapshot | null> }>(
    SNAPSHOT_CACHE_EVENTS,
  );

  /**
   * Access rule: anyone signed in who has the event id may read it (the id is the invite code).
   * Unknown and malformed ids give the same 404.
   */
  async findReadable(_user: User, eventId: string): Promise<EventEntity> {
    if (!isUuid(eventId)) throw eventNotFound();
    const event = await this.events.findOneBy({ id: eventId });
    if (!event) throw eventNotFound();
    return event;
  }

  /** The host and co-hosts may change an event, its dishes and guests; others who can read it get 403. */
  async findHosted(user: User, eventId: string): Promise<EventEntity> {
    const event = await this.findReadable(user, eventId);
    if (!(await this.manages(user, event))) {
      throw AppException.forbidden('Only the host can change this event', 'NOT_HOST');
    }
    return event;
  }

  /** Same as findHosted: the host or a co-host. */
  findManaged(user: User, eventId: string): Promise<EventEntity> {
    return this.findHosted(user, eventId);
  }

  /** Only the host themself: deleting the event and choosing co-hosts. */
  async findOwned(user: User, eventId: string): Promise<EventEntity> {
    const event = await this.findReadable(user, eventId);
    if (event.hostId !== user.id) throw AppException.forbidden('Only the host can do this', 'NOT_OWNER');
    return event;
  }

  /** The host, or a guest the host made co-host. */
  async manages(user: User, event: EventEntity): Promise<boolean> {
    if (event.hostId === user.id) return true;
    return this.rsvps.existsBy({ eventId: event.id, userId: user.id, coHost: true });
  }

  /** Events the caller hosts or has an RSVP for (a stranger's event never appears). */
  async list(user: User): Promise<EventSummary[]> {
    return this.summaries(user, 'hosted_or_rsvped');
  }

  /** My RSVPs: events the caller has an RSVP for, whatever its status. */
  async listRsvped(user: User): Promise<EventSummary[]> {
    return this.summaries(user, 'rsvped');
  }

  async detail(user: User, eventId: string): Promise<EventDetail> {
    const snapshot = await this.readableSnapshot(user, eventId);
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
    const snapshot = await this.readableSnapshot(user, eventId);
    return derived(snapshot, 'dishes', () => snapshot.dishes.map(toDishView));
  }

  /** The event as of its current version, with the same access rule as findReadable. */
  async readableSnapshot(_user: User, eventId: string): Promise<EventSnapshot> {
    const snapshot = isUuid(eventId) ? await this.snapshot(eventId) : null;
    if (!snapshot) throw eventNotFound();
    return snapshot;
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
    snapshotLoads.count++;
    const [event, rsvps, dishes] = await Promise.all([
      this.events.findOne({ where: { id: eventId }, relations: { host: true } }),
      this.rsvps.find({
        where: { eventId },
        relations: { user: true },
        order: { respondedAt: 'DESC', id: 'ASC' },
      }),
      this.dishes.find({
        where: { eventId },
        relations: { contributor: true },
        order: { createdAt: 'ASC', id: 'ASC' },
      }),
    ]);
    if (!event) return null;
    return {
      version,
      event: event as EventEntity & { host: UserEntity },
      rsvps: rsvps as (RsvpEntity & { user: UserEntity })[],
      dishes: dishes as (DishEntity & { contributor: UserEntity })[],
      derived: new Map(),
    };
  }

  /** The host is always the caller: a hostId in the body is ignored. */
  async create(user: User, data: EventData): Promise<EventDetail> {
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
    const event = await this.findHosted(user, eventId);
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
    const event = await this.findReadable(user, eventId);
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
    const event = await this.findOwned(user, eventId);
    await this.events.delete({ id: event.id });
    this.domainEvents.publish({ type: 'event_deleted', eventId: event.id });
  }

  /**
   * Guests and dishes as one CSV for the host and co-hosts: a "Guest" row per answer (waitlisted ones with their
   * place), then a "Dish" row per dish.
   */
  async exportCsv(user: User, eventId: string): Promise<{ filename: string; csv: string }> {
    const event = await this.findHosted(user, eventId);
    const [rsvps, dishes] = await Promise.all([
      this.rsvps.find({ where: { eventId }, relations: { user: true }, order: { respondedAt: 'ASC', id: 'ASC' } }),
      this.dishes.find({
        where: { eventId },
        relations: { contributor: true },
        order: { createdAt: 'ASC', id: 'ASC' },
      }),
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
          r.user!.email,
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
        dishFlags(d).join(' '),
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

function dishFlags(d: DishEntity): string[] {
  const flags: [boolean, string][] = [
    [d.isVegan, 'Vegan'],
    [d.isVegetarian && !d.isVegan, 'Veg'],
    [d.containsMeat, 'Meat'],
    [d.isGlutenFree, 'GF'],
    [d.isDairyFree, 'DF'],
    [d.containsNuts, 'Nuts'],
    [d.isSpicy, 'Spicy'],
  ];
  return flags.filter(([on]) => on).map(([, label]) => label);
}
