import type { PublicEvent } from '@contracts/event.contract';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { forgetServerJoinAnswer, serverJoinAnswer } from '@/app/server-data';
import { DatePollCard } from '@/features/date-poll/components/date-poll-card';
import { eventQueryOptions } from '@/features/events/api/get-event';
import { AnswerSkeleton } from '@/features/join/components/join-event-page';
import { JoinRsvpPanel } from '@/features/rsvps/components/join-rsvp-panel';
import { PersonalLinkCard } from '@/features/rsvps/components/personal-link-card';
import { holdsPlace, myDishes, myRsvp } from '@/lib/attendance';
import { lazyPart } from '@/lib/lazy-part';
import { withMessages } from '@/lib/i18n';
import { PART_MESSAGES } from '@/lib/message-groups';
import { answersClosedFor } from '@contracts/event.rules';
import { AnswersClosedCard } from '@/features/rsvps/components/answers-deadline';
import { useAuth } from '@/lib/auth';

// A going household's check-in code: its code and words load with it, after the answer is on screen.
const CheckInCodeCard = lazyPart(() =>
  withMessages(PART_MESSAGES['check-in-code-card'], import('@/features/check-in/components/check-in-code-card')).then(
    (m) => m.CheckInCodeCard,
  ),
);

/**
 * The join link signed in: the user's own answer, the date poll and their personal link. Its own chunk, so a guest's
 * first visit does not download it; the page the server rendered for someone signed in loads it before the app's
 * first render (see join-event.tsx).
 */
export function SignedInJoinAnswer({ event }: { event: PublicEvent }) {
  const { user } = useAuth();
  // The event view also says whether (and how) the user already answered, and which dishes are theirs.
  const detail = useQuery(eventQueryOptions(event.id));
  // Until it has loaded, the answer the server rendered this page with (first visit only): the same panel takes
  // over the server's markup, with no placeholder in between.
  const [served] = useState(() => serverJoinAnswer(event.id, user?.id));
  useEffect(() => forgetServerJoinAnswer(), []);
  const rsvp = detail.data ? myRsvp(detail.data, user?.id) : (served?.rsvp ?? null);
  const myDishCount = detail.data ? myDishes(detail.data, user?.id).length : 0;
  const known = !detail.isPending || served !== undefined;
  // Hosts and co-hosts still answer after the deadline; the server refuses anyone else.
  const closed = answersClosedFor(event.answersCloseAt, detail.data?.role, new Date());
  let answer = <AnswerSkeleton />;
  if (known && closed && !rsvp && event.answersCloseAt !== null) {
    answer = <AnswersClosedCard closedAt={event.answersCloseAt} timeZone={event.timeZone} />;
  } else if (known) answer = <JoinRsvpPanel event={event} rsvp={rsvp} myDishCount={myDishCount} closed={closed} />;
  return (
    <>
      {answer}
      <DatePollCard event={detail.data ?? event} canPick={false} />
      {user && <PersonalLinkCard user={user} />}
      {/* With "You're All Set!": the household's code for the door, once its answer holds a place. Last, so that
          nothing moves when it arrives. */}
      {detail.data && rsvp && (
        <Suspense fallback={null}>
          <CheckInCodeCard eventId={event.id} going={holdsPlace(rsvp)} />
        </Suspense>
      )}
    </>
  );
}
