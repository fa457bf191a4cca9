import './rsvps.css';
import type { EventDetail } from '@contracts/event.contract';
import type { RsvpView } from '@contracts/rsvp.contract';
import { RSVP_STATUSES, type RsvpStatus } from '@contracts/common.contract';
import { displayName, initials } from '@contracts/user.contract';
import { Avatar } from '@/components/avatar';
import { Badge, StatusBadge, rsvpStatusLabel } from '@/components/badge';
import { Card } from '@/components/card';
import { guestCountText, respondedOnText } from './rsvp-text';

const STATUS_TONE: Record<RsvpStatus, 'going' | 'maybe' | 'not-going'> = {
  attending: 'going',
  maybe: 'maybe',
  not_attending: 'not-going',
};

/** Event detail: everyone who answered. Rendered only when there is at least one RSVP. */
export function GuestRsvpsSection({ event }: { event: Pick<EventDetail, 'rsvps'> }) {
  const { rsvps } = event;
  if (rsvps.length === 0) return null;
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
      <ul className="guest-list">
        {rsvps.map((r) => (
          <GuestCard key={r.id} rsvp={r} />
        ))}
      </ul>
    </Card>
  );
}

function GuestCard({ rsvp }: { rsvp: RsvpView }) {
  const name = displayName(rsvp.user);
  return (
    <li className="guest-card">
      <Avatar initials={initials(rsvp.user)} src={rsvp.user.profileImageUrl} />
      <div className="guest-card__body">
        <div className="guest-card__head">
          <p className="guest-card__name">{name}</p>
          <StatusBadge status={rsvp.status} />
        </div>
        <p className="guest-card__email">{rsvp.user.email}</p>
        <p className="guest-card__counts">{guestCountText(rsvp.adultCount, rsvp.kidCount)}</p>
        {rsvp.dietaryRestrictions && (
          <p className="guest-card__diet">
            <span className="guest-card__label">Dietary restrictions:</span> {rsvp.dietaryRestrictions}
          </p>
        )}
        <p className="guest-card__date">{respondedOnText(rsvp.respondedAt)}</p>
      </div>
    </li>
  );
}
