import { useState } from 'react';
import type { DishView } from '@contracts/dish.contract';
import { newChangeKey } from '@/lib/api-client';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDeleteDish } from '../api/delete-dish';
import { t } from '@/lib/i18n';

export interface DeleteDishActionProps {
  eventId: string;
  dish: DishView;
  /** Called once the deletion is sent (optimistic, queued when offline). */
  onDeleted: () => void;
}

/** The dish form's Delete button: asks first, then deletes. */
export function DeleteDishAction({ eventId, dish, onDeleted }: DeleteDishActionProps) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteDish(eventId);

  const confirm = () => {
    setConfirming(false);
    remove.mutate({ eventId, dishId: dish.id, dishName: dish.name, idempotencyKey: newChangeKey() });
    onDeleted();
  };

  return (
    <>
      <Button variant="danger-outline" onClick={() => setConfirming(true)}>
        {t('common.delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('dish.delete.title')}
        description={t('dish.delete.text')}
        confirmLabel={t('common.delete')}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
