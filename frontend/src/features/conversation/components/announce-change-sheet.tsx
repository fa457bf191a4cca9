import { useLocation, useNavigate } from 'react-router-dom';
import { AnnounceSheet } from './announce-sheet';
import { changeText, type ChangeToAnnounce } from './change-announcement';

/** The change a host just saved (a moved date, time or place), carried in the navigation's state. */
const changeToAnnounce = (state: unknown): ChangeToAnnounce | undefined =>
  (state as { announceChange?: ChangeToAnnounce } | null)?.announceChange;

/**
 * On the event page after the host moved the date, time or place: the announcement, old and new values prefilled,
 * to send or close (closing drops the change from the page's history entry).
 */
export function AnnounceChangeSheet({ eventId }: { eventId: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const change = changeToAnnounce(location.state);
  if (!change) return null;
  const close = () => void navigate(location.pathname, { replace: true, state: null });
  return <AnnounceSheet open onClose={close} eventId={eventId} initialBody={changeText(change)} />;
}
