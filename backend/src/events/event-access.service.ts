import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AppException } from '../platform/common/app-exception';
import { BoundedMap } from '../platform/common/bounded-map';
import { loaded } from '../platform/common/loaded';
import { isUuid } from '../platform/common/uuid';
import { canEditDish } from '../contracts/dish.rules';
import type { User } from '../contracts/user.rules';
import { eventDishes, type DishWithContributor } from '../dishes/dishes.queries';
import { eventJobs } from '../jobs/jobs.queries';
import { eventRsvps } from '../rsvps/rsvps.queries';
import { VersionsService } from '../platform/versions/versions.service';
import { APP_CONFIG } from '../platform/config/config.module';
import type { AppConfig } from '../platform/config/config.schema';
import { isOperator } from '../platform/config/operators';
import {
  assertEventAccess,
  assertNotHidden,
  assertNotRemoved,
  eventNotFound,
  type EventAccess,
  type EventGrant,
} from './event-access';
import { REMOVED_FROM, removedUserIds } from './event-removals';
import type { EventSnapshot } from './event-snapshot';
import { EventEntity } from './event.entity';
import { roleOf } from './events.mapper';
import { serverText } from '../i18n/server-text';

/** Events whose current snapshot stays in memory (each holds its RSVPs and dishes). */
const SNAPSHOT_CACHE_EVENTS = 500;

/** The access policy's entry points (who may do what to an event) and the cache of event snapshots. */
@Injectable()
export class EventAccessService {
  constructor(
    @InjectRepository(EventEntity) private readonly events: Repository<EventEntity>,
    private readonly versions: VersionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
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

  /** requireEvent with the row itself, for the events module's own changes and files (never another module). */
  async requireEventRow(
    user: User,
    eventId: string,
    level: EventAccess,
  ): Promise<{ event: EventEntity; role: EventGrant['role'] }> {
    if (!isUuid(eventId)) throw eventNotFound();
    // One statement: the event, whether the caller is one of its co-hosts (a flag on their RSVP) and whether the
    // caller was removed from it or from another occurrence of its series.
    const { entities, raw } = await this.events
      .createQueryBuilder('e')
      .addSelect(
        `EXISTS (SELECT 1 FROM "rsvps" r WHERE r."eventId" = e."id" AND r."userId" = :userId AND r."coHost")`,
        'callerCoHost',
      )
      .addSelect(REMOVED_FROM('e."id"', ':userId'), 'callerRemoved')
      .addSelect(
        `EXISTS (SELECT 1 FROM "users" h WHERE h."id" = e."hostId" AND h."blockedAt" IS NOT NULL)`,
        'hostBlocked',
      )
      .where('e.id = :eventId', { eventId, userId: user.id })
      .getRawAndEntities<{ callerCoHost: boolean; callerRemoved: boolean; hostBlocked: boolean }>();
    const event = entities[0];
    if (!event) throw eventNotFound();
    assertNotHidden(event.hiddenAt !== null || raw[0]?.hostBlocked === true, isOperator(this.config, user));
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
    assertNotHidden(isHidden(snapshot), isOperator(this.config, user));
    assertNotRemoved(snapshot.removed.has(user.id));
    const coHost = snapshot.rsvps.some((r) => r.userId === user.id && r.coHost);
    assertEventAccess(roleOf(snapshot.event.hostId, user.id, coHost), level);
    return snapshot;
  }

  /**
   * The event as anyone with its link sees it (the join page, its photos, a guest's first answer): its snapshot, or
   * the 404 of a missing event when there is none or an operator took it down (only an operator still sees it).
   */
  async requireVisible(user: User | null | undefined, eventId: string): Promise<EventSnapshot> {
    const snapshot = isUuid(eventId) ? await this.snapshot(eventId) : null;
    if (!snapshot) throw eventNotFound();
    assertNotHidden(isHidden(snapshot), isOperator(this.config, user));
    return snapshot;
  }

  /**
   * One dish of the event as of its current snapshot, when the caller may change it: its contributor, the host and
   * co-hosts (see canEditDish). The event's 404 for a caller who may not read it, the dish's 404 for a dish it does
   * not have, 403 for anyone else.
   */
  async requireEditableDish(
    user: User,
    eventId: string,
    dishId: string,
  ): Promise<{ snapshot: EventSnapshot; dish: DishWithContributor }> {
    const snapshot = await this.requireSnapshot(user, eventId, 'read');
    const dish = isUuid(dishId) ? snapshot.dishes.find((d) => d.id === dishId) : undefined;
    if (!dish) throw AppException.notFound(serverText('error.dish.notFound'), 'DISH_NOT_FOUND');
    const coHost = snapshot.rsvps.some((r) => r.userId === user.id && r.coHost);
    if (!canEditDish(dish, snapshot.event, user.id, coHost)) {
      throw AppException.forbidden(serverText('error.dish.editForbidden'), 'NOT_DISH_OWNER');
    }
    return { snapshot, dish };
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
    const [event, rsvps, dishes, jobs, removed] = await Promise.all([
      this.events.findOne({ where: { id: eventId }, relations: { host: true } }),
      eventRsvps(this.events.manager, eventId, 'newest'),
      eventDishes(this.events.manager, eventId),
      eventJobs(this.events.manager, eventId),
      removedUserIds(this.events.manager, eventId),
    ]);
    if (!event) return null;
    return {
      version,
      event: loaded(event, 'host'),
      rsvps,
      dishes,
      jobs,
      removed: new Set(removed),
      derived: new Map(),
    };
  }
}

/** Hidden by an operator, or hosted by an account an operator blocked. */
export const isHidden = (snapshot: EventSnapshot): boolean =>
  snapshot.event.hiddenAt !== null || snapshot.event.host.blockedAt !== null;
