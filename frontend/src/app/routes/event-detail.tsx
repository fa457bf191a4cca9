import { useParams } from 'react-router-dom';
import { PlaceholderScreen } from '../placeholder-screen';
import { LiveIndicator } from '@/features/realtime/components/live-indicator';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLiveUpdates } from '@/hooks/use-live-updates';

export default function EventDetailRoute() {
  const { id = '' } = useParams();
  useDocumentTitle('Event');
  const liveStatus = useLiveUpdates({ kind: 'event', eventId: id });
  return <PlaceholderScreen title="Event detail" back="/" actions={<LiveIndicator status={liveStatus} />} />;
}
