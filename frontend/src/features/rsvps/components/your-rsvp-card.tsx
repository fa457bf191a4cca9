import './rsvps.css';
import { useState, type ReactNode } from 'react';
import type { EventDetail } from '@contracts/event.contract';
import type { User } from '@contracts/user.rules';
import { StatusBadge } from '@/components/badge';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { myDishes, myRsvp } from '@/lib/attendance';
import { answersClosedFor } from '@contracts/event.rules';
import { RsvpDialog } from './rsvp-dialog';
import { guestCountText } from './rsvp-text';
import { t } from '@/lib/i18n';

export interface YourRsvpCardProps {
  event: EventDetail;
  user: User;
  /** The RSVP form's state, when the page opens it from elsewhere too (the event page's next step). */
  formOpen?: boolean;
  onFormOpenChange?: (open: boolean) => void;
  /**
   * What to do next (the event page's next step), shown under the answer. It says where they stand, so the card
   * leaves out its own waitlist and no-answer lines, and its Update RSVP button until there is an answer to update.
   */
  children?: ReactNode;
  /** Another way out of the card, beside Update RSVP (the event page's check-in code, for a going household). */
  action?: ReactNode;
}

/** Event detail: the signed-in user's own answer and the way to change it. */
export function YourRsvpCard({ event, user, formOpen, onFormOpenChange, children, action }: YourRsvpCardProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = formOpen ?? ownOpen;
  const setOpen = onFormOpenChange ?? setOwnOpen;
  const rsvp = myRsvp(event, user.id);
  const myDishCount = myDishes(event, user.id).length;
  // After the deadline a guest's answer stands; hosts and co-hosts still change theirs.
  const closed = answersClosedFor(event.answersCloseAt, event.role, new Date());

  return (
    <Card as="section" aria-labelledby="your-rsvp-title" className="your-rsvp">
      <div className="your-rsvp__head">
        <h2 id="your-rsvp-title" className="card__title">
          {t('rsvp.yours.title')}
        </h2>
        <StatusBadge status={rsvp?.status ?? null} />
      </div>
      {children}
      {!children && rsvp?.waitlistPosition != null && (
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
        !children && <p className="your-rsvp__empty text-secondary text-sm">{t('rsvp.yours.empty')}</p>
      )}
      {/* Secondary: the page's one primary action is its next step (which may be this same form). */}
      {((rsvp || !children) && !closed) || action ? (
        <div className="your-rsvp__actions">
          {(rsvp || !children) && !closed && (
            <Button variant="secondary" block onClick={() => setOpen(true)}>
              {t('rsvp.dialog.title')}
            </Button>
          )}
          {action}
        </div>
      ) : null}
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
