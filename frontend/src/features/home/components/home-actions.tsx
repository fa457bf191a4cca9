import './home-header.css';
import { LinkButton } from '@/components/button';
import { IconCalendar, IconPlusCircle, IconTicket } from '@/components/icons';
import { t } from '@/lib/i18n';

export function HomeActions() {
  return (
    <div className="home-actions">
      <LinkButton to="/create-event" size="lg" block icon={<IconPlusCircle />}>
        {t('home.createEvent')}
      </LinkButton>
      <LinkButton to="/join" variant="secondary" size="lg" block icon={<IconTicket />}>
        {t('home.joinEvent')}
      </LinkButton>
      {/* The only way into My RSVPs (/dashboard): every event answered, with counts. */}
      <LinkButton to="/dashboard" variant="ghost" block icon={<IconCalendar />}>
        {t('myRsvps.title')}
      </LinkButton>
    </div>
  );
}
