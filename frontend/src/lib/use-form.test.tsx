import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor, type Rendered } from '@/test/render';
import { parseForm, useForm } from './use-form';

let shown: Rendered | undefined;
afterEach(() => {
  shown?.unmount();
  shown = undefined;
});

type Values = { note: string; name: string; email: string };

/** Three fields; `found` decides which messages a submit shows, `later` the ones shown after it settled. */
function TestForm({ found, later }: { found: () => Partial<Values>; later?: { found: Partial<Values> } }) {
  const { values, errors, set, showErrors, handleSubmit } = useForm<Values>({ note: '', name: '', email: '' });
  const submit = async () => {
    await Promise.resolve();
    showErrors(found());
  };
  return (
    <form onSubmit={handleSubmit(submit)}>
      {(['note', 'name', 'email'] as const).map((field) => (
        <input
          key={field}
          aria-label={field}
          value={values[field]}
          aria-invalid={errors[field] ? true : undefined}
          onChange={(e) => set(field, e.target.value)}
        />
      ))}
      {later && (
        <button type="button" onClick={() => showErrors(later.found)}>
          Server answer
        </button>
      )}
      <button type="submit">Send</button>
    </form>
  );
}

const focused = () => document.activeElement?.getAttribute('aria-label');

describe('useForm', () => {
  it('moves the focus to the first field in the form that a submit marked invalid', async () => {
    shown = await render(<TestForm found={() => ({ email: 'Invalid email', name: 'Name is required' })} />);
    const send = shown.container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    send.focus();
    await act(async () => send.click());
    await waitFor(() => expect(focused()).toBe('name'));
    expect(shown.container.querySelectorAll('[aria-invalid="true"]')).toHaveLength(2);
  });

  it('moves the focus for messages shown after the submit settled (a server answer)', async () => {
    shown = await render(<TestForm found={() => ({})} later={{ found: { email: 'Taken' } }} />);
    const send = shown.container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    await act(async () => send.click());
    expect(shown.container.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);

    const answer = shown.container.querySelector<HTMLButtonElement>('button[type="button"]')!;
    answer.focus();
    await act(async () => answer.click());
    await waitFor(() => expect(focused()).toBe('email'));
  });

  it('ignores a second tap on Send while the first submit is still being checked, and never reloads', async () => {
    // Every pending check, so a second one that slipped through would be finished (and counted) too.
    const pending: (() => void)[] = [];
    const finish = () => pending.splice(0).forEach((resolve) => resolve());
    const checked = vi.fn(() => ({}));
    const reloads = vi.fn();
    function Slow() {
      const { handleSubmit } = useForm({ name: '' });
      const submit = () => new Promise<void>((resolve) => pending.push(resolve)).then(checked);
      return (
        <form onSubmit={(event) => (handleSubmit(submit)(event), event.defaultPrevented || reloads())}>
          <button type="submit">Send</button>
        </form>
      );
    }
    shown = await render(<Slow />);
    const send = shown.container.querySelector('button')!;
    await act(async () => send.click());
    await act(async () => send.click());
    await act(async () => finish());
    expect(checked).toHaveBeenCalledTimes(1);
    await act(async () => send.click());
    await act(async () => finish());
    expect(checked).toHaveBeenCalledTimes(2);
    expect(reloads).not.toHaveBeenCalled();
  });
});

describe('parseForm', () => {
  it("gives the schema's output, or its first message per field", async () => {
    await expect(parseForm((s) => s.updateProfileSchema, { nickname: ' Sam ' })).resolves.toEqual({
      data: { nickname: 'Sam' },
    });
    await expect(parseForm((s) => s.updateProfileSchema, { nickname: 'x'.repeat(101) })).resolves.toEqual({
      errors: { nickname: 'Display name must be at most 100 characters' },
    });
  });
});
