import { LinkButton } from '@/components/button';
import { t } from '@/lib/i18n';

/** The host's way into the Invite Guests page; belongs in the event page's 'Share Your Potluck' card. */
export function InviteGuestsEntry({ eventId }: { eventId: string }) {
  return (
    <LinkButton to={`/events/${eventId}/invite`} variant="secondary" block icon={<span aria-hidden="true">✉️</span>}>
      {t('invite.title')}
    </LinkButton>
  );
}
