import { PrivacyPolicy } from '@/features/legal/components/privacy-policy';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function PrivacyPolicyRoute() {
  useDocumentTitle('Privacy Policy');
  return <PrivacyPolicy />;
}
