import './join.css';
import { useId, useState } from 'react';
import type { RsvpView } from '@contracts/rsvp.contract';
import { waitlistText } from '@contracts/planning.rules';
import { type RsvpSummary, RsvpFields } from './rsvp-form';
import { StatusBadge } from '@/components/badge';
import { Button, LinkButton } from '@/components/button';
import { Card } from '@/components/card';
import { isOnline } from '../api/submit-rsvp';
import { RsvpDialog } from './rsvp-dialog';
import { guestCountText } from './rsvp-text';
import { useRsvpSubmission } from './use-rsvp-submission';

export interface JoinRsvpPanelProps {
  event: { id: string; name: string };
  /** The caller's saved RSVP, when the signed-in event view has loaded (null: none yet). */
  rsvp: RsvpView | null;
  myDishCount: number;
}

/** Signed in on /join/{id}: the RSVP form, then "You're All Set!". */
export function JoinRsvpPanel({ event, rsvp, myDishCount }: JoinRsvpPanelProps) {
  // Someone who had already answered sees the confirmation with 'Update My RSVP' rather than a blank form.
  // Decided once: the optimistic update fills `rsvp` while the first submit is still on its way.
  const [answeredBefore] = useState(rsvp !== null);
  const [submitted, setSubmitted] = useState<{ queued: boolean; answer: RsvpSummary } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const answer: RsvpSummary | null = (answeredBefore || submitted ? rsvp : null) ?? submitted?.answer ?? null;

  const waiting = rsvp?.waitlistPosition ?? null;
  if (!answer) {
    return (
      <JoinRsvpForm
        event={event}
        myDishCount={myDishCount}
        onSubmitted={(a, queued) => setSubmitted({ answer: a, queued })}
      />
    );
  }
  return (
    <Card as="section" className="join-panel join-done" aria-labelledby="all-set-title">
      <span className="join-done__emoji" aria-hidden="true">
        🎉
      </span>
      {/* Focus moves here after submitting, so screen readers announce the confirmation. */}
      <h2 id="all-set-title" className="join-done__title" tabIndex={-1} ref={(el) => void (submitted && el?.focus())}>
        {waiting ? "You're on the Waitlist" : "You're All Set!"}
      </h2>
      {waiting && (
        <p className="join-done__waitlist" role="status">
          {waitlistText(waiting)}. This potluck is full; you'll get a place when one frees up.
        </p>
      )}
      <div className="join-done__answer">
        <StatusBadge status={answer.status} />
        <span>{guestCountText(answer.adultCount, answer.kidCount)}</span>
      </div>
      {submitted?.queued && (
        <p className="join-note">You're offline: your RSVP will be sent as soon as you reconnect.</p>
      )}
      <div className="join-done__actions">
        <LinkButton to={`/events/${event.id}/dishes`} block>
          Manage My Dishes
        </LinkButton>
        <LinkButton to="/" variant="secondary" block>
          Explore
        </LinkButton>
        <Button variant="ghost" block onClick={() => setDialogOpen(true)}>
          Update My RSVP
        </Button>
      </div>
      <RsvpDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        event={event}
        rsvp={answer}
        myDishCount={myDishCount}
        origin="join"
        onSaved={(a) => setSubmitted({ answer: a, queued: !isOnline() })}
      />
    </Card>
  );
}

function JoinRsvpForm({
  event,
  myDishCount,
  onSubmitted,
}: {
  event: { id: string; name: string };
  myDishCount: number;
  onSubmitted: (answer: RsvpSummary, queued: boolean) => void;
}) {
  const formId = useId();
  const { form, pending, submit } = useRsvpSubmission(event, 'join', null);

  return (
    <Card as="section" className="join-panel" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="card__title">
        Will you be there?
      </h2>
      <form noValidate className="join-form" onSubmit={form.handleSubmit(() => submit(onSubmitted))}>
        <RsvpFields form={form} dishCount={myDishCount} currentStatus={null} disabled={pending} />
        <Button type="submit" size="lg" block pending={pending} pendingLabel="Submitting...">
          Submit RSVP
        </Button>
      </form>
    </Card>
  );
}
