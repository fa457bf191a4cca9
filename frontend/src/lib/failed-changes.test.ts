// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import {
  FAILED_CHANGES_STORAGE_KEY,
  restoreFailedChanges,
  reportFailedChange,
  resendFailedChange,
  useFailedChanges,
  type FailedChangeReport,
} from './failed-changes';
import { useToastStore } from './toast-store';

const refusal = (status: number, message: string, code: string) =>
  new ApiError(status, `${status}`, '', { message, code: code as never });

const dishChange = (error: unknown, key = 'key-1'): FailedChangeReport => ({
  mutationKey: ['dish', 'create'],
  variables: { eventId: 'e1', dish: { name: 'Lasagna' }, idempotencyKey: key },
  eventId: 'e1',
  label: 'Dish: Lasagna',
  error,
  fallback: 'Failed to add dish. Please try again.',
});

const shown = { title: 'Error', description: 'Lasagna: refused' };

beforeEach(() => {
  localStorage.clear();
  useFailedChanges.setState({ changes: [], open: false });
});

afterEach(() => {
  useToastStore.getState().remove();
});

describe('failed changes', () => {
  it('keeps a refused change with what and why, and points to it from the toast', () => {
    reportFailedChange(dishChange(refusal(422, 'This event is vegetarian only', 'DIETARY_RULE_VIOLATION')), shown);
    const [kept] = useFailedChanges.getState().changes;
    expect(kept).toMatchObject({
      id: 'key-1',
      label: 'Dish: Lasagna',
      reason: 'This event is vegetarian only',
      code: 'DIETARY_RULE_VIOLATION',
      eventId: 'e1',
      variables: { dish: { name: 'Lasagna' }, idempotencyKey: 'key-1' },
    });
    const toast = useToastStore.getState().toasts.at(-1)!;
    expect(toast).toMatchObject({ title: 'Error', variant: 'destructive', action: { label: 'Review' } });
    toast.action!.onClick();
    expect(useFailedChanges.getState().open).toBe(true);
  });

  it('uses the fallback reason when the server sent no message', () => {
    reportFailedChange(dishChange(new Error('boom')), shown);
    expect(useFailedChanges.getState().changes[0]!.reason).toBe('Failed to add dish. Please try again.');
  });

  it('leaves a lost session to the session-expired path', () => {
    reportFailedChange(dishChange(refusal(401, 'Unauthorized', 'UNAUTHORIZED')), shown);
    expect(useFailedChanges.getState().changes).toEqual([]);
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('survives a reload (kept in localStorage, without the open state)', () => {
    reportFailedChange(dishChange(refusal(404, 'Event not found', 'NOT_FOUND')), shown);
    useFailedChanges.getState().setOpen(true);
    const stored = localStorage.getItem(FAILED_CHANGES_STORAGE_KEY)!;
    expect((JSON.parse(stored) as { state: unknown }).state).toEqual({
      changes: [expect.objectContaining({ label: 'Dish: Lasagna' })],
    });

    // A fresh page: memory empty, storage as it was.
    useFailedChanges.setState({ changes: [], open: false });
    localStorage.setItem(FAILED_CHANGES_STORAGE_KEY, stored);
    restoreFailedChanges();
    expect(useFailedChanges.getState().changes.map((c) => c.reason)).toEqual(['Event not found']);
    expect(useFailedChanges.getState().open).toBe(false);
  });

  it('the same change is listed once; discard removes it', () => {
    const error = refusal(422, 'Too many dishes', 'TOO_MANY_DISHES');
    reportFailedChange(dishChange(error), shown);
    reportFailedChange(dishChange(error), shown);
    expect(useFailedChanges.getState().changes).toHaveLength(1);
    useFailedChanges.getState().remove('key-1');
    expect(useFailedChanges.getState().changes).toEqual([]);
  });

  it('retry sends the same values as a new change with a new key and leaves the list', async () => {
    reportFailedChange(dishChange(refusal(422, 'Too many dishes', 'TOO_MANY_DISHES')), shown);
    const client = new QueryClient();
    const sent = vi.fn(async (_vars: unknown) => undefined);
    client.setMutationDefaults(['dish', 'create'], { mutationFn: sent });

    resendFailedChange(client, useFailedChanges.getState().changes[0]!);
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    const vars = sent.mock.calls[0]![0] as { dish: unknown; idempotencyKey: string };
    expect(vars.dish).toEqual({ name: 'Lasagna' });
    expect(vars.idempotencyKey).not.toBe('key-1');
    expect(vars.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(useFailedChanges.getState().changes).toEqual([]);
    // Queued in the event's scope, like the screens' changes, so it replays in order with them.
    expect(client.getMutationCache().getAll()[0]!.options.scope).toEqual({ id: 'event:e1' });
  });

  it('edit sends the edited values instead', async () => {
    reportFailedChange(dishChange(refusal(422, 'Too many dishes', 'TOO_MANY_DISHES')), shown);
    const client = new QueryClient();
    const sent = vi.fn(async (_vars: unknown) => undefined);
    client.setMutationDefaults(['dish', 'create'], { mutationFn: sent });
    const change = useFailedChanges.getState().changes[0]!;
    resendFailedChange(client, change, { ...change.variables, dish: { name: 'Veggie Lasagna' } });
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent.mock.calls[0]![0]).toMatchObject({ dish: { name: 'Veggie Lasagna' } });
  });
});
