import './rsvps.css';
import { PART_MESSAGES } from '@/lib/message-groups';
import type { EventDetail } from '@contracts/event.contract';
import { canManage, type EventRole } from '@contracts/event.rules';
import type { RsvpView } from '@contracts/rsvp.contract';
import { answerCounts, type AnswerValue, type Question } from '@contracts/question.rules';
import { intlLocaleOf } from '@contracts/locale.rules';
import type { RsvpStatus } from '@contracts/common.contract';
import { RSVP_STATUSES } from '@contracts/common.rules';
import { displayName, initials, type User } from '@contracts/user.rules';
import { Avatar } from '@/components/avatar';
import { Badge, StatusBadge, rsvpStatusLabel } from '@/components/badge';
import { Button } from '@/components/button';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Card } from '@/components/card';
import { newChangeKey } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { lazyPart } from '@/lib/lazy-part';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { usePromoteGuest, useSetCoHost } from '../api/manage-guests';
import { useRemovals } from '../api/removals';
import { useRemoveRsvp } from '../api/remove-rsvp';
import { guestCountText, respondedOnText } from './rsvp-text';
import { GUEST_LIST_INLINE_MAX, inListOrder } from '@contracts/rsvp.rules';
import { activeLocale, t, withMessages } from '@/lib/i18n';

// Only a host or co-host ever sees who was removed: everyone else's first visit does not download the list.
const RemovedGuestsList = lazyPart(() =>
  withMessages(PART_MESSAGES['removed-guests-list'], import('./removed-guests-list')).then((m) => m.RemovedGuestsList),
);

// A big potluck's list, drawn a page at a time on request: other events' pages never download it.
const LongGuestList = lazyPart(() => import('./long-guest-list').then((m) => m.LongGuestList));

const STATUS_TONE: Record<RsvpStatus, 'going' | 'maybe' | 'not-going'> = {
  attending: 'going',
  maybe: 'maybe',
  not_attending: 'not-going',
};

/**
 * Event detail: everyone who answered (or only the caller, when the host keeps the list private), the waitlist
 * first in line order, and what guests cannot eat in aggregate. The host and co-hosts may promote from the
 * waitlist and remove a guest (a co-host removes guests only, never the host or another co-host); the host makes
 * guests co-hosts. A removed person stays out of the event until let back in (the list below the guests).
 */
