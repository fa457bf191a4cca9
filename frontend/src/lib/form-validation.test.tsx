import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, type Rendered } from '@/test/render';
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
