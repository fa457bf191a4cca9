import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { useSessionExpiredRedirect } from '@/hooks/use-session-expired-redirect';
import { useUnauthorizedRedirect } from '@/hooks/use-unauthorized-redirect';
import { useAuth, type AuthStatus } from '@/lib/auth';
import { storePostLoginRedirect } from '@/lib/storage';
import { UnreachableScreen } from './unreachable-screen';

/**
 * What a signed-in screen does when its user disappears: Home and My RSVPs say the session expired and go to /login;
 * every other screen says the user is logged out and goes to the sign-in endpoint.
 */
type SessionLostBehaviour = 'session-expired' | 'unauthorized';

/** Holds the sign-in dependent routes until the current-user lookup has answered. */
export function AuthGate() {
  const { status, retry } = useAuth();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'unreachable') return <UnreachableScreen onRetry={retry} />;
  return <Outlet />;
}

// True once this screen has been shown to a signed-in user, so losing the session mid-visit is told
// apart from arriving signed out.
function useHadUser(status: AuthStatus): boolean {
  const [hadUser, setHadUser] = useState(status === 'signed-in');
  if (status === 'signed-in' && !hadUser) setHadUser(true);
  return hadUser;
}

/** "/" is Home when signed in and Welcome when signed out. */
export function ByAuth({ signedIn, signedOut }: { signedIn: ReactNode; signedOut: ReactNode }) {
  const { status } = useAuth();
  const hadUser = useHadUser(status);
  if (status === 'signed-in') return <>{signedIn}</>;
  if (hadUser) {
    return (
      <>
        <SessionLost behaviour="session-expired" />
        {signedIn}
      </>
    );
  }
  return <>{signedOut}</>;
}

/** Signed-in screens: a signed-out visit goes to /login and comes back here after sign-in. */
export function SignedInOnly({ sessionLost }: { sessionLost: SessionLostBehaviour }) {
  const { status } = useAuth();
  const hadUser = useHadUser(status);
  if (status === 'signed-in') return <Outlet />;
  if (hadUser) {
    return (
      <>
        <SessionLost behaviour={sessionLost} />
        <Outlet />
      </>
    );
  }
  return <SendToLogin />;
}

/**
 * Event pages (/events/{id} and every page below it): a visitor who is not signed in goes to the event's join page
 * (/join/{id}), the door open to them: the RSVP form without an account, and "Continue with Google". A session lost
 * mid-visit is handled as on every signed-in page ('Unauthorized', then sign-in again, back to this page); a change
 * sent meanwhile stays in "Couldn't sync". While it is not known who is visiting (the dish page opens before the
 * current-user lookup answers, and on an offline start), the page shows what this phone has cached.
 */
export function EventPagesOnly() {
  const { status } = useAuth();
  const hadUser = useHadUser(status);
  const { pathname } = useLocation();
  if (status !== 'signed-out') return <Outlet />;
  if (hadUser) {
    return (
      <>
        <SessionLost behaviour="unauthorized" />
        <Outlet />
      </>
    );
  }
  return <Navigate to={joinPathFor(pathname)} replace />;
}

/** /events/{id}/anything → /join/{id}; the id stays encoded as it came. */
export function joinPathFor(pathname: string): string {
  const id = /^\/events\/([^/]+)/.exec(pathname)?.[1];
  return id ? `/join/${id}` : '/';
}

function SessionLost({ behaviour }: { behaviour: SessionLostBehaviour }) {
  const sessionExpired = useSessionExpiredRedirect();
  const unauthorized = useUnauthorizedRedirect();
  useEffect(() => {
    if (behaviour === 'session-expired') sessionExpired();
    else unauthorized();
  }, [behaviour, sessionExpired, unauthorized]);
  return null;
}

function SendToLogin() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    storePostLoginRedirect(location.pathname + location.search + location.hash);
    void navigate('/login', { replace: true });
  }, [location, navigate]);
  return null;
}

/**
 * Sign-in screens. Signed in, /login and /signup have no screen of their own (they would be a 404);
 * a signed-in user who lands there, e.g. from a bookmark, is better served by Home.
 */
export function SignedOutOnly() {
  const { status } = useAuth();
  if (status === 'signed-in') return <Navigate to="/" replace />;
  return <Outlet />;
}
