import type { RemovedGuest } from '@contracts/rsvp.contract';
import { Button } from '@/components/button';
import { newChangeKey } from '@/lib/api-client';
import { formatShortDate } from '@/lib/date-format';
import { useLetBackIn } from '../api/removals';

/**
 * Guest RSVPs, for the host and co-hosts: the people removed from the event. They cannot open it, RSVP or bring a
 * dish until let back in; let back in, they find the event as a new guest (their old RSVP and dishes are gone).
 */
export function RemovedGuestsList({ eventId, removed }: { eventId: string; removed: RemovedGuest[] }) {
  const letBackIn = useLetBackIn(eventId);
  return (
    <section aria-labelledby="removed-guests-title" className="removed-guests">
      <h3 id="removed-guests-title" className="removed-guests__title">
        Removed ({removed.length})
      </h3>
      <p className="removed-guests__note">They can't open this event until you let them back in.</p>
      <ul className="guest-list">
        {removed.map((r) => (
          <li key={r.userId} className="guest-card removed-guests__item">
            <div className="guest-card__body">
              <p className="guest-card__name">{r.name}</p>
              <p className="guest-card__date">Removed {formatShortDate(r.removedAt)}</p>
            </div>
            <Button
              size="sm"
              variant="secondary"
              pending={letBackIn.isPending && letBackIn.variables?.userId === r.userId}
              pendingLabel="Letting in..."
              aria-label={`Let ${r.name} back in`}
              onClick={() => letBackIn.mutate({ userId: r.userId, name: r.name, idempotencyKey: newChangeKey() })}
            >
              Let back in
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
