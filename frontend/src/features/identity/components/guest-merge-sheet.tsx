import { Suspense, useState } from 'react';
import { withMessages } from '@/lib/i18n';
import { PART_MESSAGES } from '@/lib/message-groups';
import { useAuth } from '@/lib/auth';
import { lazyPart } from '@/lib/lazy-part';
import { usePendingGuestMerge } from '../api/pending-guest-merge';

// Few accounts are ever asked: the question's code loads only once the server names a guest.
const GuestMergeQuestion = lazyPart(() =>
  withMessages(PART_MESSAGES['guest-merge-question'], import('./guest-merge-question')).then(
    (m) => m.GuestMergeQuestion,
  ),
);

/**
 * After signing in to an account on a device that was a guest before: asks whether that guest's answers and dishes
 * move into the account. Nothing moves (and nobody sees the account's name on them) until "Move into my account".
 * The question is a sheet over the screen, so its arrival moves nothing on it.
 */
export function GuestMergeSheet() {
  const { user } = useAuth();
  const pending = usePendingGuestMerge(!!user && !user.isGuest);
  const guest = pending.data?.pending;
  const [closed, setClosed] = useState<string | null>(null);
  if (!guest || closed === guest.id) return null;
  return (
    <Suspense fallback={null}>
      <GuestMergeQuestion guest={guest} onClose={() => setClosed(guest.id)} />
    </Suspense>
  );
}
