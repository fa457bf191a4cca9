import type { EventDetail, EventFormValues, EventInput } from '@contracts/event.contract';
import { SLOT_GROUPS, type DishSlots } from '@contracts/planning.rules';

/** The form's text values for an event's slots and capacity ('' = none). */
export function planningValuesOf(event: Pick<EventDetail, 'dishSlots' | 'capacity'>) {
  return {
    slots: Object.fromEntries(SLOT_GROUPS.map((g) => [g, event.dishSlots?.[g]?.toString() ?? ''])),
    capacity: event.capacity?.toString() ?? '',
  };
}

/** Filled boxes become slots; all empty is "no slots" (null), and an empty capacity is "no limit". */
export function planningInput(
  values: Pick<EventFormValues, 'slots' | 'capacity'>,
): Pick<EventInput, 'dishSlots' | 'capacity'> {
  const slots: DishSlots = {};
  for (const g of SLOT_GROUPS) {
    const text = values.slots[g]?.trim() ?? '';
    if (text !== '') slots[g] = Number(text);
  }
  return {
    dishSlots: Object.keys(slots).length > 0 ? slots : null,
    capacity: values.capacity.trim() === '' ? null : Number(values.capacity),
  };
}
