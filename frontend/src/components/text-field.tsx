import './field.css';
import type { ComponentProps } from 'react';
import { cx } from '@/lib/cx';
import { FieldLabel, FieldMessages, useFieldIds, type FieldTextProps } from './field-parts';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'children'>, FieldTextProps {}

/** A labelled input; `ref` reaches the <input>. */
export function TextField({ label, help, error, optional, id, className, type = 'text', ...rest }: TextFieldProps) {
  const ids = useFieldIds(id, help, error);
  return (
    <div className={cx('field', className)}>
      <FieldLabel htmlFor={ids.controlId} label={label} optional={optional} />
      <input
        id={ids.controlId}
        type={type}
        className="field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      />
      <FieldMessages help={help} error={error} helpId={ids.helpId} errorId={ids.errorId} />
    </div>
  );
}
