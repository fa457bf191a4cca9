import type { DishCategory } from '@contracts/common.contract';
import { DISH_CATEGORIES } from '@contracts/common.rules';
import {
  DISH_DESCRIPTION_MAX,
  DISH_FLAG_NAMES,
  DISH_FLAGS,
  DISH_NAME_MAX,
  DISH_SERVING_SIZE_MAX,
  dishesNotAllowed,
  type DietaryRules,
} from '@contracts/dish.rules';
import { Checkbox } from '@/components/checkbox';
import { SelectField } from '@/components/select-field';
import { TextArea } from '@/components/text-area';
import { TextField } from '@/components/text-field';
import { CATEGORY_LABEL } from '../dish-categories';
import type { DishForm } from './use-dish-form';

// In the order of the form (the badges keep their own order); the names are the badges' full names.
const FLAGS = DISH_FLAGS.map((name) => ({
  name,
  label: DISH_FLAG_NAMES[name],
}));

const CATEGORY_OPTIONS = DISH_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABEL[c] }));

export interface DishFormFieldsProps {
  form: DishForm;
  rules: DietaryRules;
}

/** The dish form's fields. Read-only: texts stay focusable and selectable (readOnly); other controls are disabled. */
export function DishFormFields({ form, rules }: DishFormFieldsProps) {
  const { values, errors, set, canEdit, dish, ruleError } = form;
  // The event's rules up front, so nobody fills the form in only to be refused.
  const forbidden = dishesNotAllowed(rules);
  return (
    <div className="dish-form__fields">
      <TextField
        label="Dish Name"
        name="name"
        value={values.name}
        readOnly={!canEdit}
        onChange={(e) => set('name', e.target.value)}
        error={errors.name}
        maxLength={DISH_NAME_MAX}
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
        maxLength={DISH_DESCRIPTION_MAX}
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
        maxLength={DISH_SERVING_SIZE_MAX}
        placeholder="e.g. Serves 8"
      />
      <TextField
        label="Image URL"
        name="imageUrl"
        inputMode="url"
        optional
        value={values.imageUrl}
        readOnly={!canEdit}
        onChange={(e) => set('imageUrl', e.target.value)}
        error={errors.imageUrl}
        help="A picture from this app, such as /images/dishes/dessert.svg"
        placeholder="/images/dishes/..."
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
        {forbidden.length > 0 && <p className="field__help">Not allowed at this potluck: {forbidden.join(', ')}.</p>}
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
          <p className="field__error dish-form__rule-error" role="alert">
            <span aria-hidden="true">⚠</span>
            <span>{ruleError}</span>
          </p>
        )}
      </fieldset>
    </div>
  );
}
