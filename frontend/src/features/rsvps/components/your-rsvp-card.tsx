import './rsvps.css';
import { useState } from 'react';
import type { EventDetail } from '@contracts/event.contract';
import { waitlistText } from '@contracts/planning.rules';
import type { User } from '@contracts/user.rules';
import { StatusBadge } from '@/components/badge';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { myDishes, myRsvp } from '@/lib/attendance';
import { RsvpDialog } from './rsvp-dialog';
import { guestCountText } from './rsvp-text';

export interface YourRsvpCardProps {
  event: EventDetail;
  user: User;
}

/** Event detail: the signed-in user's own answer and the way to change it. */
export function YourRsvpCard({ event, user }: YourRsvpCardProps) {
  const [open, setOpen] = useState(false);
  const rsvp = myRsvp(event, user.id);
  const myDishCount = myDishes(event, user.id).length;

  return (
    <Card as="section" aria-labelledby="your-rsvp-title" className="your-rsvp">
      <div className="your-rsvp__head">
        <h2 id="your-rsvp-title" className="card__title">
          Your RSVP
        </h2>
        <StatusBadge status={rsvp?.status ?? null} />
      </div>
      {rsvp?.waitlistPosition != null && (
        <p className="your-rsvp__waitlist" role="status">
          {waitlistText(rsvp.waitlistPosition)}. You'll get a place when one frees up.
        </p>
      )}
      {rsvp ? (
        <dl className="rsvp-facts">
          <div>
            <dt>Guests</dt>
            <dd>{guestCountText(rsvp.adultCount, rsvp.kidCount)}</dd>
          </div>
          {rsvp.dietaryRestrictions && (
            <div>
              <dt>Dietary restrictions</dt>
              <dd>{rsvp.dietaryRestrictions}</dd>
            </div>
          )}
          {rsvp.allergies && (
            <div>
              <dt>Allergies</dt>
              <dd>{rsvp.allergies}</dd>
            </div>
          )}
          {rsvp.bringingSupplies && (
            <div>
              <dt>Bringing supplies</dt>
              <dd>{rsvp.bringingSupplies}</dd>
            </div>
          )}
        </dl>
      ) : (
        <p className="your-rsvp__empty text-secondary text-sm">Let the host know if you're coming.</p>
      )}
      <Button variant={rsvp ? 'secondary' : 'primary'} block onClick={() => setOpen(true)}>
        Update RSVP
      </Button>
      <RsvpDialog
        open={open}
        onClose={() => setOpen(false)}
        event={event}
        rsvp={rsvp}
        myDishCount={myDishCount}
        origin="event"
      />
    </Card>
  );
}
