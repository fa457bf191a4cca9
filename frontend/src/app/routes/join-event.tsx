import type { PublicEvent } from '@contracts/event.contract';
import type { User } from '@contracts/user.rules';
import { useIsMutating } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { serverJoinCover, serverJoinDishPhotos } from '@/app/server-data';
import { PhotoImage } from '@/features/photos/photo-image';
import { themeEmoji } from '@/features/events/theme';
import { AnswerSkeleton, JoinEventPage } from '@/features/join/components/join-event-page';
import { guestRsvpMutationKey } from '@/features/rsvps/api/guest-rsvp';
import { GuestRsvpPanel, JOIN_RSVP_ID } from '@/features/rsvps/components/guest-rsvp-panel';
import { useAuth } from '@/lib/auth';
import { answersClosed } from '@contracts/event.rules';
import { AnswersClosedCard } from '@/features/rsvps/components/answers-deadline';
import { t } from '@/lib/i18n';
import { lazyPart } from '@/lib/lazy-part';
import { queryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

type SignedInProps = { event: PublicEvent };
let SignedInLoaded: ComponentType<SignedInProps> | undefined;
const LazySignedIn = lazyPart(() => import('./join-signed-in').then((m) => (SignedInLoaded = m.SignedInJoinAnswer)));

/** The signed-in answer's code, loaded: rendered at once (no placeholder between the server's markup and it). */
function SignedInAnswer(props: SignedInProps) {
  const Loaded = SignedInLoaded;
  return Loaded ? <Loaded {...props} /> : <LazySignedIn {...props} />;
}

/**
 * Before the app's first render over the page the server rendered: a signed-in visitor's panels (a guest never
 * downloads them), so the app takes the server's markup over without a placeholder in between.
 */
export async function preloadServerRenderedParts(): Promise<void> {
  if (queryClient.getQueryData<User | null>(queryKeys.currentUser())) await LazySignedIn.preload();
}

/**
 * /join/{eventId}: the join feature's page, with the RSVP panels for whoever is visiting. "Still needed" leads a
 * signed-in visitor to the dish page's add form; anyone else to the RSVP form on this page (the dish page is for
 * people who answered).
 */
export default function JoinEventRoute() {
  const { eventId = '' } = useParams();
  const { status } = useAuth();
  const [cover] = useState(() => serverJoinCover(eventId));
  const [dishPhotos] = useState(() => serverJoinDishPhotos(eventId));
  const addDishLink = (category: string) =>
    status === 'signed-in' ? `/events/${encodeURIComponent(eventId)}/dishes?add=${category}` : `#${JOIN_RSVP_ID}`;
  return (
    <JoinEventPage
      eventId={eventId}
      themeIcon={themeEmoji}
      answer={(event) => <JoinAnswer event={event} />}
      addDishLink={addDishLink}
      cover={
        cover && (
          <PhotoImage photo={cover} alt="" sizes="(min-width: 640px) 600px, 100vw" className="join-hero__cover" eager />
        )
      }
      dishPhoto={(dish) => {
        const photo = dishPhotos.find((p) => p.dishId === dish.id);
        return photo && <PhotoImage photo={photo} alt={dish.name} sizes="320px" className="public-dish__photo" />;
      }}
    />
  );
}

/** Signed out, the RSVP needs just a name (a guest without an account); signed in, the user's own answer. */
function JoinAnswer({ event }: { event: PublicEvent }) {
  const auth = useAuth();
  // A guest's answer signs them in, and "You're All Set!" is the signed-in panel: its code comes while the answer is
  // on its way.
  const joining = useIsMutating({ mutationKey: guestRsvpMutationKey }) > 0;
  useEffect(() => {
    if (joining) void LazySignedIn.preload();
  }, [joining]);
  return (
    <>
      {auth.status === 'signed-out' && event.date === null && (
        <p className="join-note">{t('datePoll.signInToAnswer')}</p>
      )}
      {/* Offline with nobody remembered on this phone: the name form still works (the answer waits to be sent). */}
      {(auth.status === 'signed-out' || auth.status === 'unreachable') &&
        (event.answersCloseAt !== null && answersClosed(event.answersCloseAt, new Date()) ? (
          <AnswersClosedCard closedAt={event.answersCloseAt} timeZone={event.timeZone} />
        ) : (
          <GuestRsvpPanel event={event} />
        ))}
      {auth.status === 'signed-in' && (
        <Suspense fallback={<AnswerSkeleton />}>
          <SignedInAnswer event={event} />
        </Suspense>
      )}
      {auth.status === 'loading' && <AnswerSkeleton />}
    </>
  );
}
