import { useParams } from 'react-router-dom';
import { PlaceholderScreen } from '../placeholder-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function EditEventRoute() {
  const { id = '' } = useParams();
  useDocumentTitle('Edit Event');
  return <PlaceholderScreen title="Edit Event" back={`/events/${id}`} />;
}
