import { useId, type ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';

// Ids and messages every labelled control shares, so help and error text are announced with it.

export interface FieldTextProps {
  label: ReactNode;
  /** Helper text under the control. */
  help?: ReactNode;
  /** Error text; also sets aria-invalid. */
  error?: ReactNode;
  /** Adds "(optional)" after the label. */
  optional?: boolean;
}

export function useFieldIds(id: string | undefined, help: ReactNode, error: ReactNode) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const helpId = help ? `${controlId}-help` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, helpId].filter(Boolean).join(' ') || undefined;
  return { controlId, helpId, errorId, describedBy };
}

function FieldLabel({ htmlFor, label, optional }: { htmlFor: string; label: ReactNode; optional?: boolean }) {
  return (
    <label className="field__label" htmlFor={htmlFor}>
      {label}
      {optional && <span className="field__optional">{t('common.optional')}</span>}
    </label>
  );
}

export function FieldMessages({
  help,
  error,
  helpId,
  errorId,
}: {
  help?: ReactNode;
  error?: ReactNode;
  helpId?: string;
  errorId?: string;
}) {
  return (
    <>
      {help && (
        <p id={helpId} className="field__help">
          {help}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          <span aria-hidden="true">⚠</span>
          <span>{error}</span>
        </p>
      )}
    </>
  );
}

/** What the wrapped control spreads onto itself: its id, and the state its messages give it. */
export interface FieldControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The one field wrapper of text fields, text areas and selects: the label, the control (`children` renders it with
 * the props it needs) and the help and error messages it is described by.
 */
export function Field({
  id,
  className,
  label,
  help,
  error,
  optional,
  children,
}: FieldTextProps & { id?: string; className?: string; children: (control: FieldControlProps) => ReactNode }) {
  const ids = useFieldIds(id, help, error);
  return (
    <div className={cx('field', className)}>
      <FieldLabel htmlFor={ids.controlId} label={label} optional={optional} />
      {children({
        id: ids.controlId,
        className: 'field__control',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': ids.describedBy,
      })}
      <FieldMessages help={help} error={error} helpId={ids.helpId} errorId={ids.errorId} />
    </div>
  );
}
