import { TermsOfService } from '@/features/legal/components/terms-of-service';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t } from '@/lib/i18n';

export default function TermsOfServiceRoute() {
  useDocumentTitle(t('legal.terms.title'));
  return <TermsOfService />;
}
