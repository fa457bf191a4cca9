import './identity.css';
import { useState } from 'react';
import type { GuestIdentitySummary } from '@contracts/guest.contract';
import { Button } from '@/components/button';
import { Sheet } from '@/components/sheet';
import { newChangeKey } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { failureToast } from '@/lib/refusal-toast';
import { useConfirmGuestMerge, useDismissGuestMerge } from '../api/guest-merge';
import { t } from '@/lib/i18n';

/** The lines of what moves: "Mallory's RSVP to Diwali Dinner", …, "2 dishes Mallory signed up to bring". */
export function whatMoves(guest: GuestIdentitySummary): string[] {
  const lines = guest.events.map((event) => t('guestMerge.rsvpTo', { name: guest.name, eventName: event.name }));
  if (guest.dishCount > 0) lines.push(t('guestMerge.dishes', { count: guest.dishCount, name: guest.name }));
  return lines;
}

/**
 * The question itself, loaded only for an account whose device held a guest before: nothing moves (and nobody sees
 * the account's name on the guest's answers) until "Move into my account".
 */
export function GuestMergeQuestion({ guest, onClose }: { guest: GuestIdentitySummary; onClose: () => void }) {
  const merge = useConfirmGuestMerge();
  const dismiss = useDismissGuestMerge();
  const [keys] = useState(() => ({ merge: newChangeKey(), dismiss: newChangeKey() }));
  const busy = merge.isPending || dismiss.isPending;
  const failed = failureToast(t('app.error.title'), t('common.pleaseTryAgain'));

  const moveIn = () =>
    merge.mutate(
      { guestId: guest.id, idempotencyKey: keys.merge },
      {
        onSuccess: () =>
          toast({ title: t('guestMerge.moved'), description: t('guestMerge.movedText', { name: guest.name }) }),
        onError: failed,
      },
    );
  const keepSeparate = () =>
    dismiss.mutate(
      { idempotencyKey: keys.dismiss },
      {
        onSuccess: () =>
          toast({ title: t('guestMerge.kept'), description: t('guestMerge.keptText', { name: guest.name }) }),
        onError: failed,
      },
    );

  return (
    <Sheet
      open
      onClose={onClose}
      dismissible={!busy}
      role="alertdialog"
      title={t('guestMerge.title', { name: guest.name })}
      description={t('guestMerge.description', { name: guest.name })}
      actions={
        <>
          <Button pending={merge.isPending} pendingLabel={t('guestMerge.moving')} onClick={moveIn} disabled={busy}>
            {t('guestMerge.move')}
          </Button>
          <Button variant="secondary" pending={dismiss.isPending} onClick={keepSeparate} disabled={busy} data-autofocus>
            {t('guestMerge.keep')}
          </Button>
        </>
      }
    >
      <ul className="guest-merge__moves" aria-label={t('guestMerge.whatMoves')}>
        {whatMoves(guest).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="guest-merge__note">{t('guestMerge.note', { name: guest.name })}</p>
    </Sheet>
  );
}
