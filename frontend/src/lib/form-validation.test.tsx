import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor, type Rendered } from '@/test/render';
import { onFormSubmit, useSingleSubmit } from './form-validation';

let shown: Rendered | undefined;
afterEach(() => {
  shown?.unmount();
  shown = undefined;
});

describe('useSingleSubmit', () => {
  it('ignores a second submit while the first is still being checked', async () => {
    let finish: () => void = () => undefined;
    const sent = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    function Form() {
      const submit = useSingleSubmit(sent);
      return <form onSubmit={onFormSubmit(submit)} />;
    }
    shown = await render(<Form />);
    const form = shown.container.querySelector('form')!;
    const submitOnce = () => {
      const event = new Event('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(event);
      return event;
    };

    expect(submitOnce().defaultPrevented).toBe(true);
    submitOnce();
    expect(sent).toHaveBeenCalledTimes(1);

    await act(async () => finish());
    submitOnce();
    expect(sent).toHaveBeenCalledTimes(2);
  });
});

describe('onFormSubmit', () => {
  it('moves the focus to the first field the submit marked invalid', async () => {
    function Form() {
      const [invalid, setInvalid] = useState(false);
      const submit = async () => {
        await Promise.resolve();
        setInvalid(true);
      };
      return (
        <form onSubmit={onFormSubmit(submit)}>
          <input aria-label="Note" />
          <input aria-label="Name" aria-invalid={invalid || undefined} />
          <input aria-label="Email" aria-invalid={invalid || undefined} />
          <button type="submit">Send</button>
        </form>
      );
    }
    shown = await render(<Form />);
    const button = shown.container.querySelector('button')!;
    button.focus();
    await act(async () => button.click());
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Name'));
  });
});
