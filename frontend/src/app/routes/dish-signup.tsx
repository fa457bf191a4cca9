import { useParams } from 'react-router-dom';
import { PlaceholderScreen } from '../placeholder-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLiveUpdates } from '@/hooks/use-live-updates';

export default function DishSignupRoute() {
  const { id = '' } = useParams();
  useDocumentTitle('Dish Sign-up');
  useLiveUpdates({ kind: 'dishes', eventId: id });
  return <PlaceholderScreen title="Dish Sign-up" back={`/events/${id}`} />;
}
