import { useParams } from 'react-router-dom';
import { PlaceholderScreen } from '../placeholder-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function InviteGuestsRoute() {
  const { id = '' } = useParams();
  useDocumentTitle('Invite Guests');
  return <PlaceholderScreen title="Invite Guests" back={`/events/${id}`} />;
}
