// Every user-visible English text of the kitchen logistics, in one place so it moves into the translation
// catalogues in one step. Placeholders are written ICU-style and filled by `format`.
import type { KitchenResource } from '../contracts/kitchen.rules';

export const KITCHEN_TEXT = {
  clash: {
    oven: '{count} dishes need the oven at {time}; you have {capacity}',
    outlet: '{count} dishes need a power outlet at {time}; you have {capacity}',
    fridge: '{count} dishes need a fridge shelf at {time}; you have {capacity}',
  } satisfies Record<KitchenResource, string>,
} as const;

/** Fills `{name}` placeholders. */
export function format(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));
}

/** "2 dishes need the oven at 18:00; you have 1" */
export function clashMessage(clash: {
  resource: KitchenResource;
  at: string;
  count: number;
  capacity: number;
}): string {
  return format(KITCHEN_TEXT.clash[clash.resource], {
    count: clash.count,
    time: clash.at.slice(11, 16),
    capacity: clash.capacity,
  });
}
