import { useEffect, useRef, type FormEvent } from 'react';
import { loadMessages } from './i18n';

type FormSchemas = typeof import('./form-schemas');

let loading: Promise<FormSchemas> | undefined;

/**
 * The forms' schemas and their messages (the `validation` group), loaded once. A form starts the load when it mounts
 * (useFormSchemas), so by the time it is submitted they are here and the wait is a microtask; the service worker
 * precaches both for offline use. A failed load is tried again on the next call.
 */
export function loadFormSchemas(): Promise<FormSchemas> {
  loading ??= Promise.all([import('./form-schemas'), loadMessages(['validation'])]).then(
    ([schemas]) => schemas,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Starts loading the schemas as the form appears. */
export function useFormSchemas(): void {
  useEffect(() => {
    loadFormSchemas().catch(() => undefined);
  }, []);
}

/**
 * A form's submit that runs once at a time: a second tap while the first is still being checked (the schemas may
 * still be on their way) is ignored, so one change is never sent twice.
 */
export function useSingleSubmit<A extends unknown[]>(
  submit: (...args: A) => Promise<void>,
): (...args: A) => Promise<void> {
  const busy = useRef(false);
  return async (...args) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await submit(...args);
    } finally {
      busy.current = false;
    }
  };
}

/**
 * A form's onSubmit: the page never reloads, and `submit` runs. When it leaves fields marked invalid, the first of
 * them takes the focus (which brings it into view on a long form), unless the focus is on one of them already.
 */
export function onFormSubmit(submit: () => Promise<unknown>): (event: FormEvent<HTMLFormElement>) => void {
  return (event) => {
    event.preventDefault();
    const form = event.currentTarget;
    // The messages render after the submit settles; the next frame sees them.
    void submit().then(() => requestAnimationFrame(() => focusFirstInvalid(form)));
  };
}

/**
 * Moves the focus to the form's first field marked invalid, unless it is on one of them already. With `orAlert`
 * and no invalid field, the form's first alert (a message about the whole form) is scrolled into view instead.
 */
export function focusFirstInvalid(form: HTMLFormElement, { orAlert = false }: { orAlert?: boolean } = {}): void {
  const invalid = [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')];
  if (invalid.length > 0 && !invalid.includes(document.activeElement as HTMLElement)) invalid[0]!.focus();
  else if (invalid.length === 0 && orAlert)
    form.querySelector('[role="alert"]')?.scrollIntoView?.({ block: 'nearest' });
}