export function GuestRsvpsSection({
  event,
  viewerRole = 'guest',
  changes = true,
  arrival,
}: {
  event: Pick<EventDetail, 'rsvps'> &
    Partial<Pick<EventDetail, 'restrictionSummary' | 'showGuestList' | 'hostId' | 'questions' | 'guestList'>> & {
      id?: string;
    };
  viewerRole?: EventRole;
  /**
   * The host's and co-hosts' changes (promote, co-host, remove, let back in). False on the event page, where the list
   * is read: the changes are on the Manage screen.
   */
  changes?: boolean;
  /** What the door knows of an answer (arrived, with the dish), on the Manage screen: shown beside the guest's name. */
  arrival?: (rsvpId: string) => ReactNode;
}) {
  const { rsvps } = event;
  const restrictions = event.restrictionSummary ?? [];
  const [removing, setRemoving] = useState<RsvpView | null>(null);
  const remove = useRemoveRsvp(event.id ?? '');
  const manager = canManage(viewerRole) && changes;
  // Only the viewer's own picture is shown (from their own session): another person's picture would be loaded from
  // Google's host, which would learn who looks at which guest list. Everyone else shows as initials.
  const me = useCurrentUser().data ?? null;
  const removals = useRemovals(event.id ?? '', rsvps.length, manager);
  const removed = removals.data ?? [];
  // The list's code is fetched beside the query for it, so the list appears when the answer does (not a round trip
  // later).
  useEffect(() => {
    if (manager) void RemovedGuestsList.preload();
  }, [manager]);
  const long = event.guestList !== undefined || rsvps.length > GUEST_LIST_INLINE_MAX;
  if (rsvps.length === 0 && restrictions.length === 0 && removed.length === 0 && !event.guestList) return null;
  // The host removes anyone; a co-host removes guests, not the host nor another co-host (the server's rule too).
  const mayRemove = (r: RsvpView) => viewerRole === 'host' || (manager && !r.coHost && r.userId !== event.hostId);
  const onRemove = manager
    ? (r: RsvpView) => {
        if (mayRemove(r)) setRemoving(r);
      }
    : undefined;
  const waiting = inListOrder(rsvps).filter((r) => r.waitlistPosition !== null);
  const placed = rsvps.filter((r) => r.waitlistPosition === null);
  const questions = event.questions ?? [];
  const actions = { eventId: event.id ?? '', viewerRole, me, manages: manager, questions, arrival };
  const paged = event.guestList;
  const counts = paged
    ? { attending: paged.attending, maybe: paged.maybe, not_attending: paged.notAttending }
    : (Object.fromEntries(
        // Waitlisted Going answers are counted in the waitlist, not as Going.
        RSVP_STATUSES.map((s) => [s, rsvps.filter((r) => r.status === s && r.waitlistPosition === null).length]),
      ) as Record<RsvpStatus, number>);
  return (
    // The adults and kids tiles scroll here, so the id is part of the page's contract.
    <Card as="section" id="guest-rsvps" aria-labelledby="guest-rsvps-title" className="guest-rsvps" tabIndex={-1}>
      <div className="guest-rsvps__head">
        <h2 id="guest-rsvps-title" className="card__title">
          {t('rsvp.guests.title')}
        </h2>
        <p className="guest-rsvps__total text-secondary text-sm">
          {t('rsvp.guests.responded', { count: paged?.total ?? rsvps.length })}
        </p>
      </div>
      <ul className="guest-rsvps__counts list-bare cluster" aria-label={t('rsvp.guests.byStatus')}>
        {RSVP_STATUSES.map((s) => (
          <li key={s}>
            <Badge tone={STATUS_TONE[s]}>
              {t('rsvp.guests.statusCount', { count: counts[s], label: rsvpStatusLabel(s) })}
            </Badge>
          </li>
        ))}
      </ul>
      {restrictions.length > 0 && (
        <p className="guest-rsvps__restrictions">
          <span className="guest-card__label">{t('rsvp.guests.cookSafely')}</span>{' '}
          {restrictions
            .map((r) =>
              t('rsvp.guests.restriction', {
                count: r.guests,
                // Counted needs come as known names, in the reader's language; the hosts read what guests wrote.
                restriction: r.known ? t('rsvp.guests.knownRestriction', { restriction: r.known }) : r.restriction,
              }),
            )
            .join(t('rsvp.guests.restrictionSeparator'))}
        </p>
      )}
      {canManage(viewerRole) && <AnswerSummary questions={questions} rsvps={rsvps} />}
      {event.showGuestList === false && !canManage(viewerRole) && (
        <p className="guest-rsvps__hidden">{t('rsvp.guests.private')}</p>
      )}
      {long && (
        <Suspense fallback={null}>
          <LongGuestList
            event={event}
            row={(r) => <GuestCard key={r.id} rsvp={r} {...actions} onRemove={onRemove} mayRemove={mayRemove} />}
          />
        </Suspense>
      )}
      {!long && waiting.length > 0 && (
        <section aria-labelledby="waitlist-title" className="waitlist">
          <h3 id="waitlist-title" className="waitlist__title">
            {t('rsvp.guests.waitlist', { count: waiting.length })}
          </h3>
          <ul className="guest-list">
            {waiting.map((r) => (
              <GuestCard key={r.id} rsvp={r} {...actions} onRemove={onRemove} mayRemove={mayRemove} />
            ))}
          </ul>
        </section>
      )}
      {!long && (
        <ul className="guest-list">
          {placed.map((r) => (
            <GuestCard key={r.id} rsvp={r} {...actions} onRemove={onRemove} mayRemove={mayRemove} />
          ))}
        </ul>
      )}
      {manager && removed.length > 0 && (
        // At the end of the card, below everyone who answered; it shows once the removals query answers, as it did.
        <Suspense fallback={null}>
          <RemovedGuestsList eventId={event.id ?? ''} removed={removed} />
        </Suspense>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('rsvp.remove.title')}
        description={removing ? t('rsvp.remove.description', { name: displayName(removing.user) }) : ''}
        confirmLabel={t('rsvp.remove.confirm')}
        pendingLabel={t('rsvp.remove.pending')}
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing)
            remove.mutate(
              { rsvpId: removing.id, idempotencyKey: newChangeKey() },
              { onSettled: () => setRemoving(null) },
            );
        }}
      />
    </Card>
  );
}

