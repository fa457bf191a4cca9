import { PlaceholderScreen } from '../placeholder-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLiveUpdates } from '@/hooks/use-live-updates';

export default function MyRsvpsRoute() {
  useDocumentTitle('My RSVPs');
  useLiveUpdates({ kind: 'dashboard' });
  return <PlaceholderScreen title="My RSVPs" back="/" />;
}
