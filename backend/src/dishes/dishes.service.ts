import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { AppException } from '../platform/common/app-exception';
import { serverText } from '../i18n/server-text';
import { newEntityId } from '../platform/idempotency/idempotency-context';
import { APP_CONFIG } from '../platform/config/config.module';
import type { AppConfig } from '../platform/config/config.schema';
import { isUuid } from '../platform/common/uuid';
import type { DishData, DishView } from '../contracts/dish.contract';
import { canEditDish, dietaryRuleViolation, dishFlagsOf } from '../contracts/dish.rules';
import { type User, displayName } from '../contracts/user.rules';
import { DomainEventsService } from '../platform/domain-events/domain-events.service';
import { eventNotFound, type AccessibleEvent } from '../events/event-access';
import type { EventRole } from '../contracts/event.rules';
import { EventAccessService } from '../events/event-access.service';
import { readerOf, seesOf } from '../events/visibility/event-people';
import { EventsService } from '../events/events.service';
import { lockEventForShare } from '../events/events.queries';
import { lockAnswer } from '../rsvps/rsvps.queries';
import type { DuplicateDish } from '../contracts/planning.rules';
import { dishNameKey } from '../insights/engine/dish-name';
import { DishEntity } from './dish.entity';
import { toDishView } from './dishes.mapper';
import { EventChanges } from '../platform/versions/event-changes';
import { startEventChange, versionInTransaction } from '../platform/versions/versions.service';

const dishNotFound = () => AppException.notFound(serverText('error.dish.notFound'), 'DISH_NOT_FOUND');

