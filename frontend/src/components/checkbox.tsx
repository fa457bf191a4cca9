import './field.css';
import type { ComponentProps, ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { FieldMessages, useFieldIds } from './field-parts';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  label: ReactNode;
  help?: ReactNode;
  error?: ReactNode;
}

/** A checkbox whose whole row (box + label) is the touch target. */
export function Checkbox({ label, help, error, id, className, ...rest }: CheckboxProps) {
  const ids = useFieldIds(id, help, error);
  return (
    <div className={cx('field', className)}>
      <label className="checkbox" htmlFor={ids.controlId}>
        <input
          id={ids.controlId}
          type="checkbox"
          className="checkbox__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...rest}
        />
        <span className="checkbox__text">
          <span className="checkbox__label">{label}</span>
        </span>
      </label>
      <FieldMessages help={help} error={error} helpId={ids.helpId} errorId={ids.errorId} />
    </div>
  );
}
