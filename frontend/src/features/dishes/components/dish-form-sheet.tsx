import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { DISH_CATEGORIES, type DishCategory } from '@contracts/common.contract';
import { dietaryRuleViolation, dishInputSchema, type DietaryRules, type DishInput } from '@contracts/dish.contract';
import type { DishView } from '@contracts/event.contract';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SelectField } from '@/components/select-field';
import { Sheet } from '@/components/sheet';
import { TextArea } from '@/components/text-area';
import { TextField } from '@/components/text-field';
import { toast } from '@/lib/toast-store';
import { useCreateDish } from '../api/create-dish';
import { useDeleteDish } from '../api/delete-dish';
import { useUpdateDish } from '../api/update-dish';
import { CATEGORY_LABEL } from '../dish-categories';

export interface DishFormValues {
  name: string;
  category: DishCategory;
  description: string;
  servingSize: string;
  imageUrl: string;
  recipeLink: string;
  isVegetarian: boolean;
  isVegan: boolean;
  isGlutenFree: boolean;
  isDairyFree: boolean;
  containsNuts: boolean;
  isSpicy: boolean;
  containsMeat: boolean;
}

/** What opens the sheet: an empty (or prefilled, e.g. from an AI suggestion) add form, or an existing dish. */
export type DishFormTarget = { mode: 'add'; prefill?: Partial<DishFormValues> } | { mode: 'edit'; dish: DishView };

export interface DishFormEvent extends DietaryRules {
  id: string;
  hostId: string;
}

export interface DishFormSheetProps {
  target: DishFormTarget | null;
  onClose: () => void;
  event: DishFormEvent;
  /** The signed-in user's id; with the event's host id it decides who may edit. */
  userId: string | null;
}

// Category main_dish and every flag false by default.
const EMPTY: DishFormValues = {
  name: '',
  category: 'main_dish',
  description: '',
  servingSize: '',
  imageUrl: '',
  recipeLink: '',
  isVegetarian: false,
  isVegan: false,
  isGlutenFree: false,
  isDairyFree: false,
  containsNuts: false,
  isSpicy: false,
  containsMeat: false,
};

const FLAGS: { name: keyof DishFormValues & `${'is' | 'contains'}${string}`; label: string }[] = [
  { name: 'isVegetarian', label: 'Vegetarian' },
  { name: 'isVegan', label: 'Vegan' },
  { name: 'isGlutenFree', label: 'Gluten-free' },
  { name: 'isDairyFree', label: 'Dairy-free' },
  { name: 'containsNuts', label: 'Contains nuts' },
  { name: 'isSpicy', label: 'Spicy' },
  { name: 'containsMeat', label: 'Contains meat' },
];

const CATEGORY_OPTIONS = DISH_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABEL[c] }));

export const READ_ONLY_NOTE = 'Only the dish contributor and event host can edit it.';

/** The event's rules up front, so nobody fills the form in only to be refused. */
function notAllowed(rules: DietaryRules): string[] {
  return [
    !rules.allowVegan && 'vegan dishes',
    !rules.allowVegetarian && 'vegetarian dishes',
    !rules.allowNonVegetarian && 'dishes with meat',
  ].filter((v): v is string => !!v);
}

function valuesOf(dish: DishView): DishFormValues {
  return {
    name: dish.name,
    category: dish.category,
    description: dish.description ?? '',
    servingSize: dish.servingSize ?? '',
    imageUrl: dish.imageUrl ?? '',
    recipeLink: dish.recipeLink ?? '',
    isVegetarian: dish.isVegetarian,
    isVegan: dish.isVegan,
    isGlutenFree: dish.isGlutenFree,
    isDairyFree: dish.isDairyFree,
    containsNuts: dish.containsNuts,
    isSpicy: dish.isSpicy,
    containsMeat: dish.containsMeat,
  };
}

/** The dish add/edit form in a bottom sheet (max 90% of the view; fields scroll, title and buttons stay). */
export function DishFormSheet({ target, ...rest }: DishFormSheetProps) {
  if (!target) return null;
  // A new key per target: opening another dish starts from its own values.
  const key = target.mode === 'edit' ? target.dish.id : 'add';
  return <DishForm key={key} target={target} {...rest} />;
}

