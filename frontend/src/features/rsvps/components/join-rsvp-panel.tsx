import './join.css';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { displayName } from '@contracts/user.rules';
import type { RsvpView } from '@contracts/rsvp.contract';
import { type RsvpSummary, RsvpFields } from './rsvp-form';
import { StatusBadge } from '@/components/badge';
import { Button, LinkButton } from '@/components/button';
import { Card, SectionCard } from '@/components/card';
import { useAuth } from '@/lib/auth';
import { readServerForm, takeOverServerForm, type ServerFormState } from '@/lib/server-form';
import { isOnline } from '../api/submit-rsvp';
import { RsvpDialog } from './rsvp-dialog';
import { useRsvpSubmission } from './use-rsvp-submission';
import { t } from '@/lib/i18n';
import { richMessage } from '@/components/rich-message';
import { AnswerByNote, type DeadlineEvent } from './answers-deadline';
import type { Question } from '@contracts/question.rules';

export interface JoinRsvpPanelProps {
  event: { id: string; name: string; questions?: readonly Question[] } & DeadlineEvent;
  /** Answers are closed for this visitor: their answer stays, without the way to change it. */
  closed?: boolean;
  /** The caller's saved RSVP (null: none yet): from the event view, or as the server rendered the page with it. */
  rsvp: (RsvpSummary & Pick<RsvpView, 'waitlistPosition'>) | null;
  myDishCount: number;
}

/** Signed in on /join/{id}: the RSVP form, then "You're All Set!". */
export function JoinRsvpPanel({ event, rsvp, myDishCount, closed = false }: JoinRsvpPanelProps) {
  // The form the server rendered (backend/src/platform/web/server-rsvp-form.ts) as the visitor left it before this code arrived:
  // read while this first renders, before React replaces the server's markup. "Update My RSVP" without the app's
  // code asks the server for the form again: then the form it is, even for someone who answered.
  const [server] = useState(() => readServerForm('join', 'join-'));
  // Someone who had already answered sees the confirmation with 'Update My RSVP' rather than a blank form.
  // Decided once: the optimistic update fills `rsvp` while the first submit is still on its way.
  const [answeredBefore] = useState(rsvp !== null && !server);
  const [submitted, setSubmitted] = useState<{ queued: boolean; answer: RsvpSummary } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const answer: RsvpSummary | null = (answeredBefore || submitted ? rsvp : null) ?? submitted?.answer ?? null;

  const waiting = rsvp?.waitlistPosition ?? null;
  if (!answer) {
    return (
      <JoinRsvpForm
        event={event}
        saved={rsvp}
        server={server}
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
        {waiting ? t('rsvp.onWaitlist') : t('rsvp.allSet')}
      </h2>
      {waiting && (
        <p className="join-done__waitlist" role="status">
          {t('rsvp.waitlistFull', { waitlist: t('rsvp.waitlistPosition', { position: waiting }) })}
        </p>
      )}
      <div className="join-done__answer">
        <StatusBadge status={answer.status} />
        <span>
          {t('rsvp.partySize', {
            adults: t('rsvp.adults', { count: answer.adultCount }),
            kids: t('rsvp.kids', { count: answer.kidCount }),
          })}
        </span>
      </div>
      {submitted?.queued && <p className="join-note">{t('rsvp.queuedOffline')}</p>}
      <div className="join-done__actions">
        <LinkButton to={`/events/${event.id}/dishes`} block>
          {t('rsvp.manageDishes')}
        </LinkButton>
        <LinkButton to="/" variant="secondary" block>
          {t('rsvp.explore')}
        </LinkButton>
        {!closed && (
          <Button variant="ghost" block onClick={() => setDialogOpen(true)}>
            {t('rsvp.update')}
          </Button>
        )}
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
  saved,
  server,
  myDishCount,
  onSubmitted,
}: {
  event: { id: string; name: string; questions?: readonly Question[] } & DeadlineEvent;
  saved: RsvpSummary | null;
  server: ServerFormState | null;
  myDishCount: number;
  onSubmitted: (answer: RsvpSummary, queued: boolean) => void;
}) {
  const formId = useId();
  const { user } = useAuth();
  const { form, pending, submit } = useRsvpSubmission(event, 'join', saved, server);
  const formRef = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => takeOverServerForm(formRef.current, server ?? null), [server]);

  return (
    <SectionCard titleId={`${formId}-title`} title={t('join.form.title')} className="join-panel">
      {user && (
        <p className="join-note">
          {richMessage('join.form.answeringAs', { name: <strong>{displayName(user)}</strong> })}
        </p>
      )}
      <AnswerByNote event={event} />
      <form
        ref={formRef}
        noValidate
        className="join-form stack stack--lg"
        onSubmit={form.handleSubmit(() => submit(onSubmitted))}
      >
        <RsvpFields form={form} dishCount={myDishCount} currentStatus={saved?.status ?? null} disabled={pending} />
        <Button type="submit" size="lg" block pending={pending} pendingLabel={t('common.submitting')}>
          {t('join.form.submit')}
        </Button>
      </form>
    </SectionCard>
  );
}
