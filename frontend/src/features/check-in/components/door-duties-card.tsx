import '../door.css';
import { useId } from 'react';
import { LinkButton } from '@/components/button';
import { SectionCard } from '@/components/card';
import { t } from '@/lib/i18n';
import { useDoorDuties } from '../api/check-in-api';

/** On a door helper's home: the doors they help at, each a link to its door screen. Nothing for anyone else. */
export function DoorDutiesCard({ enabled }: { enabled: boolean }) {
  const titleId = useId();
  const duties = useDoorDuties(enabled);
  if (!duties.data?.length) return null;
  return (
    <SectionCard titleId={titleId} title={`🚪 ${t('door.duty.title')}`}>
      <ul className="door-helpers__list">
        {duties.data.map((d) => (
          <li key={d.eventId} className="door-helpers__item">
            <strong>{d.eventName}</strong>
            <LinkButton variant="secondary" size="sm" to={`/events/${encodeURIComponent(d.eventId)}/door`}>
              {t('door.duty.open')}
            </LinkButton>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
