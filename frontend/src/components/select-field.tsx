import './field.css';
import type { ComponentProps } from 'react';
import { Field, type FieldTextProps } from './field-parts';

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
  return (
    <Field {...{ label, help, error, optional, id, className }}>
      {(control) => (
        <select {...control} {...rest}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
