import './identity.css';
import { useState } from 'react';
import type { GuestIdentitySummary } from '@contracts/guest.contract';
import { Button } from '@/components/button';
import { Sheet } from '@/components/sheet';
import { newChangeKey, serverMessage } from '@/lib/api-client';
import { plural } from '@/lib/attendance';
import { toast } from '@/lib/toast-store';
import { useConfirmGuestMerge, useDismissGuestMerge } from '../api/guest-merge';

/** The lines of what moves: "Mallory's RSVP to Diwali Dinner", …, "2 dishes Mallory signed up to bring". */
export function whatMoves(guest: GuestIdentitySummary): string[] {
  const lines = guest.events.map((event) => `${guest.name}'s RSVP to ${event.name}`);
  if (guest.dishCount > 0) lines.push(`${plural(guest.dishCount, 'dish', 'dishes')} ${guest.name} signed up to bring`);
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
  const failed = (error: Error) =>
    toast({
      title: 'Something went wrong',
      description: serverMessage(error) ?? 'Please try again.',
      variant: 'destructive',
    });

  const moveIn = () =>
    merge.mutate(
      { guestId: guest.id, idempotencyKey: keys.merge },
      {
        onSuccess: () =>
          toast({ title: 'Moved into your account', description: `${guest.name}'s answers are yours now.` }),
        onError: failed,
      },
    );
  const keepSeparate = () =>
    dismiss.mutate(
      { idempotencyKey: keys.dismiss },
      {
        onSuccess: () => toast({ title: 'Kept separate', description: `${guest.name}'s personal link keeps working.` }),
        onError: failed,
      },
    );

  return (
    <Sheet
      open
      onClose={onClose}
      dismissible={!busy}
      role="alertdialog"
      title={`Move ${guest.name}'s answers into your account?`}
      description={`Before you signed in, this device was used as ${guest.name}, a guest without an account.`}
      actions={
        <>
          <Button pending={merge.isPending} pendingLabel="Moving..." onClick={moveIn} disabled={busy}>
            Move into my account
          </Button>
          <Button variant="secondary" pending={dismiss.isPending} onClick={keepSeparate} disabled={busy} data-autofocus>
            Keep separate
          </Button>
        </>
      }
    >
      <ul className="guest-merge__moves" aria-label="What moves">
        {whatMoves(guest).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="guest-merge__note">
        Moved, they show your name and picture. Kept separate, {guest.name} stays a guest and their personal link keeps
        working; this device stays signed in as you.
      </p>
    </Sheet>
  );
}
