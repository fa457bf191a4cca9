import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type * as z from 'zod';
import { fieldErrorsOf } from './field-errors';
import { focusFirstInvalid, loadFormSchemas, useFormSchemas, useSingleSubmit } from './form-validation';

type FormSchemas = Awaited<ReturnType<typeof loadFormSchemas>>;

/** A message per field; keys may also be nested paths ("slots.dessert") where a group shows one per box. */
export type FormErrors<V> = Partial<Record<Extract<keyof V, string>, string>>;

/** The fields of `V` whose values are of type `T`. */
type FieldsOf<V, T> = Extract<keyof V, string> & { [K in keyof V]-?: V[K] extends T ? K : never }[keyof V];

type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Checks `input` with one of the shared schemas (loaded on first use): the parsed data, or the first message of
 * each field (`nested`: keyed by the whole path, so each box of a nested group shows its own).
 */
export async function parseForm<T, F extends string>(
  pick: (schemas: FormSchemas) => z.ZodType<T>,
  input: unknown,
  options?: { nested?: boolean },
): Promise<{ data: T; errors?: undefined } | { data?: undefined; errors: Partial<Record<F, string>> }> {
  const parsed = pick(await loadFormSchemas()).safeParse(input);
  return parsed.success ? { data: parsed.data } : { errors: fieldErrorsOf<F>(parsed.error, options) };
}

/**
 * A form's state: its values, a setter per field (which clears that field's message), and the messages shown
 * under the fields, from the schema or from the server (`text` and `check` hand a control its field's props).
 * Whenever messages are shown (`showErrors`), the first
 * field they mark `aria-invalid` takes the focus once they are on screen (unless the focus is on one already),
 * which brings it into view on a long form; with no invalid field, the form's first alert is scrolled into view.
 * The `<form>` submits through `handleSubmit`: no reload, one submit at a time. The schemas start loading as the
 * form appears.
 */
export function useForm<V extends object>(initial: V | (() => V), initialErrors: FormErrors<V> = {}) {
  const [values, setValues] = useState<V>(initial);
  // Messages already on screen when the form appears (a server-rendered form sent back with a mistake): shown as
  // they are, without moving the focus the page already placed.
  const [errors, setErrors] = useState<FormErrors<V>>(initialErrors);
  // Bumped by every showErrors, so the same messages shown twice still move the focus.
  const [shown, setShown] = useState(0);
  const formRef = useRef<HTMLFormElement | null>(null);
  const single = useSingleSubmit((submit: () => Promise<unknown>) => submit().then(() => undefined));
  useFormSchemas();

  useEffect(() => {
    if (shown > 0 && formRef.current) focusFirstInvalid(formRef.current, { orAlert: true });
  }, [shown]);

  const set = <K extends Extract<keyof V, string>>(field: K, value: V[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] === undefined ? e : { ...e, [field]: undefined }));
  };

  const showErrors = (found: FormErrors<V>) => {
    setErrors(found);
    setShown((n) => n + 1);
  };

  const handleSubmit =
    (submit: () => Promise<unknown>) =>
    (event: FormEvent<HTMLFormElement>): void => {
      event.preventDefault();
      formRef.current = event.currentTarget;
      void single(submit);
    };

  /** What a text input, text area or select spreads for a text field: its name, value, message and setter. */
  const text = <K extends FieldsOf<V, string>>(name: K) => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onChange: (e: ChangeEvent<TextControl>) => set(name, e.target.value as V[K]),
  });

  /** What a checkbox spreads for a yes/no field: its name, state and setter. */
  const check = <K extends FieldsOf<V, boolean>>(name: K) => ({
    name,
    checked: values[name] as boolean,
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(name, e.target.checked as V[K]),
  });

  return { values, errors, set, showErrors, handleSubmit, text, check };
}
