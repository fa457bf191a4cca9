import { SignInScreen } from '@/features/auth/components/sign-in-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function SignInRoute() {
  useDocumentTitle('Sign In');
  return <SignInScreen />;
}
