// @vitest-environment jsdom
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { readServerForm, takeOverServerForm } from './server-form';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The server's form on the page: a name and the status radios. */
function serverForm(): HTMLFormElement {
  const holder = document.createElement('div');
  holder.innerHTML = `<form data-server-form="join">
    <input name="name" value="Ada Lov">
    <input type="radio" name="status" value="attending" checked>
    <input type="radio" name="status" value="maybe">
  </form>`;
  document.body.append(holder);
  return holder.querySelector('form')!;
}

/** The app's form: controlled fields whose state shows in an output, radios named as the app names them. */
function AppForm({ formRef }: { formRef: { current: HTMLFormElement | null } }) {
  const [name, setName] = useState('Ada Lov');
  const [status, setStatus] = useState('attending');
  return (
    <form ref={formRef}>
      <input name="name" value={name} onChange={(e) => setName(e.target.value)} />
      {['attending', 'maybe'].map((s) => (
        <input key={s} type="radio" name="r1-status" value={s} checked={status === s} onChange={() => setStatus(s)} />
      ))}
      <output>{`${name}|${status}`}</output>
    </form>
  );
}

/** The app's form rendered in place of the server's, then handed what the server's form held. */
async function takeOverWith(read: ReturnType<typeof readServerForm>) {
  const container = document.createElement('div');
  document.body.append(container);
  const formRef: { current: HTMLFormElement | null } = { current: null };
  const root = createRoot(container);
  await act(async () => root.render(<AppForm formRef={formRef} />));
  await act(async () => takeOverServerForm(formRef.current, read));
  return { container, unmount: () => act(() => root.unmount()) };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('taking over the server form', () => {
  it('hands over what was typed after the first read, and the caret, once the server form is gone', async () => {
    const server = serverForm();
    const field = server.querySelector<HTMLInputElement>('input[name="name"]')!;
    field.focus();
    const read = readServerForm('join');
    expect(read?.values).toMatchObject({ name: 'Ada Lov', status: 'attending' });

    // Typed while the app was still rendering its own form: more letters, and Maybe.
    field.value = 'Ada Lovelace';
    field.setSelectionRange(12, 12);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    server.querySelector<HTMLInputElement>('input[value="maybe"]')!.checked = true;
    field.focus();
    field.dispatchEvent(new Event('keyup', { bubbles: true }));
    // The app's form replaces the server's.
    server.parentElement!.remove();

    const { container, unmount } = await takeOverWith(read);

    expect(container.querySelector('output')?.textContent).toBe('Ada Lovelace|maybe');
    const appField = container.querySelector<HTMLInputElement>('input[name="name"]')!;
    expect(document.activeElement).toBe(appField);
    expect(appField.value).toBe('Ada Lovelace');
    expect(appField.selectionStart).toBe(12);
    unmount();
  });

  it('changes nothing that was not typed after the first read', async () => {
    const server = serverForm();
    const read = readServerForm('join');
    server.parentElement!.remove();
    const { container, unmount } = await takeOverWith(read);
    expect(container.querySelector('output')?.textContent).toBe('Ada Lov|attending');
    expect(document.activeElement).toBe(document.body);
    unmount();
  });
});
