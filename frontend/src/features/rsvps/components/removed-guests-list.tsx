import type { RemovedGuest } from '@contracts/rsvp.contract';
import { Button } from '@/components/button';
import { newChangeKey } from '@/lib/api-client';
import { formatShortDate } from '@/lib/date-format';
import { useLetBackIn } from '../api/let-back-in';
import { t } from '@/lib/i18n';
import { TitledSection } from '@/components/titled-section';

/**
 * Guest RSVPs, for the host and co-hosts: the people removed from the event. They cannot open it, RSVP or bring a
 * dish until let back in; let back in, they find the event as a new guest (their old RSVP and dishes are gone).
 */
export function RemovedGuestsList({ eventId, removed }: { eventId: string; removed: RemovedGuest[] }) {
  const letBackIn = useLetBackIn(eventId);
  return (
    <TitledSection
      className="removed-guests"
      titleId="removed-guests-title"
      titleClassName="removed-guests__title"
      level={3}
      title={t('rsvp.removed.title', { count: removed.length })}
    >
      <p className="removed-guests__note">{t('rsvp.removed.note')}</p>
      <ul className="guest-list">
        {removed.map((r) => (
          <li key={r.userId} className="guest-card removed-guests__item">
            <div className="guest-card__body">
              <p className="guest-card__name">{r.name}</p>
              <p className="guest-card__date">{t('rsvp.removed.on', { date: formatShortDate(r.removedAt) })}</p>
            </div>
            <Button
              size="sm"
              variant="secondary"
              pending={letBackIn.isPending && letBackIn.variables?.userId === r.userId}
              pendingLabel={t('rsvp.removed.lettingIn')}
              aria-label={t('rsvp.removed.letBackInNamed', { name: r.name })}
              onClick={() => letBackIn.mutate({ userId: r.userId, name: r.name, idempotencyKey: newChangeKey() })}
            >
              {t('rsvp.removed.letBackIn')}
            </Button>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
