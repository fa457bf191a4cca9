import '@/components/screen.css';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { Button, LinkButton } from '@/components/button';
import { Card } from '@/components/card';
import { Skeleton, SkeletonText } from '@/components/skeleton';
import { GuestJoinPanel } from '@/features/rsvps/components/guest-join-panel';
import { JoinRsvpPanel } from '@/features/rsvps/components/join-rsvp-panel';
import { PersonalLinkCard } from '@/features/rsvps/components/personal-link-card';
import { eventQueryOptions } from '@/features/events/api/get-event';
import { themeEmoji } from '@/features/events/theme';
import { PublicEventOverview } from '@/features/rsvps/components/public-event-overview';
import { usePublicEvent } from '@/features/rsvps/api/get-public-event';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

/** /join/{eventId}: open to everyone; signed out, the RSVP needs just a name (a guest without an account). */
export default function JoinEventRoute() {
  const { eventId = '' } = useParams();
  const auth = useAuth();
  const publicEvent = usePublicEvent(eventId);
  // Signed in, the event view also says whether (and how) the user already answered, and which dishes are theirs.
  const detail = useQuery({
    ...eventQueryOptions(eventId),
    enabled: auth.status === 'signed-in' && publicEvent.isSuccess,
  });
  useDocumentTitle(publicEvent.data ? `RSVP — ${publicEvent.data.name}` : 'RSVP');

  if (publicEvent.isPending) return <JoinSkeleton />;
  if (publicEvent.isError) {
    const notFound = publicEvent.error instanceof ApiError && publicEvent.error.status === 404;
    return notFound ? <EventNotFound /> : <LoadFailed onRetry={() => void publicEvent.refetch()} />;
  }

  const event = publicEvent.data;
  const user = auth.user;
  const myRsvp = (user && detail.data?.rsvps.find((r) => r.userId === user.id)) || null;
  const myDishCount = (user && detail.data?.dishes.filter((d) => d.contributorId === user.id).length) || 0;

  return (
    <main className="page join-page">
      <PublicEventOverview event={event} themeIcon={themeEmoji(event.theme)} />
      {/* Offline with nobody remembered on this phone: the name form still works (the answer waits to be sent). */}
      {(auth.status === 'signed-out' || auth.status === 'unreachable') && <GuestJoinPanel event={event} />}
      {auth.status === 'signed-in' &&
        (detail.isPending ? (
          <RsvpPanelSkeleton />
        ) : (
          <JoinRsvpPanel event={event} rsvp={myRsvp} myDishCount={myDishCount} />
        ))}
      {auth.status === 'signed-in' && user && <PersonalLinkCard user={user} />}
      {auth.status === 'loading' && <RsvpPanelSkeleton />}
    </main>
  );
}

function EventNotFound() {
  useDocumentTitle('Event Not Found');
  return (
    <main className="page page--centered">
      <div className="screen-message">
        <span className="screen-message__emoji" aria-hidden="true">
          🔍
        </span>
        <h1>Event Not Found</h1>
        <p className="screen-message__text">
          This event may have been deleted, or the link or code is not quite right.
        </p>
        <LinkButton to="/" replace>
          Go Home
        </LinkButton>
      </div>
    </main>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <main className="page page--centered">
      <div className="screen-message">
        <span className="screen-message__emoji" aria-hidden="true">
          {offline ? '📡' : '🍲'}
        </span>
        <h1>{offline ? "You're offline" : "Couldn't load this event"}</h1>
        <p className="screen-message__text">
          {offline ? 'Connect to the internet to open this invitation.' : 'Something went wrong. Please try again.'}
        </p>
        <Button onClick={onRetry}>Try Again</Button>
      </div>
    </main>
  );
}

function JoinSkeleton() {
  return (
    <main className="page join-page" aria-busy="true" aria-label="Loading event">
      <Card flush>
        <Skeleton height={120} radius={0} />
        <div className="join-hero__body">
          <SkeletonText lines={3} />
        </div>
      </Card>
      <RsvpPanelSkeleton />
    </main>
  );
}

function RsvpPanelSkeleton() {
  return (
    <Card aria-busy="true">
      <Skeleton height={20} width="50%" />
      <div style={{ marginTop: 12 }}>
        <SkeletonText lines={4} />
      </div>
    </Card>
  );
}
