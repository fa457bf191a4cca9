import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/button';
import { t } from '@/lib/i18n';

/** The event header's way to the host's tools (/events/{id}/manage), for the host and co-hosts. */
export function ManageLink({ eventId }: { eventId: string }) {
  return (
    <Link
      to={`/events/${encodeURIComponent(eventId)}/manage`}
      className={buttonClassName({ variant: 'ghost', size: 'sm' }, 'event-header__nav event-header__manage')}
    >
      <span className="btn__content">
        <span aria-hidden="true">⚙️</span> {t('manage.title')}
      </span>
    </Link>
  );
}
