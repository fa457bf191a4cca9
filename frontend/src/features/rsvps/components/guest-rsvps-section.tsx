import './rsvps.css';
import type { EventDetail } from '@contracts/event.contract';
import type { RsvpView } from '@contracts/rsvp.contract';
import { RSVP_STATUSES, type RsvpStatus } from '@contracts/common.contract';
import { displayName, initials } from '@contracts/user.contract';
import { Avatar } from '@/components/avatar';
import { Badge, StatusBadge, rsvpStatusLabel } from '@/components/badge';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useState } from 'react';
import { useRemoveRsvp } from '../api/remove-rsvp';
import { guestCountText, respondedOnText } from './rsvp-text';

const STATUS_TONE: Record<RsvpStatus, 'going' | 'maybe' | 'not-going'> = {
  attending: 'going',
  maybe: 'maybe',
  not_attending: 'not-going',
};

/**
 * Event detail: everyone who answered (or, when the host hides the guest list, just the caller), and what guests
 * cannot eat in aggregate. Rendered only when there is something to show. The host may remove someone.
 */
export function GuestRsvpsSection({
  event,
}: {
  event: Pick<EventDetail, 'id' | 'role' | 'rsvps' | 'restrictionSummary' | 'showGuestList'>;
}) {
  const { rsvps } = event;
  const [removing, setRemoving] = useState<RsvpView | null>(null);
  const remove = useRemoveRsvp(event.id);
  if (rsvps.length === 0 && event.restrictionSummary.length === 0) return null;
  const isHost = event.role === 'host';
  const counts = Object.fromEntries(
    RSVP_STATUSES.map((s) => [s, rsvps.filter((r) => r.status === s).length]),
  ) as Record<RsvpStatus, number>;
  return (
    // The adults and kids tiles scroll here, so the id is part of the page's contract.
    <Card as="section" id="guest-rsvps" aria-labelledby="guest-rsvps-title" className="guest-rsvps" tabIndex={-1}>
      <div className="guest-rsvps__head">
        <h2 id="guest-rsvps-title" className="card__title">
          Guest RSVPs
        </h2>
        <p className="guest-rsvps__total">
          {rsvps.length} {rsvps.length === 1 ? 'person' : 'people'} responded
        </p>
      </div>
      <ul className="guest-rsvps__counts" aria-label="Responses by status">
        {RSVP_STATUSES.map((s) => (
          <li key={s}>
            <Badge tone={STATUS_TONE[s]}>
              {counts[s]} {rsvpStatusLabel(s)}
            </Badge>
          </li>
        ))}
      </ul>
      {event.restrictionSummary.length > 0 && (
        <p className="guest-rsvps__restrictions">
          <span className="guest-card__label">Cook safely:</span>{' '}
          {event.restrictionSummary
            .map((r) => `${r.guests} ${r.guests === 1 ? 'guest' : 'guests'}: ${r.restriction}`)
            .join('; ')}
        </p>
      )}
      {!event.showGuestList && !isHost && (
        <p className="guest-rsvps__hidden">The host keeps the guest list private; the counts above include everyone.</p>
      )}
      <ul className="guest-list">
        {rsvps.map((r) => (
          <GuestCard key={r.id} rsvp={r} onRemove={isHost ? () => setRemoving(r) : undefined} />
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this guest?"
        description={
          removing
            ? `${displayName(removing.user)}'s RSVP and the dishes they signed up will be removed from this event.`
            : ''
        }
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate({ rsvpId: removing.id }, { onSettled: () => setRemoving(null) });
        }}
      />
    </Card>
  );
}

function GuestCard({ rsvp, onRemove }: { rsvp: RsvpView; onRemove?: () => void }) {
  const name = displayName(rsvp.user);
  return (
    <li className="guest-card">
      <Avatar initials={initials(rsvp.user)} src={rsvp.user.profileImageUrl} />
      <div className="guest-card__body">
        <div className="guest-card__head">
          <p className="guest-card__name">{name}</p>
          <StatusBadge status={rsvp.status} />
        </div>
        {rsvp.user.email && <p className="guest-card__email">{rsvp.user.email}</p>}
        <p className="guest-card__counts">{guestCountText(rsvp.adultCount, rsvp.kidCount)}</p>
        {rsvp.dietaryRestrictions && (
          <p className="guest-card__diet">
            <span className="guest-card__label">Dietary restrictions:</span> {rsvp.dietaryRestrictions}
          </p>
        )}
        <p className="guest-card__date">{respondedOnText(rsvp.respondedAt)}</p>
        {onRemove && (
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${name}`}>
            Remove
          </Button>
        )}
      </div>
    </li>
  );
}
