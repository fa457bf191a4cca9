import { useParams } from 'react-router-dom';
import { PlaceholderScreen } from '../placeholder-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function DishSignupRoute() {
  const { id = '' } = useParams();
  useDocumentTitle('Dish Sign-up');
  return <PlaceholderScreen title="Dish Sign-up" back={`/events/${id}`} />;
}
