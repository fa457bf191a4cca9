import type { DishCategory } from '@contracts/common.contract';
import { slotGroupOf, slotProgress, type DishSlots } from '@contracts/planning.rules';
import { useDuplicateDishes } from '../api/get-duplicate-dishes';
import { t } from '@/lib/i18n';

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
          {d.contributorName === null
            ? t('dish.form.duplicateUnnamed', { dish: d.name })
            : t('dish.form.duplicate', { name: d.contributorName, dish: d.name })}
        </p>
      ))}
      {full && (
        <p className="dish-form__over-slot">
          <span aria-hidden="true">💡 </span>
          {t('dish.form.slotFull', { label: t(`slot.${slot.group}`), have: slot.have, needed: slot.needed })}
        </p>
      )}
    </div>
  );
}
