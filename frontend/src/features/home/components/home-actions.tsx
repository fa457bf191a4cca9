import './home-header.css';
import { LinkButton } from '@/components/button';
import { IconCalendar, IconPlusCircle, IconTicket } from '@/components/icons';

export function HomeActions() {
  return (
    <div className="home-actions">
      <LinkButton to="/create-event" size="lg" block icon={<IconPlusCircle />}>
        Create Potluck Event
      </LinkButton>
      <LinkButton to="/join" variant="secondary" size="lg" block icon={<IconTicket />}>
        Join Potluck Event
      </LinkButton>
      {/* The only way into My RSVPs (/dashboard): every event answered, with counts. */}
      <LinkButton to="/dashboard" variant="ghost" block icon={<IconCalendar />}>
        My RSVPs
      </LinkButton>
    </div>
  );
}
