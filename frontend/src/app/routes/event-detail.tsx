import { canManage } from '@contracts/event.rules';
import { Suspense, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Skeleton, SkeletonText } from '@/components/skeleton';
import { DishesByCategoryCard } from '@/features/dishes/components/dishes-by-category-card';
import { DishPhotosProvider } from '@/features/photos/dish-photos-provider';
import { CopyLinkButton } from '@/features/events/components/copy-link-button';
import { AddToCalendar } from '@/features/events/components/add-to-calendar';
import { EventHeader } from '@/features/events/components/event-header';
import { EventNotFound } from '@/components/event-not-found';
import { EventStatTiles } from '@/features/events/components/event-stat-tiles';
import { ManageLink } from '@/features/events/components/manage-link';
import { NextStepCard } from '@/features/events/components/next-step-card';
import { nextStep } from '@/features/events/next-step';
import { useEvent } from '@/features/events/api/get-event';
import { isPartyOver } from '@/features/next-potluck/party-over';
import { ConversationLink } from '@/features/conversation/components/conversation-link';
import { LiveIndicator } from '@/features/realtime/components/live-indicator';
import { GuestRsvpsSection } from '@/features/rsvps/components/guest-rsvps-section';
import { YourRsvpCard } from '@/features/rsvps/components/your-rsvp-card';
import { CheckInCodeButton } from '@/features/check-in/components/check-in-code-button';
import { holdsPlace, myRsvp } from '@/lib/attendance';
import type { EventDetail } from '@contracts/event.contract';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLiveUpdates } from '@/features/realtime/use-live-updates';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { lazyPart } from '@/lib/lazy-part';
import { t } from '@/lib/i18n';

// The conversation comes after the event itself: its code is not part of the page's first load.
// After the host moved the date, time or place (the edit form's navigation says so): the announcement to send.
const AnnounceChangeSheet = lazyPart(() =>
  import('@/features/conversation/components/announce-change-sheet').then((m) => m.AnnounceChangeSheet),
);
const AnnouncementBanner = lazyPart(() =>
  import('@/features/conversation/components/announcement-banner').then((m) => m.AnnouncementBanner),
);
// The date poll and the series show once their own queries answer, and the Manage screen shares them: their code
// loads beside those queries, not in the page's first load.
const DatePollCard = lazyPart(() =>
  import('@/features/date-poll/components/date-poll-card').then((m) => m.DatePollCard),
);
const SeriesCard = lazyPart(() => import('@/features/series/components/series-card').then((m) => m.SeriesCard));
// The kitchen's arrival times sit at the foot of a guest's page: they load after it.
// The dishes up for grabs and the jobs besides food load after the page (most events have none), inside the dishes
// card.
const HandOffList = lazyPart(() => import('@/features/dishes/components/hand-off-list').then((m) => m.HandOffList));
const JobsCard = lazyPart(() => import('@/features/jobs/jobs-card').then((m) => m.JobsCard));
const KitchenCard = lazyPart(() => import('@/features/kitchen/kitchen-card').then((m) => m.KitchenCard));
// The costs' link reads the costs: its code and query come after the page's first load.
const CostsLink = lazyPart(() => import('@/features/costs/components/costs-link').then((m) => m.CostsLink));
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
 * Event detail. It leads with the next thing to do (nextStep: the viewer's part and the event's state), then the
 * event: stat tiles, Your RSVP, Dishes by Category, Guest RSVPs, the link to the conversation. The host's and
 * co-hosts' tools are on the Manage screen (/events/{id}/manage), not cards here: a new tool joins that list
 * (app/manage-tools.tsx), and this page stays within two screens.
 */
