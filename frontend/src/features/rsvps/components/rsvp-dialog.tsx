import { useId } from 'react';
import { Button } from '@/components/button';
import { Sheet } from '@/components/sheet';
import type { RsvpOrigin } from '../api/submit-rsvp';
import { RsvpFields, type RsvpSummary } from './rsvp-form';
import { useRsvpSubmission } from './use-rsvp-submission';
import { t } from '@/lib/i18n';
import type { Question } from '@contracts/question.rules';

export interface RsvpDialogProps {
  open: boolean;
  onClose: () => void;
  event: { id: string; name: string; questions?: readonly Question[] };
  /** The caller's saved RSVP: the form starts from it. */
  rsvp: RsvpSummary | null;
  /** How many dishes the caller brings to this event (for the leaving-Going warning). */
  myDishCount: number;
  /** Which screen opened it: decides the failure toast ('RSVP Update Failed' / 'RSVP Failed'). */
  origin: RsvpOrigin;
  /** Called once the server accepted the change (or it was queued offline). */
  onSaved?: (answer: RsvpSummary) => void;
}

/** The Update RSVP dialog, used by the event page's Your RSVP card and the join page. */
export function RsvpDialog(props: RsvpDialogProps) {
  // Mounted only while open, so each opening starts from the latest saved RSVP.
  if (!props.open) return null;
  return <OpenRsvpDialog {...props} />;
}

function OpenRsvpDialog({ onClose, event, rsvp, myDishCount, origin, onSaved }: RsvpDialogProps) {
  const formId = useId();
  // Closes once the answer is saved, or waits in the queue (as it does offline).
  const { form, pending, submit } = useRsvpSubmission(event, origin, rsvp);
  const save = () =>
    submit((answer) => {
      onSaved?.(answer);
      onClose();
    });

  return (
    <Sheet
      open
      onClose={onClose}
      title={t('rsvp.dialog.title')}
      description={event.name}
      dismissible={!pending}
      actionsInRow
      actions={
        <>
          {/* The row is laid out right to left: Save RSVP is the primary action on the right. */}
          <Button type="submit" form={formId} pending={pending} pendingLabel={t('common.saving')}>
            {t('rsvp.dialog.save')}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={form.handleSubmit(save)}>
        <RsvpFields form={form} dishCount={myDishCount} currentStatus={rsvp?.status ?? null} disabled={pending} />
      </form>
    </Sheet>
  );
}
