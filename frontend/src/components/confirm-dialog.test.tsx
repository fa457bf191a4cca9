import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { getByRole, query, render } from '@/test/render';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it('is an alertdialog that starts on Cancel and confirms on request', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { container, unmount } = await render(
      <ConfirmDialog
        open
        title="Delete Event"
        description='Are you sure you want to delete "Diwali"? This action cannot be undone.'
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(query(container, 'dialog').getAttribute('role')).toBe('alertdialog');
    expect(document.activeElement).toBe(getByRole(container, 'button', 'Cancel'));
    await act(async () => getByRole(container, 'button', 'Delete').click());
    expect(onConfirm).toHaveBeenCalledOnce();
    unmount();
  });
});
