import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  dismissToast,
  toast,
  useToastStore,
} from './toast-store';

const state = () => useToastStore.getState();
const openToasts = () => state().toasts.filter((t) => t.open);

beforeEach(() => {
  vi.useFakeTimers();
  state().remove();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toast store', () => {
  it('shows a toast with title, description and defaults', () => {
    toast({ title: 'Profile Updated', description: 'Your profile has been updated successfully.' });
    expect(openToasts()).toHaveLength(1);
    expect(openToasts()[0]).toMatchObject({
      title: 'Profile Updated',
      description: 'Your profile has been updated successfully.',
      variant: 'default',
      duration: TOAST_DURATION_MS,
      open: true,
    });
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('keeps at most one toast: the newest replaces the previous one', () => {
    expect(TOAST_LIMIT).toBe(1);
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    toast({ title: 'Third' });
    expect(state().toasts).toHaveLength(1);
    expect(state().toasts[0]!.title).toBe('Third');
  });

  it('dismiss hides the toast, and it is removed after the removal delay', () => {
    const { id } = toast({ title: 'Link Copied!' });
    dismissToast(id);
    expect(openToasts()).toHaveLength(0);
    expect(state().toasts).toHaveLength(1);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(state().toasts).toHaveLength(0);
  });

  it('the handle returned by toast() dismisses that toast', () => {
    const handle = toast({
      title: 'Update available',
      action: { label: 'Update', onClick: () => {} },
      duration: Infinity,
    });
    expect(openToasts()[0]!.action?.label).toBe('Update');
    handle.dismiss();
    expect(openToasts()).toHaveLength(0);
  });

  it('dismiss() without an id hides every toast', () => {
    toast({ title: 'One' });
    dismissToast();
    expect(openToasts()).toHaveLength(0);
  });
});
