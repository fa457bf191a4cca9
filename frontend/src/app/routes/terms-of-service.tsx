import { TermsOfService } from '@/features/legal/components/terms-of-service';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function TermsOfServiceRoute() {
  useDocumentTitle('Terms of Service');
  return <TermsOfService />;
}
