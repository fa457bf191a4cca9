import { PlaceholderScreen } from '../placeholder-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function JoinEventRoute() {
  useDocumentTitle('RSVP');
  return <PlaceholderScreen title="Join event" back="/" />;
}