@Injectable()
export class DishesService {
  constructor(
    @InjectRepository(DishEntity) private readonly dishes: Repository<DishEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: EventsService,
    private readonly eventAccess: EventAccessService,
    private readonly domainEvents: DomainEventsService,
    private readonly changes: EventChanges,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Anyone who can read the event sees its dishes, oldest first (newest last). */
  async list(user: User, eventId: string): Promise<DishView[]> {
    return this.events.dishViews(user, eventId);
  }

  /**
   * Dishes already signed up whose names match `name` loosely (case, accents, plurals, filler words, the cook's
   * name: the insights engine's matcher), so the add form can say who is already bringing it. Saving stays allowed.
   */
  async duplicates(user: User, eventId: string, name: string, exceptDishId?: string): Promise<DuplicateDish[]> {
    const snapshot = await this.eventAccess.requireSnapshot(user, eventId, 'read');
    const key = dishNameKey(name.slice(0, 255));
    if (!key) return [];
    const may = seesOf(snapshot, readerOf(snapshot, user.id));
    return snapshot.dishes
      .filter((d) => d.id !== exceptDishId && dishNameKey(d.name) === key)
      .map((d) => ({
        dishId: d.id,
        name: d.name,
        contributorName: may('brings', d.contributorId) ? displayName(d.contributor) : null,
      }));
  }

  /**
   * The contributor is always the caller; eventId/contributorId in the body are ignored. A guest brings a dish only
   * with an RSVP that holds a place (Going, not waitlisted): without one, 409 RSVP_REQUIRED / RSVP_NOT_GOING /
   * RSVP_WAITLISTED, so nobody walks around the capacity and the waitlist. The host and co-hosts may add dishes
   * without an RSVP (as the event's managers); once they answered, their answer counts like anyone's.
   */
  async create(user: User, eventId: string, data: DishData): Promise<DishView> {
    const { event, role } = await this.eventAccess.requireEvent(user, eventId, 'answer');
    assertDietaryRules(data, event);
    const { id, seq } = await this.dataSource.transaction(async (tx) => {
      await startEventChange(tx, eventId);
      await lockBringer(tx, eventId, user.id, role);
      await this.assertRoomForDish(tx, eventId, user.id);
      const saved = await tx.getRepository(DishEntity).save(
        tx.getRepository(DishEntity).create({
          // From the Idempotency-Key when there is one: a create that runs again finds (and saves over) its row.
          id: newEntityId('dish'),
          ...dishColumns(data),
          eventId,
          contributorId: user.id,
        }),
      );
      return { id: saved.id, seq: await versionInTransaction(tx, eventId) };
    });
    this.domainEvents.publish({ type: 'dish_added', eventId, dishId: id, seq });
    return this.view(id);
  }

  /**
   * Caps on dishes per event and per person per event, so that nobody can flood an event's page. Counted under a
   * per-event lock, so concurrent sign-ups cannot pass a cap together. Caps answer 422 (waiting does not help).
   */
  private async assertRoomForDish(tx: EntityManager, eventId: string, userId: string): Promise<void> {
    const { dishesPerEvent, dishesPerPersonPerEvent } = this.config.limits;
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('dishes:' || $1))`, [eventId]);
    const [counts]: { total: number; mine: number }[] = await tx.query(
      `SELECT count(*)::int AS "total", count(*) FILTER (WHERE "contributorId" = $2)::int AS "mine"
       FROM "dishes" WHERE "eventId" = $1`,
      [eventId, userId],
    );
    if (counts.total >= dishesPerEvent) {
      throw AppException.unprocessable(
        serverText('error.dishes.tooManyForEvent', { max: dishesPerEvent }),
        'TOO_MANY_DISHES',
      );
    }
    if (counts.mine >= dishesPerPersonPerEvent) {
      throw AppException.unprocessable(
        serverText('error.dishes.tooManyForPerson', { max: dishesPerPersonPerEvent }),
        'TOO_MANY_DISHES',
      );
    }
  }

  /** Only the contributor or the event's host may change a dish; the event's rules apply to the result. */
  async update(user: User, dishId: string, data: DishData): Promise<DishView> {
    const { dish, event } = await this.findEditable(user, dishId);
    assertDietaryRules(data, event);
    await this.changes.commit({ type: 'dish_updated', eventId: dish.eventId, dishId: dish.id }, (tx) =>
      tx.getRepository(DishEntity).update({ id: dish.id }, dishColumns(data)),
    );
    return this.view(dish.id);
  }

  async remove(user: User, dishId: string): Promise<void> {
    const { dish } = await this.findEditable(user, dishId);
    await this.changes.commit({ type: 'dish_deleted', eventId: dish.eventId, dishId: dish.id }, (tx) =>
      tx.getRepository(DishEntity).delete({ id: dish.id }),
    );
  }

  /**
   * The contributor (or a host for them) offers the dish to another guest: it keeps its photo, flags and kitchen
   * needs, and counts as missing until a going guest takes it over. Offering it again changes nothing.
   */
  async offer(user: User, dishId: string): Promise<DishView> {
    const { dish } = await this.findEditable(user, dishId);
    await this.changes.commit({ type: 'dish_updated', eventId: dish.eventId, dishId, handOff: 'offered' }, (tx) =>
      tx.query(`UPDATE "dishes" SET "offeredAt" = COALESCE("offeredAt", now()) WHERE "id" = $1`, [dishId]),
    );
    return this.view(dishId);
  }

  /** The contributor (or a host) takes the offer back: the dish is theirs to bring again. */
  async keep(user: User, dishId: string): Promise<DishView> {
    const { dish } = await this.findEditable(user, dishId);
    await this.changes.commit({ type: 'dish_updated', eventId: dish.eventId, dishId, handOff: 'kept' }, (tx) =>
      tx.query(`UPDATE "dishes" SET "offeredAt" = NULL WHERE "id" = $1`, [dishId]),
    );
    return this.view(dishId);
  }

  /**
   * A guest with a place at the event takes over an offered dish in one tap: it becomes theirs, as it is (photo,
   * flags, kitchen needs). Changes of an event queue on its row (startEventChange), so of two guests taking the same
   * dish at once the first gets it and the second finds it no longer offered: 409 DISH_NOT_OFFERED.
   */
  async takeOver(user: User, eventId: string, dishId: string): Promise<DishView> {
    const { role } = await this.eventAccess.requireEvent(user, eventId, 'answer');
    if (!isUuid(dishId)) throw dishNotFound();
    const seq = await this.dataSource.transaction(async (tx) => {
      await startEventChange(tx, eventId);
      await lockBringer(tx, eventId, user.id, role);
      const [dish]: { offered: boolean; contributorId: string }[] = await tx.query(
        `SELECT "offeredAt" IS NOT NULL AS "offered", "contributorId" FROM "dishes" WHERE "id" = $1 AND "eventId" = $2`,
        [dishId, eventId],
      );
      if (!dish) throw dishNotFound();
      if (!dish.offered) throw AppException.conflict(serverText('error.dish.notOffered'), 'DISH_NOT_OFFERED');
      if (dish.contributorId !== user.id) await this.assertRoomForDish(tx, eventId, user.id);
      await tx.query(`UPDATE "dishes" SET "contributorId" = $2, "offeredAt" = NULL WHERE "id" = $1`, [dishId, user.id]);
      return versionInTransaction(tx, eventId);
    });
    this.domainEvents.publish({ type: 'dish_updated', eventId, dishId, seq, handOff: 'taken' });
    return this.view(dishId);
  }

  private async findEditable(user: User, dishId: string): Promise<{ dish: DishEntity; event: AccessibleEvent }> {
    if (!isUuid(dishId)) throw dishNotFound();
    const dish = await this.dishes.findOneBy({ id: dishId });
    if (!dish) throw dishNotFound();
    const { event, role } = await this.eventAccess.requireEvent(user, dish.eventId, 'read');
    if (!canEditDish(dish, event, user.id, role === 'co_host')) {
      throw AppException.forbidden(serverText('error.dish.editForbidden'), 'NOT_DISH_OWNER');
    }
    return { dish, event };
  }

  /**
   * Removes someone's dishes from an event inside the caller's transaction (an RSVP that leaves Going, a guest the
   * host removes); answers the removed ids for the live message.
   */
  async removeAllOf(tx: EntityManager, eventId: string, userId: string): Promise<string[]> {
    const [removed] = await tx.query<[{ id: string }[], number]>(
      `DELETE FROM "dishes" WHERE "eventId" = $1 AND "contributorId" = $2 RETURNING "id"`,
      [eventId, userId],
    );
    return removed.map((d) => d.id);
  }

  /**
   * Deletes every dish of a person who deletes their account, inside the deletion's transaction: they count as
   * missing again. Answers what was deleted, for the hosts' notice.
   */
  async deleteAllOf(tx: EntityManager, userId: string): Promise<{ id: string; eventId: string; name: string }[]> {
    const [removed] = await tx.query<[{ id: string; eventId: string; name: string }[], number]>(
      `DELETE FROM "dishes" WHERE "contributorId" = $1 RETURNING "id", "eventId", "name"`,
      [userId],
    );
    return removed;
  }

  /** Gives every dish of one person to another, inside the caller's transaction (a guest merged into an account). */
  async moveAll(tx: EntityManager, fromUserId: string, toUserId: string): Promise<void> {
    await tx.getRepository(DishEntity).update({ contributorId: fromUserId }, { contributorId: toUserId });
  }

  /** How many dishes the person brings, across all events. */
  async countOf(tx: EntityManager, userId: string): Promise<number> {
    const [row]: { n: number }[] = await tx.query(
      `SELECT count(*)::int AS n FROM "dishes" WHERE "contributorId" = $1`,
      [userId],
    );
    return row?.n ?? 0;
  }

  /** Events in which the person brings something. */
  async eventIdsOf(tx: EntityManager, userId: string): Promise<string[]> {
    const rows: { eventId: string }[] = await tx.query(
      `SELECT DISTINCT "eventId" FROM "dishes" WHERE "contributorId" = $1`,
      [userId],
    );
    return rows.map((r) => r.eventId);
  }

  private async view(id: string): Promise<DishView> {
    const dish = await this.dishes.findOneOrFail({ where: { id }, relations: { contributor: true } });
    return toDishView(dish);
  }
}

function assertDietaryRules(data: DishData, event: AccessibleEvent): void {
  const violation = dietaryRuleViolation(data, event);
  if (violation) throw AppException.unprocessable(serverText(violation), 'DIETARY_RULE_VIOLATION');
}

/** Only the columns a caller may set: never id, eventId, contributorId or timestamps. */
function dishColumns(d: DishData): Partial<DishEntity> {
  return {
    name: d.name,
    category: d.category,
    description: d.description,
    servingSize: d.servingSize,
    imageUrl: d.imageUrl,
    recipeLink: d.recipeLink,
    ...dishFlagsOf(d),
  };
}

/**
 * Within a change that puts a dish in someone's name: locks the event and their answer, and refuses a person who may
 * not bring one.
 */
async function lockBringer(tx: EntityManager, eventId: string, userId: string, role: EventRole): Promise<void> {
  // The event may have been deleted since it was read (its RSVPs with it: that is a 404, not "RSVP first"); the
  // lock also keeps it until this dish is in. Event first, then the answer: the order an RSVP change locks them.
  if (!(await lockEventForShare(tx, eventId))) throw eventNotFound();
  // Leaving "Going" removes a guest's dishes, so a Maybe/Not Going RSVP may not add new ones.
  // FOR SHARE makes a concurrent RSVP change wait until this dish is committed (and then remove it).
  const rsvp = await lockAnswer(tx, eventId, userId);
  if (rsvp && rsvp.status !== 'attending')
    throw AppException.conflict(serverText('error.dish.notGoing'), 'RSVP_NOT_GOING');
  // A waitlisted guest may not be coming: dishes wait until they have a place.
  if (rsvp?.waitlistedAt) throw AppException.conflict(serverText('error.dish.waitlisted'), 'RSVP_WAITLISTED');
  // Only the event's managers bring a dish without answering.
  if (!rsvp && role === 'guest') throw AppException.conflict(serverText('error.dish.rsvpFirst'), 'RSVP_REQUIRED');
}
