import { PlaceholderScreen } from '../placeholder-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function CreateEventRoute() {
  useDocumentTitle('Create Event');
  return <PlaceholderScreen title="Create Event" back="/" />;
}
