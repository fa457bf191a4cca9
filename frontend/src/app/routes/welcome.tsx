import { WelcomeScreen } from '@/features/auth/components/welcome-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t } from '@/lib/i18n';

export default function WelcomeRoute() {
  useDocumentTitle(t('welcome.pageTitle'));
  return <WelcomeScreen />;
}
