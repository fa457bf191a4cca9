import { canManage } from '@contracts/event.rules';
import { SCREEN_MESSAGES } from '@/lib/message-groups';
import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Skeleton, SkeletonText } from '@/components/skeleton';
import { DatePollCard } from '@/features/date-poll/components/date-poll-card';
import { DishesByCategoryCard } from '@/features/dishes/components/dishes-by-category-card';
import { DishPhotosProvider } from '@/features/photos/dish-photos-provider';
import { CopyLinkButton } from '@/features/events/components/copy-link-button';
import { AddToCalendar } from '@/features/events/components/add-to-calendar';
import { EventHeader } from '@/features/events/components/event-header';
import { EventNotFound } from '@/components/event-not-found';
import { EventStatTiles } from '@/features/events/components/event-stat-tiles';
import { HostMenu } from '@/features/events/components/host-menu';
import { ShareCard } from '@/features/events/components/share-card';
import { useEvent } from '@/features/events/api/get-event';
import { InsightsCard } from '@/features/insights/components/insights-card';
import { isPartyOver } from '@/features/next-potluck/party-over';
import { InviteGuestsEntry } from '@/features/invitations/components/invite-guests-entry';
import { LiveIndicator } from '@/features/realtime/components/live-indicator';
import { SeriesCard } from '@/features/series/components/series-card';
import { GuestRsvpsSection } from '@/features/rsvps/components/guest-rsvps-section';
import { YourRsvpCard } from '@/features/rsvps/components/your-rsvp-card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLiveUpdates } from '@/features/realtime/use-live-updates';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { lazyPart } from '@/lib/lazy-part';
import { t, withMessages } from '@/lib/i18n';

// The printable sheet is for hosts and co-hosts only, and hidden on screen: guests never download it.
const PrintSheet = lazyPart(() =>
  withMessages(SCREEN_MESSAGES['print-sheet'], import('@/features/events/components/print-sheet')).then(
    (m) => m.PrintSheet,
  ),
);
// The conversation comes after the event itself: its code is not part of the page's first load.
const AnnouncementBanner = lazyPart(() =>
  import('@/features/conversation/components/announcement-banner').then((m) => m.AnnouncementBanner),
);
const EventTalk = lazyPart(() => import('@/features/conversation/components/event-talk').then((m) => m.EventTalk));
// The kitchen, buffet cards and next potluck sit at the foot of the page: they load after it.
const KitchenCard = lazyPart(() => import('@/features/kitchen/kitchen-card').then((m) => m.KitchenCard));
const BuffetCardsCard = lazyPart(() =>
  import('@/features/buffet-cards/buffet-cards-card').then((m) => m.BuffetCardsCard),
);
const NextPotluckCard = lazyPart(() =>
  import('@/features/next-potluck/next-potluck-card').then((m) => m.NextPotluckCard),
);
// Once the party is over: who brought what, recipes and notes, containers, the host's thank-you.
const AfterPartyCard = lazyPart(() => import('@/features/after-party/after-party-card').then((m) => m.AfterPartyCard));

function EventDetailSkeleton() {
  return (
    <main className="page" aria-busy="true" aria-label={t('event.loading')}>
      <Skeleton height={220} radius="var(--radius-md)" />
      <div className="stat-tiles">
        <Skeleton height={96} radius="var(--radius-md)" />
        <Skeleton height={96} radius="var(--radius-md)" />
        <Skeleton height={96} radius="var(--radius-md)" />
      </div>
      <SkeletonText lines={4} />
    </main>
  );
}

/**
 * Event detail. Order of the page: header, stat tiles, host share card, Your RSVP,
 * Dishes by Category, Guest RSVPs, AI Insights. Each feature adds its own card in its slot below.
 */
export default function EventDetailRoute() {
  const { id = '' } = useParams();
  const { data: event, isPending, isError, error, refetch, isRefetching } = useEvent(id);
  const { user } = useAuth();
  const liveStatus = useLiveUpdates({ kind: 'event', eventId: id });
  useDocumentTitle(event?.name ?? t('event.documentTitle'));

  if (isPending) return <EventDetailSkeleton />;
  // A refetch after the event was deleted also lands here (the cached copy is dropped on 404).
  if (isError && error instanceof ApiError && error.status === 404) return <EventNotFound />;
  if (!event) {
    return (
      <main className="page page--centered">
        <EmptyState
          emoji="📡"
          title={t('event.loadFailed')}
          headingLevel={1}
          action={
            <Button
              variant="secondary"
              onClick={() => void refetch()}
              pending={isRefetching}
              pendingLabel={t('common.tryAgain')}
            >
              {t('common.tryAgain')}
            </Button>
          }
        >
          {t('common.checkConnection')}
        </EmptyState>
      </main>
    );
  }

  // Co-hosts see what the host sees, except deleting the event.
  const isHost = canManage(event.role);
  return (
    <main className="page event-detail">
      <EventHeader
        event={event}
        actions={
          <>
            <LiveIndicator status={liveStatus} />
            {isHost ? (
              <HostMenu event={event} canDelete={event.role === 'host'} />
            ) : (
              <CopyLinkButton eventId={event.id} />
            )}
          </>
        }
      />
      <Suspense fallback={null}>
        <AnnouncementBanner eventId={event.id} timeZone={event.timeZone} />
      </Suspense>
      <EventStatTiles event={event} />
      {isPartyOver(event.date) && (
        <Suspense fallback={null}>
          <AfterPartyCard eventId={event.id} canManage={isHost} />
        </Suspense>
      )}
      <DatePollCard event={event} canPick={isHost} />
      {isHost && (
        <ShareCard event={event}>
          <InviteGuestsEntry eventId={event.id} />
        </ShareCard>
      )}
      {user && <YourRsvpCard event={event} user={user} />}
      <AddToCalendar event={event} />
      <SeriesCard event={event} isOwner={event.role === 'host'} canManage={isHost} />
      <DishPhotosProvider eventId={event.id}>
        <DishesByCategoryCard event={event} />
      </DishPhotosProvider>
      <GuestRsvpsSection event={event} viewerRole={event.role} />
      <Suspense fallback={null}>
        <EventTalk eventId={event.id} timeZone={event.timeZone} />
      </Suspense>
      <InsightsCard eventId={event.id} />
      <Suspense fallback={null}>
        <KitchenCard eventId={event.id} canManage={isHost} />
        {isHost && <BuffetCardsCard eventId={event.id} />}
        {isHost && isPartyOver(event.date) && <NextPotluckCard eventId={event.id} />}
      </Suspense>
      {isHost && (
        <Suspense fallback={null}>
          <DishPhotosProvider eventId={event.id}>
            <PrintSheet event={event} />
          </DishPhotosProvider>
        </Suspense>
      )}
    </main>
  );
}
