import type { DishCategory } from '@contracts/common.contract';
import { duplicateWarning, slotGroupOf, slotProgress, type DishSlots } from '@contracts/planning.rules';
import { useDuplicateDishes } from '../api/get-duplicate-dishes';

export interface DishPlanningNotesProps {
  event: { id: string; dishSlots?: DishSlots | null; dishes?: readonly { id: string; category: DishCategory }[] };
  name: string;
  category: DishCategory;
  /** The dish being edited (not a duplicate of itself, not counted twice). */
  dishId?: string;
}

/**
 * Gentle notes before saving: someone already brings a dish of that name ("Priya is already bringing Samosas"), or
 * the category already has what the host asked for. Neither stops the guest from saving.
 */
export function DishPlanningNotes({ event, name, category, dishId }: DishPlanningNotesProps) {
  const duplicates = useDuplicateDishes(event.id, name, dishId).data ?? [];
  const shown = name.trim().length >= 2 ? duplicates : [];
  const others = (event.dishes ?? []).filter((d) => d.id !== dishId);
  const slot = slotProgress(event.dishSlots ?? null, others).find((p) => p.group === slotGroupOf(category));
  const full = slot && slot.needed !== null && slot.have >= slot.needed;
  if (shown.length === 0 && !full) return null;
  return (
    <div className="dish-form__notes" role="status">
      {shown.map((d) => (
        <p key={d.dishId} className="dish-form__duplicate">
          <span aria-hidden="true">👀 </span>
          {duplicateWarning(d)}. You can still add yours.
        </p>
      ))}
      {full && (
        <p className="dish-form__over-slot">
          <span aria-hidden="true">💡 </span>
          {slot.label} already has {slot.have} of {slot.needed}. Extra is welcome, or pick something still needed.
        </p>
      )}
    </div>
  );
}
