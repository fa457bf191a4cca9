import { WelcomeScreen } from '@/features/auth/components/welcome-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function WelcomeRoute() {
  useDocumentTitle('Plan potlucks with friends');
  return <WelcomeScreen />;
}