export default function EventDetailRoute() {
  const { id = '' } = useParams();
  const { data: event, isPending, isError, error, refetch, isRefetching } = useEvent(id);
  const { user } = useAuth();
  const liveStatus = useLiveUpdates({ kind: 'event', eventId: id });
  const [rsvpOpen, setRsvpOpen] = useState(false);
  const announcing = !!(useLocation().state as { announceChange?: unknown } | null)?.announceChange;
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

  // Co-hosts see what the host sees, except deleting the event; their tools are on the Manage screen.
  const isHost = canManage(event.role);
  const partyOver = isPartyOver(event.date);
  const step = nextStep({ event, userId: user?.id ?? null, now: new Date(), partyOver });
  const openRsvp = () => setRsvpOpen(true);
  return (
    <main className="page event-detail">
      <EventHeader
        event={event}
        actions={
          <>
            <LiveIndicator status={liveStatus} />
            {isHost ? <ManageLink eventId={event.id} /> : <CopyLinkButton eventId={event.id} />}
          </>
        }
      />
      <Suspense fallback={null}>
        <AnnouncementBanner eventId={event.id} timeZone={event.timeZone} />
        {isHost && announcing && <AnnounceChangeSheet eventId={event.id} />}
      </Suspense>
      {/* A host's next step leads the page; a guest's sits in Your RSVP, beside their answer. */}
      {user && isHost && <NextStepCard eventId={event.id} step={step} onAnswer={openRsvp} />}
      {/* The host's conversation right under their next step, with its counts (unread questions among them). */}
      {isHost && <ConversationLink eventId={event.id} />}
      {partyOver && (
        <Suspense fallback={null}>
          <AfterPartyCard eventId={event.id} canManage={isHost} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <DatePollCard event={event} canPick={isHost} />
      </Suspense>
      {user && (
        <YourRsvpCard
          event={event}
          user={user}
          formOpen={rsvpOpen}
          onFormOpenChange={setRsvpOpen}
          // A going household's code for the door, a tap away (a sheet; nothing on the page until it is opened).
          action={holdsMyPlace(event, user.id) && <CheckInCodeButton eventId={event.id} />}
        >
          {!isHost && <NextStepCard eventId={event.id} step={step} onAnswer={openRsvp} inside />}
        </YourRsvpCard>
      )}
      {/* The conversation on the first screen (under a guest's next step, in Your RSVP): a tap away, with its counts. */}
      {!isHost && <ConversationLink eventId={event.id} />}
      {/* What is owed sits beside the conversation: once costs exist, or for a guest the host lets record them. */}
      <Suspense fallback={null}>
        <CostsLink eventId={event.id} manages={isHost} />
      </Suspense>
      <EventStatTiles event={event} />
      <DishPhotosProvider eventId={event.id}>
        {/* Beside what is still missing: the dishes up for grabs and the jobs besides food (added on Manage). */}
        <DishesByCategoryCard event={event}>
          <Suspense fallback={null}>
            <HandOffList eventId={event.id} dishes={event.dishes} userId={user?.id ?? null} />
            <JobsCard eventId={event.id} canManage={false} signedIn={!!user} bare />
          </Suspense>
        </DishesByCategoryCard>
      </DishPhotosProvider>
      <GuestRsvpsSection event={event} viewerRole={event.role} changes={false} />
      <AddToCalendar event={event} />
      {/* A series' dates, to everyone; making a one-off event repeat is on the Manage screen. */}
      <Suspense fallback={null}>
        <SeriesCard event={event} isOwner={false} canManage={isHost} />
      </Suspense>
      {/* A guest's kitchen: the arrival times, once contributors have set some (the host's is on Manage). */}
      {!isHost && (
        <Suspense fallback={null}>
          <KitchenCard eventId={event.id} canManage={false} />
        </Suspense>
      )}
    </main>
  );
}

/** Whether the viewer's household holds a place at the event (Going, not waiting): it has a check-in code. */
function holdsMyPlace(event: Pick<EventDetail, 'rsvps'>, userId: string): boolean {
  const mine = myRsvp<EventDetail['rsvps'][number]>(event, userId);
  return mine !== null && holdsPlace(mine);
}
