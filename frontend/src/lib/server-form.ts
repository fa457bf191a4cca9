/**
 * A form the server rendered (`<form data-server-form="…">`, see backend/src/platform/web/server-rsvp-form.ts) as the person left it
 * before the app's code arrived: what they typed, the messages shown beside the fields, and where the caret was.
 * Read while the component that takes the form over first renders. The app renders a page the server sent in small
 * slices (main.tsx), so the form stays usable meanwhile: what is typed after that first read is followed too, and
 * handed over when the app's form appears (takeOverServerForm), so nothing typed in between is lost.
 */
export interface ServerFormState {
  /** Each named field's value; a radio group's checked value; ticked checkboxes' values, one a line. */
  values: Record<string, string>;
  /** The message shown beside a field (an element `{prefix}{field}-error`), by field name. */
  errors: Record<string, string>;
  /** The field that had the focus, with its selection (a radio by its value). */
  focus: ServerFormFocus | null;
  /** The form itself, and the field last focused in it: still readable once the app has replaced it. */
  form: HTMLFormElement;
  lastFocus: () => ServerFormFocus | null;
}

type ServerFormFocus = { name: string; value: string; start: number | null; end: number | null };

type Control = HTMLInputElement | HTMLTextAreaElement;
const isControl = (el: Element | null): el is Control =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;

/** `name`: the form's data-server-form (a word from our own code); `errorIdPrefix`: what its message ids start with. */
export function readServerForm(name: string, errorIdPrefix = ''): ServerFormState | null {
  if (typeof document === 'undefined') return null;
  const form = document.querySelector<HTMLFormElement>(`form[data-server-form="${name}"]`);
  if (!form) return null;
  const errors: Record<string, string> = {};
  for (const el of controlsOf(form)) {
    const message = document.getElementById(`${errorIdPrefix}${el.name}-error`)?.textContent?.replace(/^⚠/, '');
    if (message) errors[el.name] = message.trim();
  }
  const focusOf = (el: Element | null): ServerFormFocus | null =>
    isControl(el) && el.name && form.contains(el) ? { name: el.name, value: el.value, ...selectionOf(el) } : null;
  let focus = focusOf(document.activeElement);
  const follow = () => (focus = focusOf(document.activeElement) ?? focus);
  for (const type of ['focusin', 'input', 'keyup', 'pointerup', 'select']) form.addEventListener(type, follow, true);
  return { values: valuesOf(form), errors, focus, form, lastFocus: () => focus };
}

const controlsOf = (form: HTMLFormElement): Control[] =>
  Array.from(form.elements).filter((el): el is Control => isControl(el) && el.name !== '');

/** Each named field's value; a radio group's checked value; a group of checkboxes' ticked values, one a line. */
function valuesOf(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const el of controlsOf(form)) {
    if (el instanceof HTMLInputElement && el.type === 'checkbox') {
      if (el.checked) values[el.name] = values[el.name] === undefined ? el.value : `${values[el.name]}\n${el.value}`;
    } else if (el instanceof HTMLInputElement && el.type === 'radio') {
      if (el.checked) values[el.name] = el.value;
    } else values[el.name] = el.value;
  }
  return values;
}

function selectionOf(el: Control): { start: number | null; end: number | null } {
  try {
    return { start: el.selectionStart, end: el.selectionEnd };
  } catch {
    // Number and e-mail inputs have no selection to read.
    return { start: null, end: null };
  }
}

/**
 * The app's form (`target`) takes over from the server's: what was typed into the server's form after it was first
 * read is typed again into the same fields (as input events, so the form's state follows), and the focus and
 * selection go back to the field that had them.
 */
export function takeOverServerForm(target: HTMLFormElement | null, server: ServerFormState | null): void {
  if (!target || !server) return;
  for (const [name, value] of Object.entries(valuesOf(server.form))) {
    if (server.values[name] !== value) typeInto(fieldOf(target, name, value), value);
  }
  const focus = server.lastFocus();
  const field = focus && fieldOf(target, focus.name, focus.value);
  if (!focus || !field) return;
  field.focus({ preventScroll: true });
  if (focus.start !== null && focus.end !== null) {
    try {
      field.setSelectionRange(focus.start, focus.end);
    } catch {
      // Not a text field: the focus is enough.
    }
  }
}

/** The app's field for the server's field `name` (a radio by its value: the app's radios have names of their own). */
const fieldOf = (target: HTMLFormElement, name: string, value: string): Control | undefined =>
  Array.from(target.elements).find(
    (el): el is Control =>
      isControl(el) &&
      (el instanceof HTMLInputElement && el.type === 'radio'
        ? el.value === value && (el.name === name || el.name.endsWith(`-${name}`))
        : el.name === name),
  );

/** Sets a field as typing would: React hears an input event (a radio is clicked). */
function typeInto(field: Control | undefined, value: string): void {
  if (!field) return;
  if (field instanceof HTMLInputElement && field.type === 'radio') {
    if (!field.checked) field.click();
    return;
  }
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
