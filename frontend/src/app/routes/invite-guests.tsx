import { useParams } from 'react-router-dom';
import { BackToEventState } from '@/components/empty-state';
import { LinkButton } from '@/components/button';
import { LoadingScreen } from '@/components/loading-screen';
import { PageHeader } from '@/components/page-header';
import { EventNotFound } from '@/components/event-not-found';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { useInviteMessage } from '@/features/invitations/api/get-invite-message';
import { InviteGuestsPanel } from '@/features/invitations/components/invite-guests-panel';
import { t } from '@/lib/i18n';

export default function InviteGuestsRoute() {
  const { id = '' } = useParams();
  useDocumentTitle(t('invite.title'));
  const invite = useInviteMessage(id);
  const done = (
    <LinkButton to={`/events/${id}`} variant="ghost">
      {t('common.done')}
    </LinkButton>
  );

  if (invite.isPending) return <LoadingScreen />;
  if (invite.isError || !invite.data) {
    const status = invite.error instanceof ApiError ? invite.error.status : 0;
    if (status === 404) return <EventNotFound />;
    return (
      <main className="page">
        <PageHeader title={t('invite.title')} actions={done} />
        {status === 403 ? (
          // Only hosts invite (the server refuses others); guests are pointed back to the event.
          <BackToEventState eventId={id} emoji="🔒" title={t('invite.hostOnly')} back={t('common.backToEvent')}>
            {t('invite.hostOnlyText')}
          </BackToEventState>
        ) : (
          <BackToEventState eventId={id} emoji="⚠️" title={t('invite.loadFailed')} back={t('common.backToEvent')}>
            {t('common.checkConnection')}
          </BackToEventState>
        )}
      </main>
    );
  }

  return (
    <main className="page">
      <PageHeader title={invite.data.eventName} subtitle={t('invite.title')} actions={done} />
      <InviteGuestsPanel eventId={id} invite={invite.data} />
    </main>
  );
}
