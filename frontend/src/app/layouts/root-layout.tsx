import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { Toaster } from '@/components/toaster';
import { useAuth } from '@/lib/auth';
import { cx } from '@/lib/cx';
import { RouteErrorBoundary } from '../route-error-screen';
import { useScrollRestoration } from '../scroll-restoration';

// The navigation and the profile dialog (which pulls in the form validation code) load only once signed in.
const SignedInChrome = lazy(() => import('./signed-in-chrome'));

export function RootLayout() {
  const { status } = useAuth();
  const signedIn = status === 'signed-in';
  const { pathname } = useLocation();
  useScrollRestoration();
  return (
    <div className={cx('app', signedIn && 'app--with-nav')}>
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      {signedIn && (
        <Suspense fallback={null}>
          <SignedInChrome />
        </Suspense>
      )}
      <Toaster />
    </div>
  );
}