function GuestCard({
  rsvp,
  eventId,
  viewerRole,
  me,
  manages,
  onRemove,
  mayRemove,
  questions,
  arrival,
}: {
  rsvp: RsvpView;
  arrival?: (rsvpId: string) => ReactNode;
  eventId: string;
  viewerRole: EventRole;
  me: User | null;
  /** The host's questions: the guest's replies the viewer may read are shown under their answer. */
  questions: readonly Question[];
  /** Shows the host's and co-hosts' changes. */
  manages: boolean;
  onRemove?: (rsvp: RsvpView) => void;
  mayRemove: (rsvp: RsvpView) => boolean;
}) {
  const name = displayName(rsvp.user);
  const promote = usePromoteGuest();
  const coHost = useSetCoHost();
  return (
    <li className="guest-card">
      <Avatar initials={initials(rsvp.user)} src={me && rsvp.userId === me.id ? me.profileImageUrl : null} />
      <div className="guest-card__body">
        <div className="split">
          <p className="guest-card__name">{name}</p>
          {rsvp.coHost && <Badge tone="accent">{t('rsvp.guest.coHost')}</Badge>}
          {rsvp.waitlistPosition !== null ? (
            <Badge tone="maybe">{t('rsvp.guest.waitlistBadge', { position: rsvp.waitlistPosition })}</Badge>
          ) : (
            <StatusBadge status={rsvp.status} />
          )}
          {arrival?.(rsvp.id)}
        </div>
        {rsvp.user.email && <p className="guest-card__email">{rsvp.user.email}</p>}
        <p className="guest-card__counts">{guestCountText(rsvp.adultCount, rsvp.kidCount)}</p>
        {rsvp.dietaryRestrictions && (
          <p className="guest-card__diet">
            <span className="guest-card__label">{t('rsvp.guest.dietaryLabel')}</span> {rsvp.dietaryRestrictions}
          </p>
        )}
        {questions.map((q) => {
          // A phone's cached list from before questions has no replies.
          const answer = rsvp.answers?.[q.id];
          return answer === undefined ? null : (
            <p key={q.id} className="guest-card__diet">
              <span className="guest-card__label">{q.label}</span> {answerText(answer)}
            </p>
          );
        })}
        <p className="guest-card__date">{respondedOnText(rsvp.respondedAt)}</p>
        {manages ? (
          <div className="guest-card__actions cluster">
            {canManage(viewerRole) && rsvp.waitlistPosition !== null && (
              <Button
                size="sm"
                pending={promote.isPending}
                pendingLabel={t('rsvp.guest.promoting')}
                onClick={() => promote.mutate({ eventId, userId: rsvp.userId, idempotencyKey: newChangeKey() })}
              >
                {t('rsvp.guest.promote')}
              </Button>
            )}
            {viewerRole === 'host' && (
              <Button
                size="sm"
                variant="secondary"
                pending={coHost.isPending}
                pendingLabel={t('common.saving')}
                onClick={() =>
                  coHost.mutate({
                    eventId,
                    userId: rsvp.userId,
                    coHost: !rsvp.coHost,
                    idempotencyKey: newChangeKey(),
                  })
                }
              >
                {rsvp.coHost ? t('rsvp.guest.removeCoHost') : t('rsvp.guest.makeCoHost')}
              </Button>
            )}
            {onRemove && mayRemove(rsvp) && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => onRemove(rsvp)}
                aria-label={t('rsvp.guest.removeNamed', { name })}
              >
                {t('rsvp.remove.confirm')}
              </Button>
            )}
          </div>
        ) : null}
      </div>
    </li>
  );
}

/** A reply as read: the text or option as written, several options as a list, yes/no in the reader's language. */
function answerText(answer: AnswerValue): string {
  if (typeof answer === 'boolean') return t(answer ? 'datePoll.answer.yes' : 'datePoll.answer.no');
  if (Array.isArray(answer)) return new Intl.ListFormat(intlLocaleOf(activeLocale())).format(answer);
  return answer;
}

/** The hosts' count of the replies to each question with options (yes/no included). */
function AnswerSummary({ questions, rsvps }: { questions: readonly Question[]; rsvps: readonly RsvpView[] }) {
  const counted = questions.filter((q) => q.kind !== 'text');
  if (counted.length === 0) return null;
  const answers = rsvps.map((r) => r.answers);
  return (
    <ul className="guest-rsvps__answers list-bare" aria-label={t('question.summary')}>
      {counted.map((q) => (
        <li key={q.id}>
          <span className="guest-card__label">{q.label}</span>{' '}
          {[...answerCounts(q, answers)]
            .map(([option, n]) =>
              t('question.count', {
                option:
                  q.kind === 'yesno' ? t(option === 'yes' ? 'datePoll.answer.yes' : 'datePoll.answer.no') : option,
                count: n,
              }),
            )
            .join(' · ')}
        </li>
      ))}
    </ul>
  );
}
