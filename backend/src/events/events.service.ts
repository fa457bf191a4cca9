import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AppException } from '../common/app-exception';
import { newEntityId } from '../idempotency/idempotency-context';
import { isUuid } from '../common/zod-body.pipe';
import type { EventData, EventDetail, EventSummary, PublicEvent } from '../contracts/event.contract';
import type { User } from '../contracts/user.contract';
// eslint-disable-next-line import-x/no-restricted-paths -- event reads count RSVPs and dishes in SQL; moves to their modules with table ownership
import { DishEntity } from '../dishes/dish.entity';
import { DomainEventsService } from '../domain-events/domain-events.service';
// eslint-disable-next-line import-x/no-restricted-paths -- event reads count RSVPs and dishes in SQL; moves to their modules with table ownership
import { RsvpEntity } from '../rsvps/rsvp.entity';
// eslint-disable-next-line import-x/no-restricted-paths -- event reads count RSVPs and dishes in SQL; moves to their modules with table ownership
import type { UserEntity } from '../users/user.entity';
import { EventEntity } from './event.entity';
import {
  toCalendarFacts,
  toEventDetail,
  toEventSummary,
  toPublicEvent,
  type CalendarEventFacts,
  type EventSummaryRow,
} from './events.mapper';

export type { CalendarEventFacts } from './events.mapper';

export const eventNotFound = () => AppException.notFound('Event not found', 'EVENT_NOT_FOUND');

type Membership = 'hosted_or_rsvped' | 'rsvped';

/**
 * Every list item in one query: the counts (attending RSVPs only) and the caller's own RSVP and first dish come
 * from lateral subqueries, so the cost does not grow with one query per event. $1 is the caller's id.
 */
const summarySql = (membership: Membership) => `
  SELECT e."id", e."name", e."description", e."theme", e."date", e."location", e."hostId", e."imageUrl",
         e."allowNonVegetarian", e."allowVegetarian", e."allowVegan", e."dietaryNote", e."timeZone", e."remindersEnabled", e."createdAt", e."updatedAt",
         dc."total" AS "totalDishCount", gc."adults" AS "confirmedAdultCount", gc."kids" AS "confirmedKidCount",
         my."status" AS "myRsvpStatus",
         md."id" AS "myDishId", md."name" AS "myDishName", md."isVegan" AS "myDishIsVegan", md."isVegetarian" AS "myDishIsVegetarian"
    FROM "events" e
    LEFT JOIN "rsvps" my ON my."eventId" = e."id" AND my."userId" = $1
    CROSS JOIN LATERAL (
      SELECT COALESCE(SUM(r."adultCount"), 0)::int AS "adults", COALESCE(SUM(r."kidCount"), 0)::int AS "kids"
        FROM "rsvps" r WHERE r."eventId" = e."id" AND r."status" = 'attending'
    ) gc
    CROSS JOIN LATERAL (SELECT COUNT(*)::int AS "total" FROM "dishes" d WHERE d."eventId" = e."id") dc
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
  ) {}

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

  /** Only the host may change an event; others who can read it get 403. */
  async findHosted(user: User, eventId: string): Promise<EventEntity> {
    const event = await this.findReadable(user, eventId);
    if (event.hostId !== user.id) throw AppException.forbidden('Only the host can change this event', 'NOT_HOST');
    return event;
  }

  /** Events the caller hosts or has an RSVP for (spec §4: a stranger's event never appears). */
  async list(user: User): Promise<EventSummary[]> {
    return this.summaries(user, 'hosted_or_rsvped');
  }

  /** My RSVPs: events the caller has an RSVP for, whatever its status. */
  async listRsvped(user: User): Promise<EventSummary[]> {
    return this.summaries(user, 'rsvped');
  }

  async detail(user: User, eventId: string): Promise<EventDetail> {
    const event = await this.findReadable(user, eventId);
    return this.loadDetail(event, user.id);
  }

  /** The join page's view, readable without signing in (the id is the invite code). */
  async publicView(eventId: string): Promise<PublicEvent> {
    if (!isUuid(eventId)) throw eventNotFound();
    const event = await this.events.findOne({ where: { id: eventId }, relations: { host: true } });
    if (!event) throw eventNotFound();
    const dishes = await this.dishes.find({
      where: { eventId },
      relations: { contributor: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return toPublicEvent(
      event as EventEntity & { host: UserEntity },
      dishes as (DishEntity & { contributor: UserEntity })[],
    );
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
    return this.loadDetail(event, user.id);
  }

  async update(user: User, eventId: string, data: EventData): Promise<EventDetail> {
    const event = await this.findHosted(user, eventId);
    await this.events.update(
      { id: event.id },
      {
        ...this.writableFields(data),
        timeZone: data.timeZone ?? event.timeZone,
        remindersEnabled: data.remindersEnabled ?? event.remindersEnabled,
        calendarSequence: () => '"calendarSequence" + 1',
      },
    );
    this.domainEvents.publish({ type: 'event_updated', eventId: event.id });
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

  /** RSVPs, dishes and invitations go with the event (ON DELETE CASCADE). */
  async remove(user: User, eventId: string): Promise<void> {
    const event = await this.findHosted(user, eventId);
    await this.events.delete({ id: event.id });
    this.domainEvents.publish({ type: 'event_deleted', eventId: event.id });
  }

  private async summaries(user: User, membership: Membership): Promise<EventSummary[]> {
    const rows: EventSummaryRow[] = await this.events.query(summarySql(membership), [user.id]);
    return rows.map((row) => toEventSummary(row, user.id));
  }

  private async loadDetail(event: EventEntity, userId: string): Promise<EventDetail> {
    const [full, rsvps, dishes] = await Promise.all([
      this.events.findOneOrFail({ where: { id: event.id }, relations: { host: true } }),
      this.rsvps.find({
        where: { eventId: event.id },
        relations: { user: true },
        order: { respondedAt: 'DESC', id: 'ASC' },
      }),
      this.dishes.find({
        where: { eventId: event.id },
        relations: { contributor: true },
        order: { createdAt: 'ASC', id: 'ASC' },
      }),
    ]);
    return toEventDetail(
      full as EventEntity & { host: UserEntity },
      rsvps as (RsvpEntity & { user: UserEntity })[],
      dishes as (DishEntity & { contributor: UserEntity })[],
      userId,
    );
  }

  // imageUrl is not written: the form's photo block has no upload (spec §2), and an unchecked URL would be shown to guests.
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
    };
  }
}
