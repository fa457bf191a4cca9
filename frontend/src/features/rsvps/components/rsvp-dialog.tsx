import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/button';
import { Sheet } from '@/components/sheet';
import { isOnline, useSubmitRsvp, type RsvpOrigin } from '../api/submit-rsvp';
import { RsvpFields, rsvpFormDefaults, rsvpSummaryOf, useRsvpForm, type RsvpSummary } from './rsvp-form';
import { useSingleSubmit } from '@/lib/form-validation';

export interface RsvpDialogProps {
  open: boolean;
  onClose: () => void;
  event: { id: string; name: string };
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
  const form = useRsvpForm(rsvpFormDefaults(rsvp));
  const mutation = useSubmitRsvp(event.id);
  // A first attempt that got no answer (no network, the server or its database away) is in the queue now: the
  // dialog closes as it does offline, while the change keeps being sent with its key.
  const queued = mutation.isPending && mutation.failureCount > 0;
  const pending = mutation.isPending && isOnline() && !queued;
  const whenQueued = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!queued) return;
    const done = whenQueued.current;
    whenQueued.current = null;
    done?.();
  }, [queued]);

  const save = useSingleSubmit(async () => {
    const input = await form.validate();
    if (!input) return;
    const done = () => {
      whenQueued.current = null;
      onSaved?.(rsvpSummaryOf(input));
      onClose();
    };
    whenQueued.current = done;
    mutation.mutate(
      { eventId: event.id, eventName: event.name, origin, input, idempotencyKey: crypto.randomUUID() },
      { onSuccess: done },
    );
    // Offline the change waits in the queue (shown by the offline indicator); the optimistic update is already on screen.
    if (!isOnline()) done();
  });

  return (
    <Sheet
      open
      onClose={onClose}
      title="Update RSVP"
      description={event.name}
      dismissible={!pending}
      actionsInRow
      actions={
        <>
          {/* The row is laid out right to left: Save RSVP is the primary action on the right. */}
          <Button type="submit" form={formId} pending={pending} pendingLabel="Saving...">
            Save RSVP
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <RsvpFields form={form} dishCount={myDishCount} currentStatus={rsvp?.status ?? null} disabled={pending} />
      </form>
    </Sheet>
  );
}
