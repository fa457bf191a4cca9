import { t } from '@/lib/i18n';
import type { DishKitchenInput, KitchenPlan } from '@contracts/kitchen.contract';
import { findClashes, kitchenUses, type KitchenClash } from '@contracts/kitchen.rules';

export function clashMessage(clash: KitchenClash): string {
  return t(`kitchen.clash.${clash.resource}`, {
    count: clash.count,
    time: clash.at.slice(11, 16),
    capacity: clash.capacity,
  });
}

/**
 * The clashes this dish would be part of with these needs, against everyone else's in the plan (the same rules the
 * server uses), so a contributor sees a busy slot as they pick it.
 */
export function clashesWith(plan: KitchenPlan, dishId: string, needs: DishKitchenInput): string[] {
  const timing = plan.dishes.map((d) => {
    const n = d.dishId === dishId ? needs : d.needs;
    return {
      dishId: d.dishId,
      arrivesAt: n.arrivesAt ?? null,
      oven: n.oven ?? null,
      outlet: n.outlet ?? false,
      fridge: n.fridge ?? false,
    };
  });
  return findClashes(plan.kitchen, kitchenUses(timing, plan.startsAt ?? ''))
    .filter((c) => c.dishIds.includes(dishId))
    .map(clashMessage);
}
