import { type FormEvent, useState } from 'react';
import type { DishCategory } from '@contracts/common.contract';
import type { DishInput, DishView } from '@contracts/dish.contract';
import {
  canEditDish,
  dietaryRuleViolation,
  dishFlagsOf,
  isOwnImagePath,
  NO_DISH_FLAGS,
  type DietaryRules,
  type DishFlags,
} from '@contracts/dish.rules';
import type { EventRole } from '@contracts/event.rules';
import type { DishSlots } from '@contracts/planning.rules';
import { newChangeKey } from '@/lib/api-client';
import { t, type MessageKey } from '@/lib/i18n';
import { parseForm, useForm, type FormErrors } from '@/lib/use-form';
import { useDishPhotoSlots } from '@/components/photo-slots';
import { useCreateDish } from '../api/create-dish';
import { useUpdateDish } from '../api/update-dish';

export interface DishFormValues extends DishFlags {
  name: string;
  category: DishCategory;
  description: string;
  servingSize: string;
  imageUrl: string;
  recipeLink: string;
}

export type DishFormErrors = FormErrors<DishFormValues>;

/** What opens the sheet: an empty (or prefilled, e.g. from an AI suggestion) add form, or an existing dish. */
export type DishFormTarget = { mode: 'add'; prefill?: Partial<DishFormValues> } | { mode: 'edit'; dish: DishView };

export interface DishFormEvent extends DietaryRules {
  id: string;
  hostId: string;
  /** The viewer's role: co-hosts manage dishes like the host. */
  role?: EventRole;
  dishSlots?: DishSlots | null;
  dishes?: readonly { id: string; category: DishCategory }[];
}

// Category main_dish and every flag false by default.
const EMPTY: DishFormValues = {
  name: '',
  category: 'main_dish',
  description: '',
  servingSize: '',
  imageUrl: '',
  recipeLink: '',
  ...NO_DISH_FLAGS,
};

/** The form's values from a change as it was sent (a refused change opened again with Edit). */
/** Pictures are chosen as photos now: an address from elsewhere is not carried into the form. */
function ownImage(url: string | null | undefined): string {
  return url && isOwnImagePath(url) ? url : '';
}

export function dishFormValuesOf(input: DishInput): DishFormValues {
  return {
    ...EMPTY,
    name: input.name,
    category: input.category ?? EMPTY.category,
    description: input.description ?? '',
    servingSize: input.servingSize ?? '',
    imageUrl: ownImage(input.imageUrl),
    recipeLink: input.recipeLink ?? '',
    ...dishFlagsOf(input),
  };
}

function valuesOf(dish: DishView): DishFormValues {
  return {
    name: dish.name,
    category: dish.category,
    description: dish.description ?? '',
    servingSize: dish.servingSize ?? '',
    imageUrl: dish.imageUrl ?? '',
    recipeLink: dish.recipeLink ?? '',
    ...dishFlagsOf(dish),
  };
}

export interface DishForm {
  /** The dish being edited, null when adding. */
  dish: DishView | null;
  values: DishFormValues;
  errors: DishFormErrors;
  /** The event's dietary rule the values break, shown under the flags. */
  ruleError: string | null;
  canEdit: boolean;
  /** This form's own key: a photo chosen in it goes with the dish this form adds, never another. */
  photoDraftKey: string;
  set: <K extends keyof DishFormValues>(field: K, value: DishFormValues[K]) => void;
  /** The form's onSubmit: checks the values (the schemas may still be loading) and, when valid, sends them. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * State, validation and saving of the dish add/edit form. A valid change is sent (optimistically, queued when
 * offline) and `onSaved` closes the sheet; the toast tells how it went.
 */
export function useDishForm(
  target: DishFormTarget,
  event: DishFormEvent,
  userId: string | null,
  onSaved: () => void,
): DishForm {
  const dish = target.mode === 'edit' ? target.dish : null;
  const form = useForm<DishFormValues>(() =>
    target.mode === 'edit'
      ? valuesOf(target.dish)
      : { ...EMPTY, ...target.prefill, imageUrl: ownImage(target.prefill?.imageUrl) },
  );
  const { values, errors, showErrors } = form;
  const [ruleError, setRuleError] = useState<string | null>(null);
  const create = useCreateDish(event.id);
  const photoSlots = useDishPhotoSlots();
  const [photoDraftKey] = useState(newChangeKey);
  const update = useUpdateDish(event.id);

  // Anyone may add a dish.
  const canEdit = !dish || canEditDish(dish, event, userId, event.role === 'co_host');

  const set = <K extends keyof DishFormValues>(field: K, value: DishFormValues[K]) => {
    form.set(field, value);
    setRuleError(null);
  };

  // A refused submit brings the problem into view (the form scrolls inside the sheet): the first invalid field
  // takes the focus, or the rule's alert, which marks no field, scrolls into view.
  const submit = async () => {
    if (!canEdit) return;
    const parsed = await parseForm((s) => s.dishInputSchema, values);
    if (parsed.errors) {
      showErrors(parsed.errors);
      return;
    }
    // The event's dietary rules are checked before sending (and again by the server).
    const violation = dietaryRuleViolation(values, event);
    if (violation) {
      setRuleError(t(violation as MessageKey));
      showErrors({});
      return;
    }
    const input: DishInput = { ...values };
    const idempotencyKey = newChangeKey();
    if (dish) update.mutate({ eventId: event.id, dishId: dish.id, dish: input, idempotencyKey });
    // A picture chosen for a new dish follows it (the photos feature, when the screen has it).
    if (!dish) photoSlots?.dishSent(idempotencyKey, photoDraftKey);
    if (!dish) create.mutate({ eventId: event.id, dish: { ...input, contributorId: userId }, idempotencyKey });
    onSaved();
  };

  return { dish, values, errors, ruleError, canEdit, photoDraftKey, set, onSubmit: form.handleSubmit(submit) };
}
