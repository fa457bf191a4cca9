import type { EventDetail } from '@contracts/event.contract';
import { useDoor } from '@/features/check-in/api/check-in-api';
import { ArrivalBadge } from '@/features/check-in/components/arrival-badge';
import { GuestRsvpsSection } from '@/features/rsvps/components/guest-rsvps-section';

/** The host's guest list on Manage, each guest marked as the door checked them in. */
export function GuestsWithArrivals({ event }: { event: EventDetail }) {
  const door = useDoor(event.id);
  const byId = new Map(door.data?.households.map((h) => [h.rsvpId, h]));
  return (
    <GuestRsvpsSection
      event={event}
      viewerRole={event.role}
      arrival={(rsvpId) => <ArrivalBadge household={byId.get(rsvpId)} />}
    />
  );
}
