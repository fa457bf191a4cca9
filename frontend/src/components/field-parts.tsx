import { useId, type ReactNode } from 'react';

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

export function FieldLabel({ htmlFor, label, optional }: { htmlFor: string; label: ReactNode; optional?: boolean }) {
  return (
    <label className="field__label" htmlFor={htmlFor}>
      {label}
      {optional && <span className="field__optional"> (optional)</span>}
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
