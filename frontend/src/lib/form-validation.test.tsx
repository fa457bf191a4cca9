import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, type Rendered } from '@/test/render';
import { useSingleSubmit } from './form-validation';

let shown: Rendered | undefined;
afterEach(() => {
  shown?.unmount();
  shown = undefined;
});

describe('useSingleSubmit', () => {
  it('ignores a second submit while the first is still being checked, and never lets the form reload', async () => {
    let finish: () => void = () => undefined;
    const sent = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    function Form() {
      const submit = useSingleSubmit(sent);
      return <form onSubmit={(e) => void submit(e)} />;
    }
    shown = await render(<Form />);
    const form = shown.container.querySelector('form')!;
    const submitOnce = () => {
      const event = new Event('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(event);
      return event;
    };

    const first = submitOnce();
    const second = submitOnce();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    expect(second.defaultPrevented).toBe(true);

    await act(async () => finish());
    submitOnce();
    expect(sent).toHaveBeenCalledTimes(2);
  });
});
