import { create } from 'zustand';

// One toast at a time, shown 5 s by default; a dismissed toast lingers (hidden) before removal.
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; Infinity keeps it until dismissed. */
  duration?: number;
  action?: ToastAction;
}

export interface Toast extends ToastInput {
  id: string;
  open: boolean;
  variant: ToastVariant;
  duration: number;
}

interface ToastState {
  toasts: Toast[];
  show: (input: ToastInput) => string;
  dismiss: (id?: string) => void;
  remove: (id?: string) => void;
}

let counter = 0;
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(id: string, remove: (id: string) => void) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      remove(id);
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show: (input) => {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = `toast-${counter}`;
    const toast: Toast = {
      ...input,
      id,
      open: true,
      variant: input.variant ?? 'default',
      duration: input.duration ?? TOAST_DURATION_MS,
    };
    set((state) => ({ toasts: [toast, ...state.toasts].slice(0, TOAST_LIMIT) }));
    return id;
  },
  dismiss: (id) => {
    const remove = get().remove;
    set((state) => ({
      toasts: state.toasts.map((t) => {
        if (id !== undefined && t.id !== id) return t;
        scheduleRemoval(t.id, remove);
        return { ...t, open: false };
      }),
    }));
  },
  remove: (id) => {
    set((state) => ({ toasts: id === undefined ? [] : state.toasts.filter((t) => t.id !== id) }));
  },
}));

/** Shows a toast from anywhere (components, mutation callbacks, the service worker glue). */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  const id = useToastStore.getState().show(input);
  return { id, dismiss: () => useToastStore.getState().dismiss(id) };
}

export function dismissToast(id?: string): void {
  useToastStore.getState().dismiss(id);
}
