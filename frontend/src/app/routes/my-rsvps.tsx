import { PlaceholderScreen } from '../placeholder-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function MyRsvpsRoute() {
  useDocumentTitle('My RSVPs');
  return <PlaceholderScreen title="My RSVPs" back="/" />;
}
