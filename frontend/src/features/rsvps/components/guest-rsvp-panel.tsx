import './join.css';
import { useMutationState } from '@tanstack/react-query';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { loadFormSchemas, onFormSubmit, useSingleSubmit } from '@/lib/form-validation';
import { GUEST_NAME_MAX } from '@contracts/guest.rules';
import { Button } from '@/components/button';
import { Card, SectionCard } from '@/components/card';
import { TextField } from '@/components/text-field';
import { newChangeKey } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/field-errors';
import { continueWithGoogle } from '@/lib/navigation';
import { readServerForm, takeOverServerForm } from '@/lib/server-form';
import { guestRsvpMutationKey, useGuestRsvp, type GuestRsvpVariables } from '../api/guest-rsvp';
import { isOnline } from '../api/submit-rsvp';
import { hasKeptAnswer } from '../kept-answer';
import type { Question } from '@contracts/question.rules';
import {
  questionErrorsOf,
  questionFormValues,
  RsvpFields,
  rsvpFormDefaults,
  rsvpFormValuesFrom,
  useRsvpForm,
} from './rsvp-form';
import { t } from '@/lib/i18n';
import { AnswerByNote, type DeadlineEvent } from './answers-deadline';

/** The form's id on the join page: "Still needed" links lead a signed-out visitor here (answer first). */
export const JOIN_RSVP_ID = 'join-rsvp';

/** The answer waiting to be sent for this event (offline, or still on its way), if any. */
function useWaitingJoin(eventId: string): { vars: GuestRsvpVariables; retrying: boolean } | undefined {
  const waiting = useMutationState({
    filters: { mutationKey: guestRsvpMutationKey, status: 'pending' },
    select: (m) => ({ vars: m.state.variables as GuestRsvpVariables | undefined, retrying: m.state.failureCount > 0 }),
  });
  const found = waiting.find((w) => w.vars?.eventId === eventId);
  return found?.vars ? { vars: found.vars, retrying: found.retrying } : undefined;
}

/**
 * Signed out on /join/{id}: RSVP with just a name; no account needed. Without signal the answer is kept on the
 * phone (and across a reload) and sent once when the connection returns; the answer then signs this device in.
 */
export function GuestRsvpPanel({
  event,
}: {
  event: { id: string; name: string; questions?: readonly Question[] } & DeadlineEvent;
}) {
  const formId = useId();
  // The same form the server sent (backend/src/platform/web/server-rsvp-form.ts), as the guest left it before this code arrived:
  // what they typed and the messages beside it stay, and so does the focus.
  const [server] = useState(() => readServerForm('join', 'join-'));
  const form = useRsvpForm(
    rsvpFormValuesFrom(server?.values, rsvpFormDefaults(null)),
    server?.errors,
    event.questions,
    questionFormValues(server?.values, null),
    questionErrorsOf(server?.errors),
  );
  const [name, setName] = useState(server?.values.name ?? '');
  const [email, setEmail] = useState(server?.values.email ?? '');
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({
    name: server?.errors.name,
    email: server?.errors.email,
  });
  const formRef = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => takeOverServerForm(formRef.current, server ?? null), [server]);
  const mutation = useGuestRsvp(event.id);
  const waiting = useWaitingJoin(event.id);
  // An answer the server's form kept on this phone without signal, before this code arrived: sent from the app's queue
  // now, with its form key (an answer the server took meanwhile is replayed, not taken twice). Its reading comes only
  // then (a first visit does not download it), and the page keeps the answer until the app has it.
  const keptTaken = useRef(false);
  useEffect(() => {
    if (keptTaken.current || !hasKeptAnswer(event.id)) return;
    keptTaken.current = true;
    void import('../kept-answer-input').then(({ takeKeptAnswer }) => {
      const kept = takeKeptAnswer(event.id, event.questions ?? []);
      if (kept) mutation.mutate({ eventId: event.id, ...kept });
    });
  }, [event.id, event.questions, mutation]);
  // A first attempt that got no answer (the server or its database away) waits like an offline one.
  const pending = mutation.isPending && isOnline() && !waiting?.retrying;

  const submit = useSingleSubmit(async () => {
    const rsvp = await form.validate();
    const { guestRsvpSchema } = await loadFormSchemas();
    const checked = guestRsvpSchema.safeParse({ name, email, adultCount: 1, kidCount: 0 });
    const fieldErrors = checked.success ? {} : fieldErrorsOf<'name' | 'email'>(checked.error);
    setErrors({ name: fieldErrors.name, email: fieldErrors.email });
    if (!rsvp || !checked.success) return;
    mutation.mutate({
      eventId: event.id,
      input: { ...rsvp, name: checked.data.name, email: checked.data.email ?? '' },
      idempotencyKey: newChangeKey(),
    });
  });

  if (waiting && (!isOnline() || waiting.retrying)) {
    return (
      <Card as="section" className="join-panel join-done" aria-labelledby={`${formId}-queued`}>
        <span className="join-done__emoji" aria-hidden="true">
          📡
        </span>
        <h2 id={`${formId}-queued`} className="join-done__title">
          {t('rsvp.savedOnPhone')}
        </h2>
        <p className="join-note">
          {t(isOnline() ? 'rsvp.savedUnreachable' : 'rsvp.savedOffline', { name: waiting.vars.input.name })}
        </p>
      </Card>
    );
  }

  return (
    <SectionCard titleId={`${formId}-title`} title={t('join.form.title')} id={JOIN_RSVP_ID} className="join-panel">
      <p className="join-note">{t('join.form.noAccount')}</p>
      <AnswerByNote event={event} />
      <form ref={formRef} noValidate className="join-form stack stack--lg" onSubmit={onFormSubmit(submit)}>
        <TextField
          label={t('join.form.name')}
          name="name"
          autoComplete="name"
          maxLength={GUEST_NAME_MAX}
          value={name}
          error={errors.name}
          disabled={pending}
          required
          onChange={(e) => {
            setName(e.target.value);
            setErrors((x) => ({ ...x, name: undefined }));
          }}
        />
        <TextField
          label={t('join.form.email')}
          optional
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          help={t('join.form.emailHelp')}
          value={email}
          error={errors.email}
          disabled={pending}
          onChange={(e) => {
            setEmail(e.target.value);
            setErrors((x) => ({ ...x, email: undefined }));
          }}
        />
        <RsvpFields form={form} dishCount={0} currentStatus={null} disabled={pending} />
        <Button type="submit" size="lg" block pending={pending} pendingLabel={t('common.submitting')}>
          {t('join.form.submit')}
        </Button>
      </form>
      <p className="join-account">
        {t('join.form.haveAccount')}{' '}
        <Button variant="ghost" onClick={continueWithGoogle}>
          {t('common.continueWithGoogle')}
        </Button>
      </p>
    </SectionCard>
  );
}
