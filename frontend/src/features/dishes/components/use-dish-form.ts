import { useEffect, useState } from 'react';
import type { DishCategory } from '@contracts/common.contract';
import type { DishInput, DishView } from '@contracts/dish.contract';
import { loadFormSchemas, useFormSchemas, useSingleSubmit } from '@/lib/form-validation';
import {
  canEditDish,
  dietaryRuleViolation,
  dishFlagsOf,
  NO_DISH_FLAGS,
  type DietaryRules,
  type DishFlags,
} from '@contracts/dish.rules';
import type { EventRole } from '@contracts/event.rules';
import type { DishSlots } from '@contracts/planning.rules';
import { newChangeKey } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/field-errors';
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

export type DishFormErrors = Partial<Record<keyof DishFormValues, string>>;

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
export function dishFormValuesOf(input: DishInput): DishFormValues {
  return {
    ...EMPTY,
    name: input.name,
    category: input.category ?? EMPTY.category,
    description: input.description ?? '',
    servingSize: input.servingSize ?? '',
    imageUrl: input.imageUrl ?? '',
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
  set: <K extends keyof DishFormValues>(field: K, value: DishFormValues[K]) => void;
  /** Resolves once the values are checked (the schemas may still be loading) and, when valid, sent. */
  submit: () => Promise<void>;
}

/**
 * State, validation and saving of the dish add/edit form. A valid change is sent (optimistically, queued when
 * offline) and `onSaved` closes the sheet; the toast tells how it went.
 */
export function useDishForm(
  formId: string,
  target: DishFormTarget,
  event: DishFormEvent,
  userId: string | null,
  onSaved: () => void,
): DishForm {
  const dish = target.mode === 'edit' ? target.dish : null;
  const [values, setValues] = useState<DishFormValues>(() =>
    target.mode === 'edit' ? valuesOf(target.dish) : { ...EMPTY, ...target.prefill },
  );
  const [errors, setErrors] = useState<DishFormErrors>({});
  const [ruleError, setRuleError] = useState<string | null>(null);
  useFormSchemas();
  const [attempt, setAttempt] = useState(0);
  const create = useCreateDish(event.id);
  const update = useUpdateDish(event.id);

  // Anyone may add a dish.
  const canEdit = !dish || canEditDish(dish, event, userId, event.role === 'co_host');

  const set = <K extends keyof DishFormValues>(field: K, value: DishFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setRuleError(null);
  };

  // After a refused submit, bring the problem into view: the form scrolls inside the sheet.
  useEffect(() => {
    if (attempt === 0) return;
    const form = document.getElementById(formId);
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else form?.querySelector('[role="alert"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [attempt, formId]);

  const submit = useSingleSubmit(async () => {
    if (!canEdit) return;
    const { dishInputSchema } = await loadFormSchemas();
    setAttempt((n) => n + 1);
    const parsed = dishInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf<keyof DishFormValues>(parsed.error));
      return;
    }
    // The event's dietary rules are checked before sending (and again by the server).
    const violation = dietaryRuleViolation(values, event);
    if (violation) {
      setRuleError(violation);
      return;
    }
    const input: DishInput = { ...values };
    const idempotencyKey = newChangeKey();
    if (dish) update.mutate({ eventId: event.id, dishId: dish.id, dish: input, idempotencyKey });
    else create.mutate({ eventId: event.id, dish: { ...input, contributorId: userId }, idempotencyKey });
    onSaved();
  });

  return { dish, values, errors, ruleError, canEdit, set, submit };
}
