import '../date-poll.css';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { DatePollView } from '@contracts/date-poll.contract';
import { DATE_POLL_ANSWERS, type DatePollAnswer } from '@contracts/date-poll.rules';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { richMessage } from '@/components/rich-message';
import { newChangeKey } from '@/lib/api-client';
import { formatCardDate, formatTime } from '@/lib/date-format';
import { t, type MessageKey } from '@/lib/i18n';
import { goingVariables, useOneTapGoing } from '@/lib/one-tap-going';
import { toast } from '@/lib/toast-store';
import { failureToast } from '@/lib/refusal-toast';
import { datePollKey, useAnswerDatePoll, useDatePoll, usePickDate } from '../api/date-poll';

const LABEL: Record<DatePollAnswer, MessageKey> = {
  yes: 'datePoll.answer.yes',
  maybe: 'datePoll.answer.maybe',
  no: 'datePoll.answer.no',
};

export interface DatePollCardProps {
  event: { id: string; name: string; date: string | null; timeZone: string; version?: number };
  /** The host and co-hosts may pick the date. */
  canPick: boolean;
}

/**
 * The date poll of an event: each option with its tally and the caller's Yes / If need be / No (big buttons; an
 * answer given offline waits in the queue like an RSVP), the best option marked, the host's "Pick this date", and
 * once a date is picked, "I'm going" for someone who said Yes to it. Nothing for an event that never had a poll.
 */
export function DatePollCard({ event, canPick }: DatePollCardProps) {
  const queryClient = useQueryClient();
  const poll = useDatePoll(event.id);
  const { refetch } = poll;
  // Live changes (someone answered, the host picked) raise the event's version: read the poll again. An event
  // without a poll never gets one (options are offered only when it is created), so its page never asks again.
  const hasPoll = !!poll.data;
  useEffect(() => {
    if (hasPoll && event.version !== undefined) void refetch();
  }, [hasPoll, event.version, refetch]);
  const view = poll.data;
  if (!view) return null;
  const picked = view.options.find((o) => o.picked) ?? null;
  if (picked && !view.suggestGoing) return null;
  return (
    <Card as="section" className="date-poll" aria-labelledby="date-poll-title">
      {picked ? (
        <PickedDate eventId={event.id} eventName={event.name} startsAt={picked.startsAt} timeZone={event.timeZone} />
      ) : (
        <OpenPoll
          view={view}
          eventId={event.id}
          timeZone={event.timeZone}
          canPick={canPick}
          onPicked={() => void queryClient.invalidateQueries({ queryKey: datePollKey(event.id) })}
        />
      )}
    </Card>
  );
}

function when(iso: string, timeZone: string) {
  return `${formatCardDate(iso, timeZone)} · ${formatTime(iso, timeZone)}`;
}

function OpenPoll({
  view,
  eventId,
  timeZone,
  canPick,
  onPicked,
}: {
  view: DatePollView;
  eventId: string;
  timeZone: string;
  canPick: boolean;
  onPicked: () => void;
}) {
  const queryClient = useQueryClient();
  const answer = useAnswerDatePoll(eventId);
  const pick = usePickDate(eventId, queryClient);
  const [picking, setPicking] = useState<string | null>(null);
  // Answered in date order, so the rows stay put while the ranking changes; the best one is marked.
  const byDate = [...view.options].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const best = view.options[0]?.score ? view.options[0].id : null;
  const namesOf = (optionId: string, value: DatePollAnswer) =>
    view.people.filter((p) => p.answers[optionId] === value).map((p) => p.name);

  const choose = (optionId: string, value: DatePollAnswer) =>
    answer.mutate({ eventId, answers: [{ optionId, answer: value }], idempotencyKey: newChangeKey() });
  const pickDate = (optionId: string) => {
    setPicking(optionId);
    pick.mutate(
      { optionId, idempotencyKey: newChangeKey() },
      {
        onSuccess: () => {
          toast({
            title: t('datePoll.picked.title'),
            description: when(byDate.find((o) => o.id === optionId)!.startsAt, timeZone),
          });
          onPicked();
        },
        onError: failureToast(t('datePoll.title'), t('datePoll.picked.failed')),
        onSettled: () => setPicking(null),
      },
    );
  };

  return (
    <>
      <h2 id="date-poll-title" className="card__title">
        {t('datePoll.title')}
      </h2>
      <p className="date-poll__intro">{t('datePoll.intro')}</p>
      <p className="date-poll__count">{t('datePoll.answeredCount', { count: view.answeredCount })}</p>
      <ul className="date-poll__options">
        {byDate.map((option) => {
          const label = when(option.startsAt, timeZone);
          return (
            <li key={option.id} className={`date-poll__option${option.id === best ? ' date-poll__option--best' : ''}`}>
              <div className="split">
                <time className="date-poll__when" dateTime={option.startsAt}>
                  {label}
                </time>
                {option.id === best && <Badge tone="accent">{t('datePoll.best')}</Badge>}
              </div>
              <p className="date-poll__tally">
                {t('datePoll.tally', { yes: option.yes, maybe: option.maybe, no: option.no })}
              </p>
              <div className="date-poll__answers" role="group" aria-label={label}>
                {DATE_POLL_ANSWERS.map((value) => (
                  <button
                    key={value}
                    type="button"
                    className={`date-poll__answer date-poll__answer--${value}`}
                    aria-pressed={view.mine[option.id] === value}
                    onClick={() => choose(option.id, value)}
                  >
                    {t(LABEL[value])}
                  </button>
                ))}
              </div>
              {view.people.length > 0 && (
                <p className="date-poll__names">
                  {(['yes', 'maybe'] as const)
                    .map((value) => [value, namesOf(option.id, value)] as const)
                    .filter(([, names]) => names.length > 0)
                    .map(([value, names]) => `${t(LABEL[value])}: ${names.join(', ')}`)
                    .join(' · ')}
                </p>
              )}
              {canPick && (
                // The event page has one primary action, its next step; the best date is marked by its badge.
                <Button
                  variant="secondary"
                  size="sm"
                  block
                  pending={picking === option.id}
                  pendingLabel={t('datePoll.picking')}
                  disabled={picking !== null}
                  onClick={() => pickDate(option.id)}
                >
                  {t('datePoll.pick')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * The date is set and the caller said Yes to it: Going with one tap, through the RSVP queue (made offline, it is sent
 * once when the phone is back, with the RSVP's own toasts and optimistic update).
 */
function PickedDate({
  eventId,
  eventName,
  startsAt,
  timeZone,
}: {
  eventId: string;
  eventName: string;
  startsAt: string;
  timeZone: string;
}) {
  const going = useOneTapGoing(eventId);
  return (
    <>
      <h2 id="date-poll-title" className="card__title">
        {t('datePoll.picked.title')}
      </h2>
      <p className="date-poll__intro">
        {richMessage('datePoll.picked.saidYes', { when: <time dateTime={startsAt}>{when(startsAt, timeZone)}</time> })}
      </p>
      <Button
        block
        size="lg"
        pending={going.isPending && !going.isPaused}
        disabled={going.isPending}
        onClick={() => going.mutate(goingVariables(eventId, eventName))}
      >
        {t('datePoll.going')}
      </Button>
    </>
  );
}
