import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessibleText, getByRole, query, render } from '@/test/render';
import { TOAST_DURATION_MS, toast, useToastStore } from '@/lib/toast-store';
import { Toaster } from './toaster';

beforeEach(() => {
  useToastStore.getState().remove();
});
afterEach(() => {
  vi.useRealTimers();
});

function pointer(type: string, clientX: number) {
  return new PointerEvent(type, { bubbles: true, clientX, pointerId: 1, button: 0, pointerType: 'touch' });
}

describe('Toaster', () => {
  it('announces one toast at a time in a polite live region', async () => {
    const { container, unmount } = await render(<Toaster />);
    const region = query(container, '[role="status"]');
    expect(region.getAttribute('aria-live')).toBe('polite');
    await act(async () => {
      toast({ title: 'Update Failed', description: 'Server said no', variant: 'destructive' });
      toast({ title: 'Profile Updated', description: 'Your profile has been updated successfully.' });
    });
    expect(container.querySelectorAll('.toast')).toHaveLength(1);
    expect(accessibleText(region)).toContain('Profile Updated');
    expect(accessibleText(region)).not.toContain('Update Failed');
    unmount();
  });

  it('closes by itself after 5 seconds', async () => {
    vi.useFakeTimers();
    const { container, unmount } = await render(<Toaster />);
    await act(async () => void toast({ title: 'Link Copied!' }));
    expect(container.querySelectorAll('.toast')).toHaveLength(1);
    await act(async () => void vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(container.querySelectorAll('.toast')).toHaveLength(0);
    unmount();
  });

  it('dismisses on a swipe right past 50 px, and snaps back on a short one', async () => {
    const { container, unmount } = await render(<Toaster />);
    await act(async () => void toast({ title: 'Dish Added!' }));
    const el = query(container, '.toast');

    await act(async () => {
      el.dispatchEvent(pointer('pointerdown', 100));
      el.dispatchEvent(pointer('pointermove', 140));
      el.dispatchEvent(pointer('pointerup', 140));
    });
    expect(container.querySelectorAll('.toast')).toHaveLength(1);
    expect(el.style.transform).toBe('');

    await act(async () => {
      el.dispatchEvent(pointer('pointerdown', 100));
      el.dispatchEvent(pointer('pointermove', 160));
      el.dispatchEvent(pointer('pointerup', 160));
    });
    expect(container.querySelectorAll('.toast')).toHaveLength(0);
    unmount();
  });

  it('runs the action and closes', async () => {
    const onClick = vi.fn();
    const { container, unmount } = await render(<Toaster />);
    await act(async () => void toast({ title: 'Update available', action: { label: 'Update', onClick } }));
    await act(async () => getByRole(container, 'button', 'Update').click());
    expect(onClick).toHaveBeenCalledOnce();
    expect(container.querySelectorAll('.toast')).toHaveLength(0);
    unmount();
  });
});
