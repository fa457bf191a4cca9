import './field.css';
import type { ComponentProps } from 'react';
import { Field, type FieldTextProps } from './field-parts';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'children'>, FieldTextProps {}

/** A labelled input; `ref` reaches the <input>. */
export function TextField({ label, help, error, optional, id, className, type = 'text', ...rest }: TextFieldProps) {
  return (
    <Field {...{ label, help, error, optional, id, className }}>
      {(control) => <input {...control} type={type} {...rest} />}
    </Field>
  );
}
