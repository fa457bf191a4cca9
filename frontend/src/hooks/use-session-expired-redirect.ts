import { useCallback, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { isUnauthorizedError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast-store';

export const SESSION_EXPIRED_REDIRECT_DELAY_MS = 1000;

/**
 * For the home and My RSVPs screens: toast 'Session Expired' and go to /login after 1 s.
 * `handle(error?)` behaves like useUnauthorizedRedirect's: no argument always redirects.
 */
export function useSessionExpiredRedirect(): (error?: unknown) => boolean {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const scheduled = useRef(false);

  return useCallback(
    (error?: unknown) => {
      if (error !== undefined && !isUnauthorizedError(error)) return false;
      if (scheduled.current) return true;
      scheduled.current = true;
      toast({ title: 'Session Expired', description: 'Please log in again to continue.', variant: 'destructive' });
      setTimeout(() => {
        // Forget the cached user so the router shows the Sign In screen rather than bouncing home.
        queryClient.setQueryData(queryKeys.currentUser(), null);
        void navigate('/login', { replace: true });
      }, SESSION_EXPIRED_REDIRECT_DELAY_MS);
      return true;
    },
    [navigate, queryClient],
  );
}
