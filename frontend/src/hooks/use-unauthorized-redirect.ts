import { useCallback } from 'react';
import { isUnauthorizedError } from '@/lib/api-client';
import { currentPath, hardNavigate } from '@/lib/navigation';
import { loginUrl } from '@/lib/storage';
import { toast } from '@/lib/toast-store';

export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;

// One redirect per page life, however many queries fail at once.
let redirectScheduled = false;

/** Lets a test start from a clean state. */
export function resetUnauthorizedRedirect(): void {
  redirectScheduled = false;
}

function redirectUnauthorized(): void {
  if (redirectScheduled) return;
  redirectScheduled = true;
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  const target = loginUrl(currentPath());
  // Not cancelled on unmount: the page is leaving the app either way.
  setTimeout(() => {
    redirectScheduled = false;
    hardNavigate(target);
  }, UNAUTHORIZED_REDIRECT_DELAY_MS);
}

/**
 * For signed-in pages: toast 'Unauthorized' and, 500 ms later, start sign-in again
 * (coming back to the same page afterwards).
 *
 * Returns `handle(error?)`: with no argument it always redirects; with an error it redirects only for
 * an unauthorized error and returns whether it did, so callers can fall through to their own toast.
 */
export function useUnauthorizedRedirect(): (error?: unknown) => boolean {
  return useCallback((error?: unknown) => {
    if (error !== undefined && !isUnauthorizedError(error)) return false;
    redirectUnauthorized();
    return true;
  }, []);
}
