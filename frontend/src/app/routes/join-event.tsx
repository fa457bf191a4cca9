import type { PublicEvent } from '@contracts/event.contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { forgetServerJoinAnswer, serverJoinAnswer, serverJoinCover } from '@/app/server-data';
import { DatePollCard } from '@/features/date-poll/components/date-poll-card';
import { PhotoImage } from '@/features/photos/photo-image';
import { eventQueryOptions } from '@/features/events/api/get-event';
import { themeEmoji } from '@/features/events/theme';
import { AnswerSkeleton, JoinEventPage } from '@/features/join/components/join-event-page';
import { GuestRsvpPanel, JOIN_RSVP_ID } from '@/features/rsvps/components/guest-rsvp-panel';
import { JoinRsvpPanel } from '@/features/rsvps/components/join-rsvp-panel';
import { PersonalLinkCard } from '@/features/rsvps/components/personal-link-card';
import { myDishes, myRsvp } from '@/lib/attendance';
import { useAuth } from '@/lib/auth';
import { t } from '@/lib/i18n';

/**
 * /join/{eventId}: the join feature's page, with the RSVP panels for whoever is visiting. "Still needed" leads a
 * signed-in visitor to the dish page's add form; anyone else to the RSVP form on this page (the dish page is for
 * people who answered).
 */
export default function JoinEventRoute() {
  const { eventId = '' } = useParams();
  const { status } = useAuth();
  const [cover] = useState(() => serverJoinCover(eventId));
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
    />
  );
}

/** Signed out, the RSVP needs just a name (a guest without an account); signed in, the user's own answer. */
function JoinAnswer({ event }: { event: PublicEvent }) {
  const auth = useAuth();
  // Signed in, the event view also says whether (and how) the user already answered, and which dishes are theirs.
  const detail = useQuery({ ...eventQueryOptions(event.id), enabled: auth.status === 'signed-in' });
  const user = auth.user;
  // Until it has loaded, the answer the server rendered this page with (first visit only): the same panel takes
  // over the server's markup, with no placeholder in between.
  const [served] = useState(() => serverJoinAnswer(event.id, user?.id));
  useEffect(() => forgetServerJoinAnswer(), []);
  const rsvp = detail.data ? myRsvp(detail.data, user?.id) : (served?.rsvp ?? null);
  const myDishCount = detail.data ? myDishes(detail.data, user?.id).length : 0;
  const known = !detail.isPending || served !== undefined;
  return (
    <>
      {auth.status === 'signed-out' && event.date === null && (
        <p className="join-note">{t('datePoll.signInToAnswer')}</p>
      )}
      {/* Offline with nobody remembered on this phone: the name form still works (the answer waits to be sent). */}
      {(auth.status === 'signed-out' || auth.status === 'unreachable') && <GuestRsvpPanel event={event} />}
      {auth.status === 'signed-in' &&
        (known ? <JoinRsvpPanel event={event} rsvp={rsvp} myDishCount={myDishCount} /> : <AnswerSkeleton />)}
      {auth.status === 'signed-in' && <DatePollCard event={detail.data ?? event} canPick={false} />}
      {auth.status === 'signed-in' && user && <PersonalLinkCard user={user} />}
      {auth.status === 'loading' && <AnswerSkeleton />}
    </>
  );
}
