// The planning rules shared by both sides: constants, messages and pure functions, no zod (the app loads them on
// every screen; the schemas in planning.contract.ts load only with the forms).

// Slots are set per category group, the way the event page's tiles group dishes: soft drinks and alcohol
// together as drinks, cutlery and supplies on their own.
export const SLOT_GROUPS = ['appetizer', 'main_dish', 'side_dish', 'dessert', 'drinks', 'cutlery'] as const;
export type SlotGroup = (typeof SLOT_GROUPS)[number];

export const SLOT_LABELS: Record<SlotGroup, string> = {
  appetizer: 'Appetizers',
  main_dish: 'Main Dishes',
  side_dish: 'Side Dishes',
  dessert: 'Desserts',
  drinks: 'Drinks',
  cutlery: 'Cutlery & Supplies',
};

export const SLOT_MAX = 50;
export const CAPACITY_MIN = 1;
export const CAPACITY_MAX = 1000;

export type DishSlots = Partial<Record<SlotGroup, number>>;

export function slotGroupOf(category: string): SlotGroup {
  if (category === 'soft_drinks' || category === 'alcohol') return 'drinks';
  return (SLOT_GROUPS as readonly string[]).includes(category) ? (category as SlotGroup) : 'main_dish';
}

export interface SlotProgress {
  group: SlotGroup;
  label: string;
  have: number;
  /** The host's slot for the group, or null when none was set. */
  needed: number | null;
  /** How many more are needed (0 when full or without a slot). */
  missing: number;
  /** More signed up than the slot asks for. */
  over: boolean;
}

/**
 * "Desserts 2 of 3": per group, what is signed up against the host's slots. A dish its contributor offered to
 * another guest (`offeredAt` or `offered` set) counts as missing until someone takes it over.
 */
export function slotProgress(
  slots: DishSlots | null,
  dishes: readonly { category: string; offeredAt?: string | Date | null; offered?: boolean }[],
): SlotProgress[] {
  const have = new Map<SlotGroup, number>();
  for (const d of dishes) {
    if (d.offeredAt || d.offered) continue;
    const g = slotGroupOf(d.category);
    have.set(g, (have.get(g) ?? 0) + 1);
  }
  return SLOT_GROUPS.map((group) => {
    const n = have.get(group) ?? 0;
    const needed = slots?.[group] ?? null;
    return {
      group,
      label: SLOT_LABELS[group],
      have: n,
      needed,
      missing: needed === null ? 0 : Math.max(0, needed - n),
      over: needed !== null && n > needed,
    };
  });
}

// The answers of GET /api/planning/slot-suggestion and GET /api/events/{id}/dishes/duplicates, inferred from their
// schemas (types only: this file stays zod-free).
export type { DuplicateDish, SlotSuggestion } from './responses.contract';

/** The same progress from per-category counts (event lists carry counts, not dishes). */
export function slotProgressFromCounts(
  slots: DishSlots | null,
  counts: Partial<Record<string, number>>,
): SlotProgress[] {
  const dishes = Object.entries(counts).flatMap(([category, n]) =>
    Array.from({ length: n ?? 0 }, () => ({ category })),
  );
  return slotProgress(slots, dishes);
}

/** Where "Still needed" and the add form meet: the category a group's add form starts on. */
export function categoryForGroup(group: SlotGroup): string {
  return group === 'drinks' ? 'soft_drinks' : group;
}

/**
 * Above this many dishes the join page names none: it shows how many each course has and what is still needed
 * (its view then carries `dishCounts` instead of `dishes`).
 */
export const JOIN_DISHES_INLINE_MAX = 40;

/** A join page's dishes: listed, or counted by category (offered ones left out, as the slots count them). */
export interface JoinDishes {
  dishSlots: DishSlots | null;
  dishes: readonly { category: string; offered?: boolean }[];
  dishCounts?: Partial<Record<string, number>>;
}

/** How many dishes each course of a join page has, listed or counted. */
export function joinGroupCount(event: JoinDishes, group: SlotGroup): number {
  if (!event.dishCounts) return event.dishes.filter((d) => slotGroupOf(d.category) === group).length;
  return Object.entries(event.dishCounts)
    .filter(([category]) => slotGroupOf(category) === group)
    .reduce((n, [, count]) => n + (count ?? 0), 0);
}

/** A join page's progress against its slots, listed or counted. */
export function joinProgress(event: JoinDishes): SlotProgress[] {
  return event.dishCounts
    ? slotProgressFromCounts(event.dishSlots, event.dishCounts)
    : slotProgress(event.dishSlots, event.dishes);
}
