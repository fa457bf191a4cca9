import { canManage } from '@contracts/event.rules';
import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { BackToEventState } from '@/components/empty-state';
import { EventNotFound } from '@/components/event-not-found';
import { PageHeader } from '@/components/page-header';
import { SkeletonText } from '@/components/skeleton';
import { useEvent } from '@/features/events/api/get-event';
import { HostMenu } from '@/features/events/components/host-menu';
import { isPartyOver } from '@/features/next-potluck/party-over';
import { DishPhotosProvider } from '@/features/photos/dish-photos-provider';
import { LiveIndicator } from '@/features/realtime/components/live-indicator';
import { useLiveUpdates } from '@/features/realtime/use-live-updates';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useJobs } from '@/features/jobs/api/jobs-api';
import { ApiError } from '@/lib/api-client';
import { t, withMessages } from '@/lib/i18n';
import { lazyPart } from '@/lib/lazy-part';
import { PART_MESSAGES } from '@/lib/message-groups';
import { ManageToolList } from '../manage-tools';

// The printable sheet (Print Sheet in the list): hidden on screen, the print stylesheet shows it.
const PrintSheet = lazyPart(() =>
  withMessages(PART_MESSAGES['print-sheet'], import('@/features/events/components/print-sheet')).then(
    (m) => m.PrintSheet,
  ),
);

// The settled costs at the sheet's foot: their own query and code.
const CostsPrint = lazyPart(() => import('@/features/costs/components/costs-print').then((m) => m.CostsPrint));

/**
 * Manage (/events/{id}/manage): the host's and co-hosts' tools in one list, so the event page keeps to the event and
 * the next thing to do (backend/docs/architecture.md, Decisions). The header's menu keeps Delete Event
 * and the ZIP export.
 */
export default function ManageEventRoute() {
  const { id = '' } = useParams();
  const { data: event, isPending, isError, error } = useEvent(id);
  const liveStatus = useLiveUpdates({ kind: 'event', eventId: id });
  // Who does which job, for the printed sheet.
  const { data: jobs } = useJobs(id);
  useDocumentTitle(t('manage.title'));

  if (isError && error instanceof ApiError && error.status === 404) return <EventNotFound />;
  const back = `/events/${encodeURIComponent(id)}`;
  const manager = !!event && canManage(event.role);

  return (
    <main className="page">
      <PageHeader
        title={t('manage.title')}
        subtitle={event?.name}
        back={back}
        backLabel={t('common.backToEvent')}
        actions={
          <>
            <LiveIndicator status={liveStatus} />
            {manager && <HostMenu event={event} canDelete={event.role === 'host'} />}
          </>
        }
      />
      {isPending ? (
        <div aria-busy="true" aria-label={t('event.loading')}>
          <SkeletonText lines={8} />
        </div>
      ) : !event ? (
        <BackToEventState eventId={id} emoji="📡" title={t('event.loadFailed')} back={t('common.backToEvent')}>
          {t('common.checkConnection')}
        </BackToEventState>
      ) : !manager ? (
        <BackToEventState eventId={id} emoji="🔒" title={t('manage.hostOnly')} back={t('common.backToEvent')} />
      ) : (
        <>
          <p className="text-secondary text-sm">{t('manage.intro')}</p>
          <ManageToolList ctx={{ event, partyOver: isPartyOver(event.date) }} />
          <Suspense fallback={null}>
            <DishPhotosProvider eventId={event.id}>
              <PrintSheet event={event} jobs={jobs}>
                <CostsPrint eventId={event.id} />
              </PrintSheet>
            </DishPhotosProvider>
          </Suspense>
        </>
      )}
    </main>
  );
}
