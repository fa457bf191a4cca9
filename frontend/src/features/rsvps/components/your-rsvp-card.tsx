import './rsvps.css';
import { useState } from 'react';
import type { EventDetail } from '@contracts/event.contract';
import type { User } from '@contracts/user.rules';
import { StatusBadge } from '@/components/badge';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { myDishes, myRsvp } from '@/lib/attendance';
import { RsvpDialog } from './rsvp-dialog';
import { guestCountText } from './rsvp-text';
import { t } from '@/lib/i18n';

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
          {t('rsvp.yours.title')}
        </h2>
        <StatusBadge status={rsvp?.status ?? null} />
      </div>
      {rsvp?.waitlistPosition != null && (
        <p className="your-rsvp__waitlist" role="status">
          {t('rsvp.yours.waitlisted', {
            waitlist: t('rsvp.waitlistPosition', { position: rsvp.waitlistPosition }),
          })}
        </p>
      )}
      {rsvp ? (
        <dl className="rsvp-facts">
          <div>
            <dt>{t('rsvp.yours.guests')}</dt>
            <dd>{guestCountText(rsvp.adultCount, rsvp.kidCount)}</dd>
          </div>
          {rsvp.dietaryRestrictions && (
            <div>
              <dt>{t('rsvp.yours.dietary')}</dt>
              <dd>{rsvp.dietaryRestrictions}</dd>
            </div>
          )}
          {rsvp.allergies && (
            <div>
              <dt>{t('join.form.allergies')}</dt>
              <dd>{rsvp.allergies}</dd>
            </div>
          )}
          {rsvp.bringingSupplies && (
            <div>
              <dt>{t('rsvp.yours.supplies')}</dt>
              <dd>{rsvp.bringingSupplies}</dd>
            </div>
          )}
        </dl>
      ) : (
        <p className="your-rsvp__empty text-secondary text-sm">{t('rsvp.yours.empty')}</p>
      )}
      <Button variant={rsvp ? 'secondary' : 'primary'} block onClick={() => setOpen(true)}>
        {t('rsvp.dialog.title')}
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
