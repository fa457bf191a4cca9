import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { getByRole, query, render } from '@/test/render';
import { Sheet } from './sheet';

describe('Sheet', () => {
  it('is a labelled modal dialog, rendered only while open', async () => {
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Open</button>
          <Sheet open={open} onClose={() => setOpen(false)} title="Profile Settings" description="Who you are">
            body
          </Sheet>
        </>
      );
    }
    const { container, unmount } = await render(<Harness />);
    expect(container.querySelector('dialog')).toBeNull();
    await act(async () => getByRole(container, 'button', 'Open').click());
    const dialog = query(container, 'dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Profile Settings');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('Who you are');

    // Escape reaches a modal <dialog> as its cancel event.
    await act(async () => dialog.dispatchEvent(new Event('cancel', { cancelable: true })));
    expect(container.querySelector('dialog')).toBeNull();
    unmount();
  });

  it('ignores Escape and the close button while not dismissible', async () => {
    const onClose = vi.fn();
    const { container, unmount } = await render(
      <Sheet open onClose={onClose} title="Saving" dismissible={false}>
        body
      </Sheet>,
    );
    const dialog = query(container, 'dialog');
    await act(async () => dialog.dispatchEvent(new Event('cancel', { cancelable: true })));
    expect(onClose).not.toHaveBeenCalled();
    expect(getByRole(container, 'button', 'Close').hasAttribute('disabled')).toBe(true);
    unmount();
  });
});
