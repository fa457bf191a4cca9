import type { ReactNode } from 'react';
import { Button } from './button';
import { Sheet } from './sheet';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The question, e.g. 'Are you sure you want to delete this dish?'. */
  description: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while `pending`, e.g. 'Deleting...'. */
  pendingLabel?: string;
  cancelLabel?: string;
  pending?: boolean;
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an irreversible action. Focus starts on Cancel so Enter never destroys anything by accident. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  pending = false,
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Sheet
      open={open}
      onClose={onCancel}
      title={title}
      description={description}
      role="alertdialog"
      dismissible={!pending}
      actionsInRow
      actions={
        <>
          <Button variant={tone} pending={pending} pendingLabel={pendingLabel ?? confirmLabel} onClick={onConfirm}>
            {confirmLabel}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={pending} data-autofocus>
            {cancelLabel}
          </Button>
        </>
      }
    />
  );
}
