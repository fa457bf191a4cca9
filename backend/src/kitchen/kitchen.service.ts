import { Injectable } from '@nestjs/common';
import type { DishKitchenNeeds, EventKitchen, KitchenPlan } from '../contracts/kitchen.contract';
import type { User } from '../contracts/user.rules';
import { EventAccessService } from '../events/event-access.service';
import { readerOf, seesOf } from '../events/visibility/event-people';
import { serverLocale } from '../i18n/locale';
import { EventChanges } from '../platform/versions/event-changes';
import { kitchenPlan } from './kitchen-plan';
import { sentWallClock } from '../platform/common/wall-clock';

/** The kitchen plan: read by anyone who may read the event; the kitchen set by its managers, a dish's needs by whoever may edit the dish. */
@Injectable()
export class KitchenService {
  constructor(
    private readonly access: EventAccessService,
    private readonly changes: EventChanges,
  ) {}

  async plan(user: User, eventId: string): Promise<KitchenPlan> {
    const snapshot = await this.access.requireSnapshot(user, eventId, 'read');
    // The plan reads the same for every guest (printed or shown on a kitchen screen): by role, not as oneself.
    const may = seesOf(snapshot, { ...readerOf(snapshot, user.id), userId: null });
    const named = (contributorId: string) => may('brings', contributorId);
    return kitchenPlan(snapshot.event, snapshot.dishes, named, serverLocale(user.locale) ?? 'en');
  }

  async setKitchen(user: User, eventId: string, kitchen: EventKitchen): Promise<KitchenPlan> {
    await this.access.requireEvent(user, eventId, 'manage');
    await this.changes.commit({ type: 'event_updated', eventId }, (tx) =>
      tx.query(
        `UPDATE "events" SET "kitchenOvens" = $2, "kitchenOutlets" = $3, "kitchenFridgeShelves" = $4 WHERE "id" = $1`,
        [eventId, kitchen.ovens, kitchen.outlets, kitchen.fridgeShelves],
      ),
    );
    return this.plan(user, eventId);
  }

  async setDishNeeds(user: User, eventId: string, dishId: string, needs: DishKitchenNeeds): Promise<KitchenPlan> {
    const { snapshot } = await this.access.requireEditableDish(user, eventId, dishId);
    const arrivesAt =
      needs.arrivesAt === null ? null : sentWallClock(needs.arrivesAt, snapshot.event.timeZone, 'arrivesAt');
    await this.changes.commit({ type: 'dish_updated', eventId, dishId }, (tx) =>
      tx.query(
        `UPDATE "dishes" SET "ovenTemperature" = $3, "ovenUnit" = $4, "ovenMinutes" = $5, "needsStove" = $6,
           "needsFridge" = $7, "needsFreezer" = $8, "needsOutlet" = $9, "needsUtensils" = $10, "arrivesAt" = $11
         WHERE "id" = $1 AND "eventId" = $2`,
        [
          dishId,
          eventId,
          needs.oven?.temperature ?? null,
          needs.oven?.unit ?? null,
          needs.oven?.minutes ?? null,
          needs.stove,
          needs.fridge,
          needs.freezer,
          needs.outlet,
          needs.utensils,
          arrivesAt,
        ],
      ),
    );
    return this.plan(user, eventId);
  }
}
