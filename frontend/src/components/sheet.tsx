import './sheet.css';
import { useEffect, useId, useLayoutEffect, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { cx } from '@/lib/cx';
import { Button } from './button';
import { IconClose } from './icons';
import { t } from '@/lib/i18n';

export interface SheetProps {
  open: boolean;
  /** Called for Escape, the close button and a tap on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons kept visible below the scrolling body. */
  actions?: ReactNode;
  /** Lay the actions out side by side (primary on the right) instead of stacked. */
  actionsInRow?: boolean;
  /** CSS length, e.g. '90dvh' for the dish form. */
  maxHeight?: string;
  /** False while a change is pending: Escape, backdrop and the close button do nothing. */
  dismissible?: boolean;
  role?: 'dialog' | 'alertdialog';
  /** Element to focus on open; defaults to the first element with data-autofocus, else the close button. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
}

/**
 * A modal bottom sheet on the native <dialog>: showModal() makes the rest of the page inert (the
 * focus trap) and puts the sheet in the top layer; Escape arrives as the dialog's cancel event.
 */
export function Sheet(props: SheetProps) {
  if (!props.open) return null;
  return <OpenSheet {...props} />;
}

function OpenSheet({
  onClose,
  title,
  description,
  children,
  actions,
  actionsInRow,
  maxHeight,
  dismissible = true,
  role = 'dialog',
  initialFocusRef,
  className,
}: SheetProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const pressStartedOnBackdrop = useRef(false);
  const latest = useRef({ onClose, dismissible });
  useLayoutEffect(() => {
    latest.current = { onClose, dismissible };
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    const target = initialFocusRef?.current ?? dialog.querySelector<HTMLElement>('[data-autofocus]');
    target?.focus();
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      // Give focus back to whatever opened the sheet, if it is still on the page.
      if (opener?.isConnected) opener.focus();
    };
    // Opening happens once per mount; a new initialFocusRef must not reopen the sheet.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per mount on purpose (see above)
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      // The sheet is controlled: React state decides whether it closes.
      event.preventDefault();
      if (latest.current.dismissible) latest.current.onClose();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, []);

  return (
    <dialog
      ref={ref}
      className={cx('sheet', className)}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      style={maxHeight ? ({ '--sheet-max-height': maxHeight } as CSSProperties) : undefined}
      // The panel fills the dialog box, so a press that starts and ends on the dialog itself is on the backdrop.
      onPointerDown={(e) => {
        pressStartedOnBackdrop.current = e.target === e.currentTarget;
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget && pressStartedOnBackdrop.current && dismissible) onClose();
        pressStartedOnBackdrop.current = false;
      }}
    >
      <div className="sheet__header">
        <div className="sheet__heading">
          <h2 id={titleId} className="sheet__title">
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className="sheet__description">
              {description}
            </p>
          )}
        </div>
        <Button
          variant="ghost"
          className="btn--icon sheet__close"
          aria-label={t('common.close')}
          onClick={onClose}
          disabled={!dismissible}
        >
          <IconClose />
        </Button>
      </div>
      <div className="sheet__body">{children}</div>
      {actions && <div className={cx('sheet__actions', actionsInRow && 'sheet__actions--row')}>{actions}</div>}
    </dialog>
  );
}
