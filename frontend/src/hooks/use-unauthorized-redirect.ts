import { useCallback } from 'react';
import { currentPath, hardNavigate } from '@/lib/navigation';
import { loginUrl } from '@/lib/storage';
import { toast } from '@/lib/toast-store';
import { t } from '@/lib/i18n';

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
  toast({ title: t('auth.unauthorized'), description: t('auth.unauthorizedText'), variant: 'destructive' });
  const target = loginUrl(currentPath());
  // Not cancelled on unmount: the page is leaving the app either way.
  setTimeout(() => {
    redirectScheduled = false;
    hardNavigate(target);
  }, UNAUTHORIZED_REDIRECT_DELAY_MS);
}

/**
 * For signed-in pages other than Home and My RSVPs, when the session is lost: toast 'Unauthorized' and, 500 ms
 * later, start sign-in again (coming back to the same page afterwards). Called by the route guards only.
 */
export function useUnauthorizedRedirect(): () => void {
  return useCallback(() => redirectUnauthorized(), []);
}
