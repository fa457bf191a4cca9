import { RedirectingToLogin } from '@/features/auth/components/redirecting-to-login';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /signup, /forgot-password, /reset-password. */
export default function RedirectToLoginRoute() {
  useDocumentTitle('Redirecting to login');
  return <RedirectingToLogin />;
}
