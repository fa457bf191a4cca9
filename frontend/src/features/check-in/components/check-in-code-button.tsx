import { Suspense, useState } from 'react';
import { Button } from '@/components/button';
import { PART_MESSAGES } from '@/lib/message-groups';
import { lazyPart } from '@/lib/lazy-part';
import { t, withMessages } from '@/lib/i18n';

// The sheet and the door's words load when it is opened: the event page's first visit carries only this button.
const CheckInCodeSheet = lazyPart(() =>
  withMessages(PART_MESSAGES['check-in-code-card'], import('./check-in-code-card')).then((m) => m.CheckInCodeSheet),
);

/** A going household's way to its check-in code from the event page (beside Update RSVP). */
export function CheckInCodeButton({ eventId }: { eventId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPointerEnter={() => void CheckInCodeSheet.preload()} onClick={() => setOpen(true)}>
        {t('rsvp.yours.checkInCode')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CheckInCodeSheet eventId={eventId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
