import { useEffect, useRef } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { hardReplace } from '@/lib/navigation';
import { loginUrl, takePostLoginRedirect } from '@/lib/storage';
import { t } from '@/lib/i18n';

/** /signup, /forgot-password and /reset-password: sign-in happens only at the login endpoint. */
export function RedirectingToLogin() {
  // Kept in a ref: the stored redirect is consumed once even when the effect runs twice.
  const target = useRef<string | null>(null);
  useEffect(() => {
    target.current ??= loginUrl(takePostLoginRedirect());
    hardReplace(target.current);
  }, []);
  return <LoadingScreen label={t('auth.redirecting')} />;
}
