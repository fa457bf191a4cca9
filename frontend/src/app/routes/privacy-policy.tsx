import { PrivacyPolicy } from '@/features/legal/components/privacy-policy';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t } from '@/lib/i18n';

export default function PrivacyPolicyRoute() {
  useDocumentTitle(t('legal.privacy.title'));
  return <PrivacyPolicy />;
}
