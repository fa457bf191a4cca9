import { SignInScreen } from '@/features/auth/components/sign-in-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t } from '@/lib/i18n';

export default function SignInRoute() {
  useDocumentTitle(t('auth.signIn.pageTitle'));
  return <SignInScreen />;
}