function DishForm({ target, onClose, event, userId }: DishFormSheetProps & { target: DishFormTarget }) {
  const formId = useId();
  const dish = target.mode === 'edit' ? target.dish : null;
  const [values, setValues] = useState<DishFormValues>(() =>
    target.mode === 'edit' ? valuesOf(target.dish) : { ...EMPTY, ...target.prefill },
  );
  const [errors, setErrors] = useState<Partial<Record<keyof DishFormValues, string>>>({});
  const [ruleError, setRuleError] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const ruleErrorRef = useRef<HTMLParagraphElement>(null);
  const create = useCreateDish(event.id);
  const update = useUpdateDish(event.id);
  const remove = useDeleteDish(event.id);

  // The contributor or the host may change a dish; anyone may add one.
  const canEdit = !dish || (userId !== null && (dish.contributorId === userId || event.hostId === userId));
  const title = !dish ? 'Add Your Dish' : canEdit ? 'Edit Dish' : 'Dish Details';

  const set = <K extends keyof DishFormValues>(field: K, value: DishFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setRuleError(null);
  };

  // After a refused submit, bring the problem into view: the form scrolls inside the sheet.
  useEffect(() => {
    if (attempt === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else ruleErrorRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [attempt]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!canEdit) return;
    setAttempt((n) => n + 1);
    const parsed = dishInputSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<keyof DishFormValues, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof DishFormValues;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    // The event's dietary rules are checked before sending (and again by the server).
    const violation = dietaryRuleViolation(values, event);
    if (violation) {
      setRuleError(violation);
      return;
    }
    const input: DishInput = { ...values };
    const idempotencyKey = crypto.randomUUID();
    if (dish) update.mutate({ eventId: event.id, dishId: dish.id, dish: input, idempotencyKey });
    else create.mutate({ eventId: event.id, dish: { ...input, contributorId: userId }, idempotencyKey });
    // The change is applied optimistically (and queued when offline): the toast tells how it went.
    onClose();
  };

  const confirmDelete = () => {
    setConfirmingDelete(false);
    if (!dish?.id) {
      toast({ title: 'Delete failed', description: 'No dish selected', variant: 'destructive' });
      return;
    }
    remove.mutate({ eventId: event.id, dishId: dish.id, dishName: dish.name, idempotencyKey: crypto.randomUUID() });
    onClose();
  };

  const actions = canEdit ? (
    <>
      <Button type="submit" form={formId} block>
        {dish ? 'Save Changes' : 'Add Dish'}
      </Button>
      <div className="dish-form__secondary">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        {dish && (
          <Button variant="danger-outline" onClick={() => setConfirmingDelete(true)}>
            Delete
          </Button>
        )}
      </div>
    </>
  ) : (
    <Button variant="secondary" block onClick={onClose}>
      Close
    </Button>
  );

  return (
    <>
      <Sheet open onClose={onClose} title={title} maxHeight="90dvh" actions={actions} className="dish-form-sheet">
        {!canEdit && (
          <p className="dish-form__note" role="note">
            <span aria-hidden="true">🔒</span> {READ_ONLY_NOTE}
          </p>
        )}
        <form id={formId} ref={formRef} className="dish-form" noValidate onSubmit={submit}>
          {/* Read-only: texts stay focusable and selectable (readOnly); controls without readOnly are disabled. */}
          <div className="dish-form__fields">
            <TextField
              label="Dish Name"
              name="name"
              value={values.name}
              readOnly={!canEdit}
              onChange={(e) => set('name', e.target.value)}
              error={errors.name}
              maxLength={255}
              autoComplete="off"
              placeholder="e.g. Grandma's Lasagna"
              data-autofocus={canEdit && !dish ? true : undefined}
              required
            />
            <SelectField
              label="Category"
              name="category"
              value={values.category}
              disabled={!canEdit}
              onChange={(e) => set('category', e.target.value as DishCategory)}
              options={CATEGORY_OPTIONS}
              error={errors.category}
            />
            <TextArea
              label="Description"
              name="description"
              optional
              value={values.description}
              readOnly={!canEdit}
              onChange={(e) => set('description', e.target.value)}
              error={errors.description}
              maxLength={2000}
              placeholder="What is it? Anything guests should know?"
            />
            <TextField
              label="Serving Size"
              name="servingSize"
              optional
              value={values.servingSize}
              readOnly={!canEdit}
              onChange={(e) => set('servingSize', e.target.value)}
              error={errors.servingSize}
              maxLength={100}
              placeholder="e.g. Serves 8"
            />
            <TextField
              label="Image URL"
              name="imageUrl"
              type="url"
              inputMode="url"
              optional
              value={values.imageUrl}
              readOnly={!canEdit}
              onChange={(e) => set('imageUrl', e.target.value)}
              error={errors.imageUrl}
              placeholder="https://..."
            />
            <TextField
              label="Recipe Link"
              name="recipeLink"
              type="url"
              inputMode="url"
              optional
              value={values.recipeLink}
              readOnly={!canEdit}
              onChange={(e) => set('recipeLink', e.target.value)}
              error={errors.recipeLink}
              placeholder="https://..."
            />
            <fieldset className="dish-form__flags">
              <legend className="field__label">Dietary Information</legend>
              {notAllowed(event).length > 0 && (
                <p className="field__help">Not allowed at this potluck: {notAllowed(event).join(', ')}.</p>
              )}
              <div className="dish-form__flag-grid">
                {FLAGS.map((f) => (
                  <Checkbox
                    key={f.name}
                    label={f.label}
                    name={f.name}
                    checked={values[f.name]}
                    disabled={!canEdit}
                    onChange={(e) => set(f.name, e.target.checked)}
                    error={errors[f.name]}
                  />
                ))}
              </div>
              {ruleError && (
                <p ref={ruleErrorRef} className="field__error dish-form__rule-error" role="alert">
                  <span aria-hidden="true">⚠</span>
                  <span>{ruleError}</span>
                </p>
              )}
            </fieldset>
          </div>
        </form>
      </Sheet>
      <ConfirmDialog
        open={confirmingDelete}
        title="Delete dish?"
        description="Are you sure you want to delete this dish?"
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setConfirmingDelete(false)}
      />
    </>
  );
}
