import { Injectable } from '@nestjs/common';
import type { DishKitchenNeeds, EventKitchen, KitchenPlan } from '../contracts/kitchen.contract';
import type { User } from '../contracts/user.rules';
import { setDishKitchenNeeds } from '../dishes/dishes.queries';
import { EventAccessService } from '../events/event-access.service';
import { setEventKitchen } from '../events/events.queries';
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
    await this.changes.commit({ type: 'event_updated', eventId }, (tx) => setEventKitchen(tx, eventId, kitchen));
    return this.plan(user, eventId);
  }

  async setDishNeeds(user: User, eventId: string, dishId: string, needs: DishKitchenNeeds): Promise<KitchenPlan> {
    const { snapshot } = await this.access.requireEditableDish(user, eventId, dishId);
    const arrivesAt =
      needs.arrivesAt === null ? null : sentWallClock(needs.arrivesAt, snapshot.event.timeZone, 'arrivesAt');
    await this.changes.commit({ type: 'dish_updated', eventId, dishId }, (tx) =>
      setDishKitchenNeeds(tx, eventId, dishId, needs, arrivesAt),
    );
    return this.plan(user, eventId);
  }
}
