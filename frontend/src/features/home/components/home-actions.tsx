import './home-header.css';
import { LinkButton } from '@/components/button';
import { IconPlusCircle, IconTicket } from '@/components/icons';

export function HomeActions() {
  return (
    <div className="home-actions">
      <LinkButton to="/create-event" size="lg" block icon={<IconPlusCircle />}>
        Create Potluck Event
      </LinkButton>
      <LinkButton to="/join" variant="secondary" size="lg" block icon={<IconTicket />}>
        Join Potluck Event
      </LinkButton>
    </div>
  );
}
