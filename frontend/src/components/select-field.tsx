import './field.css';
import type { ComponentProps } from 'react';
import { cx } from '@/lib/cx';
import { FieldLabel, FieldMessages, useFieldIds, type FieldTextProps } from './field-parts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'children'>, FieldTextProps {
  options: readonly SelectOption[];
  /** A first, empty-valued option such as 'Select a theme'. */
  placeholder?: string;
}

export function SelectField({
  label,
  help,
  error,
  optional,
  id,
  className,
  options,
  placeholder,
  ...rest
}: SelectFieldProps) {
  const ids = useFieldIds(id, help, error);
  return (
    <div className={cx('field', className)}>
      <FieldLabel htmlFor={ids.controlId} label={label} optional={optional} />
      <select
        id={ids.controlId}
        className="field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldMessages help={help} error={error} helpId={ids.helpId} errorId={ids.errorId} />
    </div>
  );
}
