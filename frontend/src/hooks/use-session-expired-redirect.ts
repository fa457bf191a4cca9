import { useCallback, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast-store';
import { t } from '@/lib/i18n';

export const SESSION_EXPIRED_REDIRECT_DELAY_MS = 1000;

/**
 * For Home and My RSVPs, when the session is lost: toast 'Session Expired' and go to /login after 1 s.
 * Called by the route guards only.
 */
export function useSessionExpiredRedirect(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const scheduled = useRef(false);

  return useCallback(() => {
    if (scheduled.current) return;
    scheduled.current = true;
    toast({ title: t('auth.sessionExpired'), description: t('auth.sessionExpiredText'), variant: 'destructive' });
    setTimeout(() => {
      // Forget the cached user so the router shows the Sign In screen rather than bouncing home.
      queryClient.setQueryData(queryKeys.currentUser(), null);
      void navigate('/login', { replace: true });
    }, SESSION_EXPIRED_REDIRECT_DELAY_MS);
  }, [navigate, queryClient]);
}
