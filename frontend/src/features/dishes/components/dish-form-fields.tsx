import type { DishCategory } from '@contracts/common.contract';
import { useDishPhotoSlots } from '@/components/photo-slots';
import { DISH_CATEGORIES } from '@contracts/common.rules';
import {
  DISH_DESCRIPTION_MAX,
  DISH_FLAGS,
  DISH_NAME_MAX,
  DISH_SERVING_SIZE_MAX,
  dishesNotAllowed,
  type DietaryRules,
  type NotAllowedDish,
} from '@contracts/dish.rules';
import { Checkbox } from '@/components/checkbox';
import { SelectField } from '@/components/select-field';
import { TextArea } from '@/components/text-area';
import { TextField } from '@/components/text-field';
import { categoryLabel } from '../dish-categories';
import type { DishForm } from './use-dish-form';
import { t, type MessageKey } from '@/lib/i18n';

/** How the dish form names each kind of dish the event's rules turn away. */
const NOT_ALLOWED_TEXT: Record<NotAllowedDish, MessageKey> = {
  vegan: 'dish.form.veganDishes',
  vegetarian: 'dish.form.vegetarianDishes',
  meat: 'dish.form.meatDishes',
};

export interface DishFormFieldsProps {
  form: DishForm;
  rules: DietaryRules;
}

/** The dish form's fields. Read-only: texts stay focusable and selectable (readOnly); other controls are disabled. */
export function DishFormFields({ form, rules }: DishFormFieldsProps) {
  const { values, errors, set, canEdit, dish, ruleError } = form;
  // The event's rules up front, so nobody fills the form in only to be refused.
  const forbidden = dishesNotAllowed(rules).map((kind) => t(NOT_ALLOWED_TEXT[kind]));
  const photoSlots = useDishPhotoSlots();
  // In the order of the form (the badges keep their own order); the names are the badges' full names.
  const flags = DISH_FLAGS.map((name) => ({ name, label: t(`dish.flag.${name}`) }));
  const categoryOptions = DISH_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) }));
  // A text field's name, value, change, error and placeholder, read-only when the dish is not this person's to edit.
  const text = (name: 'name' | 'description' | 'servingSize' | 'recipeLink') => ({
    name,
    value: values[name],
    placeholder: t(`dish.form.${name}Placeholder`),
    readOnly: !canEdit,
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
    error: errors[name],
  });
  return (
    <div className="dish-form__fields">
      <TextField
        label={t('dish.form.name')}
        {...text('name')}
        maxLength={DISH_NAME_MAX}
        autoComplete="off"
        data-autofocus={canEdit && !dish ? true : undefined}
        required
      />
      <SelectField
        label={t('dish.form.category')}
        name="category"
        value={values.category}
        disabled={!canEdit}
        onChange={(e) => set('category', e.target.value as DishCategory)}
        options={categoryOptions}
        error={errors.category}
      />
      <TextArea
        label={t('event.form.description')}
        optional
        {...text('description')}
        maxLength={DISH_DESCRIPTION_MAX}
      />
      <TextField
        label={t('dish.form.servingSize')}
        optional
        {...text('servingSize')}
        maxLength={DISH_SERVING_SIZE_MAX}
      />
      {photoSlots?.formField({
        dishId: dish?.id ?? null,
        draftKey: form.photoDraftKey,
        dishName: values.name,
        canEdit,
      })}
      <TextField label={t('dish.form.recipeLink')} type="url" inputMode="url" optional {...text('recipeLink')} />
      <fieldset className="dish-form__flags">
        <legend className="field__label">{t('dish.form.dietary')}</legend>
        {forbidden.length > 0 && (
          <p className="field__help">
            {t('dish.form.notAllowed', { list: forbidden.join(t('dish.form.listSeparator')) })}
          </p>
        )}
        <div className="dish-form__flag-grid">
          {flags.map((f) => (
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
