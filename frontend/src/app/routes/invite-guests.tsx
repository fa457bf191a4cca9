import { useParams } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { LinkButton } from '@/components/button';
import { LoadingScreen } from '@/components/loading-screen';
import { PageHeader } from '@/components/page-header';
import { EventNotFound } from '@/components/event-not-found';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { useInviteMessage } from '@/features/invitations/api/get-invite-message';
import { InviteGuestsPanel } from '@/features/invitations/components/invite-guests-panel';

export default function InviteGuestsRoute() {
  const { id = '' } = useParams();
  useDocumentTitle('Invite Guests');
  const invite = useInviteMessage(id);
  const done = (
    <LinkButton to={`/events/${id}`} variant="ghost">
      Done
    </LinkButton>
  );

  if (invite.isPending) return <LoadingScreen />;
  if (invite.isError || !invite.data) {
    const status = invite.error instanceof ApiError ? invite.error.status : 0;
    if (status === 404) return <EventNotFound />;
    return (
      <main className="page">
        <PageHeader title="Invite Guests" actions={done} />
        {status === 403 ? (
          // Only hosts invite (the server refuses others); guests are pointed back to the event.
          <EmptyState
            emoji="🔒"
            title="Only the host can invite guests"
            action={<LinkButton to={`/events/${id}`}>Back to event</LinkButton>}
          >
            Ask the host to send you the join link to share instead.
          </EmptyState>
        ) : (
          <EmptyState
            emoji="⚠️"
            title="Could not load the invitation"
            action={<LinkButton to={`/events/${id}`}>Back to event</LinkButton>}
          >
            Check your connection and try again.
          </EmptyState>
        )}
      </main>
    );
  }

  return (
    <main className="page">
      <PageHeader title={invite.data.eventName} subtitle="Invite Guests" actions={done} />
      <InviteGuestsPanel eventId={id} invite={invite.data} />
    </main>
  );
}
