import './field.css';
import type { ComponentProps } from 'react';
import { cx } from '@/lib/cx';
import { FieldLabel, FieldMessages, useFieldIds, type FieldTextProps } from './field-parts';

export interface TextAreaProps extends Omit<ComponentProps<'textarea'>, 'children'>, FieldTextProps {}

export function TextArea({ label, help, error, optional, id, className, rows = 3, ...rest }: TextAreaProps) {
  const ids = useFieldIds(id, help, error);
  return (
    <div className={cx('field', className)}>
      <FieldLabel htmlFor={ids.controlId} label={label} optional={optional} />
      <textarea
        id={ids.controlId}
        rows={rows}
        className="field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      />
      <FieldMessages help={help} error={error} helpId={ids.helpId} errorId={ids.errorId} />
    </div>
  );
}
