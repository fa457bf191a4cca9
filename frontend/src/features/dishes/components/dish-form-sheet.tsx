import { useId } from 'react';
import { Button } from '@/components/button';
import { Sheet } from '@/components/sheet';
import { DeleteDishAction } from './delete-dish-action';
import { DishFormFields } from './dish-form-fields';
import { DishPlanningNotes } from './dish-planning-notes';
import { useDishForm, type DishFormEvent, type DishFormTarget } from './use-dish-form';
import { t } from '@/lib/i18n';

export type { DishFormEvent, DishFormTarget } from './use-dish-form';

export interface DishFormSheetProps {
  target: DishFormTarget | null;
  onClose: () => void;
  event: DishFormEvent;
  /** The signed-in user's id; with the event's host id it decides who may edit. */
  userId: string | null;
  /** Called once the change is sent (or queued), not on Cancel. */
  onSent?: () => void;
}

/** The dish add/edit form in a bottom sheet (max 90% of the view; fields scroll, title and buttons stay). */
export function DishFormSheet({ target, ...rest }: DishFormSheetProps) {
  if (!target) return null;
  // A new key per target: opening another dish starts from its own values.
  const key = target.mode === 'edit' ? target.dish.id : 'add';
  return <DishFormSheetContent key={key} target={target} {...rest} />;
}

function DishFormSheetContent({
  target,
  onClose,
  event,
  userId,
  onSent,
}: DishFormSheetProps & { target: DishFormTarget }) {
  const formId = useId();
  const form = useDishForm(target, event, userId, () => {
    onSent?.();
    onClose();
  });
  const { dish, canEdit } = form;
  const title = !dish ? t('dish.page.add') : canEdit ? t('dish.form.editTitle') : t('dish.form.detailsTitle');

  const actions = canEdit ? (
    <>
      <Button type="submit" form={formId} block>
        {dish ? t('dish.form.save') : t('dish.form.add')}
      </Button>
      <div className="dish-form__secondary">
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        {dish && <DeleteDishAction eventId={event.id} dish={dish} onDeleted={onClose} />}
      </div>
    </>
  ) : (
    <Button variant="secondary" block onClick={onClose}>
      {t('common.close')}
    </Button>
  );

  return (
    <Sheet open onClose={onClose} title={title} maxHeight="90dvh" actions={actions} className="dish-form-sheet">
      {!canEdit && (
        <p className="dish-form__note" role="note">
          <span aria-hidden="true">🔒</span> {t('dish.form.readOnly')}
        </p>
      )}
      <form id={formId} className="dish-form" noValidate onSubmit={form.onSubmit}>
        {/* Above the fields, so the note is in view while the name is typed. */}
        {canEdit && (
          <DishPlanningNotes event={event} name={form.values.name} category={form.values.category} dishId={dish?.id} />
        )}
        <DishFormFields form={form} rules={event} />
      </form>
    </Sheet>
  );
}
