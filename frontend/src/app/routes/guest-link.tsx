import { GuestLinkScreen } from '@/features/identity/components/guest-link-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function GuestLinkRoute() {
  useDocumentTitle('Personal Link');
  return <GuestLinkScreen />;
}
