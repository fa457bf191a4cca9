/**
 * A form the server rendered (`<form data-server-form="…">`, see backend/src/platform/web/server-rsvp-form.ts) as the person left it
 * before the app's code arrived: what they typed, the messages shown beside the fields, and where the caret was.
 * Read while the component that takes the form over first renders, the last moment before React replaces the
 * server's markup, so nothing typed in between is lost.
 */
export interface ServerFormState {
  /** Each named field's value; a radio group's checked value. */
  values: Record<string, string>;
  /** The message shown beside a field (an element `{prefix}{field}-error`), by field name. */
  errors: Record<string, string>;
  /** The field that had the focus, with its selection (a radio by its value). */
  focus: { name: string; value: string; start: number | null; end: number | null } | null;
}

type Control = HTMLInputElement | HTMLTextAreaElement;
const isControl = (el: Element | null): el is Control =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;

/** `name`: the form's data-server-form (a word from our own code); `errorIdPrefix`: what its message ids start with. */
export function readServerForm(name: string, errorIdPrefix = ''): ServerFormState | null {
  if (typeof document === 'undefined') return null;
  const form = document.querySelector<HTMLFormElement>(`form[data-server-form="${name}"]`);
  if (!form) return null;
  const values: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const el of Array.from(form.elements)) {
    if (!isControl(el) || !el.name) continue;
    if (el instanceof HTMLInputElement && el.type === 'radio') {
      if (el.checked) values[el.name] = el.value;
    } else values[el.name] = el.value;
    const message = document.getElementById(`${errorIdPrefix}${el.name}-error`)?.textContent?.replace(/^⚠/, '');
    if (message) errors[el.name] = message.trim();
  }
  const active = document.activeElement;
  const focus =
    isControl(active) && active.name && form.contains(active)
      ? { name: active.name, value: active.value, ...selectionOf(active) }
      : null;
  return { values, errors, focus };
}

function selectionOf(el: Control): { start: number | null; end: number | null } {
  try {
    return { start: el.selectionStart, end: el.selectionEnd };
  } catch {
    // Number and e-mail inputs have no selection to read.
    return { start: null, end: null };
  }
}

/** Gives the focus (and selection) back to the same field of the form that took the server's place. */
export function restoreServerFormFocus(form: HTMLFormElement | null, focus: ServerFormState['focus']): void {
  if (!form || !focus) return;
  const target = Array.from(form.elements).find(
    (el): el is Control =>
      isControl(el) &&
      (el instanceof HTMLInputElement && el.type === 'radio'
        ? el.value === focus.value && (el.name === focus.name || el.name.endsWith(`-${focus.name}`))
        : el.name === focus.name),
  );
  if (!target) return;
  target.focus({ preventScroll: true });
  if (focus.start !== null && focus.end !== null) {
    try {
      target.setSelectionRange(focus.start, focus.end);
    } catch {
      // Not a text field: the focus is enough.
    }
  }
}
