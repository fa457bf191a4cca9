import { MutationObserver, type MutationKey, type QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import { isSessionLost, newChangeKey, serverMessage } from './api-client';
import { isRestoredChange } from './query-persister';
import { STORAGE_PREFIX } from './storage';
import { toast } from './toast-store';
import { t } from '@/lib/i18n';

/**
 * A change the server refused (an answer, not a lost connection). It is never dropped silently: it stays here,
 * on this device, with what was refused and why, until the user sends it again (Retry, or Edit and send) or
 * discards it. Plain JSON: kept in localStorage, so it survives a reload; forgotten at sign-out.
 */
export interface FailedChange {
  /** The refused change's Idempotency-Key. */
  id: string;
  mutationKey: MutationKey;
  /** The change's variables as it was queued; a retry sends them again under a new key. */
  variables: { idempotencyKey: string } & Record<string, unknown>;
  eventId?: string;
  /** What was refused, for people: "Dish: Lasagna". */
  label: string;
  /** Why: the server's message. */
  reason: string;
  code?: string;
  /** ISO time of the refusal. */
  failedAt: string;
}

export const FAILED_CHANGES_STORAGE_KEY = `${STORAGE_PREFIX}failed-changes`;
/** Kept as long as a queued change may wait (a week); the list stays short. */
export const FAILED_CHANGES_LIMIT = 50;

interface FailedChangesState {
  changes: FailedChange[];
  /** Whether the "Couldn't sync" sheet is open (the banner and toasts open it). */
  open: boolean;
  add: (change: FailedChange) => void;
  remove: (id: string) => void;
  /** Drops entries a later accepted change made pointless (a newer RSVP to the same event). */
  removeWhere: (match: (change: FailedChange) => boolean) => void;
  clear: () => void;
  setOpen: (open: boolean) => void;
}

// Storage disabled (some private modes): the list lives in memory for this visit.
const noStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

function storage() {
  try {
    return window.localStorage;
  } catch {
    return noStorage;
  }
}

const STORED_VERSION = 1;

/** The list kept on this device (`{state: {changes}, version}`, the shape the list has always been stored in). */
function storedChanges(): FailedChange[] {
  try {
    const stored = JSON.parse(storage().getItem(FAILED_CHANGES_STORAGE_KEY) ?? 'null') as {
      state?: { changes?: unknown };
      version?: number;
    } | null;
    return stored?.version === STORED_VERSION && Array.isArray(stored.state?.changes)
      ? (stored.state.changes as FailedChange[])
      : [];
  } catch {
    return [];
  }
}
export const useFailedChanges = create<FailedChangesState>()((set) => ({
  changes: storedChanges(),
  open: false,
  add: (change) =>
    set((s) => ({
      changes: [change, ...s.changes.filter((c) => c.id !== change.id)].slice(0, FAILED_CHANGES_LIMIT),
    })),
  remove: (id) => set((s) => ({ changes: s.changes.filter((c) => c.id !== id) })),
  removeWhere: (match) => set((s) => ({ changes: s.changes.filter((c) => !match(c)) })),
  clear: () => set({ changes: [], open: false }),
  setOpen: (open) => set({ open }),
}));

// Every change to the list is written at once (a few lines rather than zustand's persist middleware, which would cost
// every first visit 1.5 KB gzipped); whether the sheet is open is not kept.
useFailedChanges.subscribe((state, previous) => {
  if (state.changes === previous.changes) return;
  try {
    storage().setItem(
      FAILED_CHANGES_STORAGE_KEY,
      JSON.stringify({ state: { changes: state.changes }, version: STORED_VERSION }),
    );
  } catch {
    // Storage full: the list stays in memory for this visit.
  }
});

/** Reads the list kept on this device again (what a reload does). */
export function restoreFailedChanges(): void {
  useFailedChanges.setState({ changes: storedChanges() });
}

/** Records a refused change (called from a queued change's onError). */
export interface FailedChangeReport extends Omit<FailedChange, 'reason' | 'failedAt' | 'id' | 'code'> {
  error: unknown;
  /** The reason shown when the server sent no message of its own. */
  fallback?: string;
}

export function keepFailedChange(change: FailedChangeReport): void {
  const { error, fallback, ...rest } = change;
  const code =
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
      ? error.code
      : undefined;
  useFailedChanges.getState().add({
    ...rest,
    id: rest.variables.idempotencyKey,
    reason: serverMessage(error) ?? fallback ?? t('app.failed.fallbackReason'),
    code,
    failedAt: new Date().toISOString(),
  });
}

/** Per-event scope, as the screens use: changes to one event replay in order. */
function scopeOf(change: FailedChange) {
  return change.eventId ? { id: `event:${change.eventId}` } : undefined;
}

/**
 * Sends a refused change again as a new change (a new Idempotency-Key: the server keeps its refusal under the old
 * one). `variables` replaces what was typed (Edit); the entry leaves the list, and comes back if refused again.
 */
export function resendFailedChange(
  queryClient: QueryClient,
  change: FailedChange,
  variables: Record<string, unknown> = change.variables,
): void {
  useFailedChanges.getState().remove(change.id);
  const observer = new MutationObserver<unknown, Error, Record<string, unknown>>(queryClient, {
    mutationKey: change.mutationKey,
    scope: scopeOf(change),
  });
  // Failures are handled by the change's own defaults (queued again, or back in this list).
  observer.mutate({ ...variables, idempotencyKey: newChangeKey() }).catch(() => undefined);
}

/**
 * A queued change failed for good: kept in "Couldn't sync" (with a toast pointing there) instead of being dropped.
 * A lost session is not a refusal: the session-expired path handles it.
 */
export function reportFailedChange(change: FailedChangeReport, shown: { title: string; description: string }): void {
  if (isSessionLost(change.error)) return;
  keepFailedChange(change);
  toast({
    ...shown,
    variant: 'destructive',
    action: { label: t('app.offline.review'), onClick: () => useFailedChanges.getState().setOpen(true) },
  });
}

/**
 * The onError of a change whose screen shows its own refusal (a form, a menu, a dialog): only a change resumed after
 * a reload, whose screen is gone, is kept in "Couldn't sync" with a toast.
 */
export function reportRestoredChangeFailure<V extends { idempotencyKey: string }>(
  describe: (
    vars: V,
    error: Error,
  ) => Omit<FailedChangeReport, 'variables' | 'error'> & { shown: { title: string; description: string } },
) {
  return (error: Error, vars: V, _result: unknown, context: { meta?: Record<string, unknown> }): void => {
    if (!isRestoredChange(context.meta)) return;
    const { shown, ...change } = describe(vars, error);
    reportFailedChange({ ...change, variables: { ...vars }, error }, shown);
  };
}
