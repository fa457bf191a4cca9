import { PlaceholderScreen } from '../placeholder-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function EventDetailRoute() {
  useDocumentTitle('Event');
  return <PlaceholderScreen title="Event detail" back="/" />;
}
