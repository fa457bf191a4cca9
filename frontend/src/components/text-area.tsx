import './field.css';
import type { ComponentProps } from 'react';
import { Field, type FieldTextProps } from './field-parts';

export interface TextAreaProps extends Omit<ComponentProps<'textarea'>, 'children'>, FieldTextProps {}

export function TextArea({ label, help, error, optional, id, className, rows = 3, ...rest }: TextAreaProps) {
  return (
    <Field {...{ label, help, error, optional, id, className }}>
      {(control) => <textarea {...control} rows={rows} {...rest} />}
    </Field>
  );
}
