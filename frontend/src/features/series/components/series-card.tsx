import '../series.css';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { SeriesView } from '@contracts/series.contract';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { SectionCard } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatCardDate, formatTime } from '@/lib/date-format';
import { useCurrentUser } from '@/lib/auth';
import { t } from '@/lib/i18n';
import { goingVariables, useOneTapGoing } from '@/lib/one-tap-going';
import { toast } from '@/lib/toast-store';
import { failureToast } from '@/lib/refusal-toast';
import { useCancelOccurrence, useCreateSeries, useSeries } from '../api/series';
import { monthlyLabel } from '../series-rule';

export interface SeriesCardProps {
  /** `rsvps`: who answered this date (the caller's own answer at least). */
  event: { id: string; name: string; date: string | null; timeZone: string; rsvps?: readonly { userId: string }[] };
  /** The host may make the event repeat; the host and co-hosts may cancel one date. */
  isOwner: boolean;
  canManage: boolean;
}

/**
 * The event's series: for the host of a one-off event, "Repeat this potluck"; for an occurrence, the rule and every
 * date of the series (each its own event), and "Cancel this date" for the host and co-hosts.
 */
export function SeriesCard({ event, isOwner, canManage }: SeriesCardProps) {
  const series = useSeries(event.id);
  if (series.isPending || series.isError) return null;
  if (series.data) return <SeriesDates event={event} series={series.data} canManage={canManage} />;
  if (!isOwner || event.date === null) return null;
  return <RepeatChoice event={{ ...event, date: event.date }} />;
}

function RepeatChoice({ event }: { event: { id: string; date: string; timeZone: string } }) {
  const create = useCreateSeries(event.id);
  const choices = [
    ['weekly', t('series.rule.weekly')],
    ['biweekly', t('series.rule.biweekly')],
    ['monthly', monthlyLabel(event.date, event.timeZone)],
  ] as const;
  return (
    <SectionCard titleId="series-title" title={t('series.repeat.title')} className="series">
      <p className="series__help">{t('series.repeat.help')}</p>
      <div className="series__choices">
        {choices.map(([frequency, label]) => (
          <Button
            key={frequency}
            variant="secondary"
            block
            pending={create.isPending && create.variables === frequency}
            pendingLabel={t('series.repeating')}
            disabled={create.isPending}
            onClick={() =>
              create.mutate(frequency, {
                onError: failureToast(t('series.repeat.title'), t('series.failed')),
              })
            }
          >
            {label}
          </Button>
        ))}
      </div>
    </SectionCard>
  );
}

function ruleLabel(series: SeriesView, first: string | undefined): string {
  if (series.frequency === 'weekly') return t('series.rule.weekly');
  if (series.frequency === 'biweekly') return t('series.rule.biweekly');
  if (series.frequency === 'monthly' && first) return monthlyLabel(first, series.timeZone);
  return t('series.rule.custom');
}

function SeriesDates({
  event,
  series,
  canManage,
}: {
  event: SeriesCardProps['event'];
  series: SeriesView;
  canManage: boolean;
}) {
  const navigate = useNavigate();
  const user = useCurrentUser().data;
  const [openedAt] = useState(() => Date.now());
  // A guest who has not answered this date yet (the series invited them to it): Going with one tap.
  const unanswered =
    !canManage &&
    !!user &&
    !!event.rsvps &&
    !event.rsvps.some((r) => r.userId === user.id) &&
    event.date !== null &&
    Date.parse(event.date) > openedAt;
  const cancel = useCancelOccurrence(event.id);
  const dates = [
    ...series.occurrences.map((o) => ({ ...o, cancelled: false })),
    ...series.cancelled.map((date) => ({ eventId: null, date, cancelled: true })),
  ].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  const when = (iso: string) => `${formatCardDate(iso, event.timeZone)} · ${formatTime(iso, event.timeZone)}`;
  const [confirming, setConfirming] = useState(false);

  const onCancel = () => {
    setConfirming(false);
    // Afterwards the page shows the following date of the series (or the one before when this was the last).
    const at = Date.parse(series.occurrences.find((o) => o.eventId === event.id)?.date ?? '');
    const others = series.occurrences.filter((o) => o.eventId !== event.id);
    const next = others.find((o) => Date.parse(o.date) > at) ?? others.at(-1);
    cancel.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t('series.cancel.done'), description: '' });
        void navigate(next ? `/events/${next.eventId}` : '/', { replace: true });
      },
      onError: failureToast(t('series.cancel.button'), t('series.failed')),
    });
  };

  return (
    <SectionCard titleId="series-title" title={t('series.title')} className="series">
      <p className="series__help">{ruleLabel(series, series.occurrences[0]?.date ?? series.cancelled[0])}</p>
      <p className="series__help">{t('series.inviteAhead', { days: series.inviteLeadDays })}</p>
      {unanswered && <GoingToThisDate event={event} />}
      <ul className="series__dates">
        {dates.map((d) => (
          <li key={d.date} className="series__date">
            {d.cancelled || !d.eventId ? (
              <span className="series__cancelled">{when(d.date)}</span>
            ) : d.eventId === event.id ? (
              <span className="series__this">{when(d.date)}</span>
            ) : (
              <Link to={`/events/${d.eventId}`}>{when(d.date)}</Link>
            )}
            {d.cancelled && <Badge tone="not-going">{t('series.cancelled')}</Badge>}
            {d.eventId === event.id && <Badge tone="accent">{t('series.thisOne')}</Badge>}
          </li>
        ))}
      </ul>
      {canManage && (
        <Button variant="danger-outline" block pending={cancel.isPending} onClick={() => setConfirming(true)}>
          {t('series.cancel.button')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('series.cancel.button')}
        description={t('series.cancel.confirm')}
        confirmLabel={t('series.cancel.button')}
        cancelLabel={t('series.cancel.keep')}
        tone="danger"
        onConfirm={onCancel}
        onCancel={() => setConfirming(false)}
      />
    </SectionCard>
  );
}

/** "You're invited to this date" and I'm going: an RSVP change, so a tap made offline waits in the queue. */
function GoingToThisDate({ event }: { event: { id: string; name: string } }) {
  const going = useOneTapGoing(event.id);
  return (
    <div className="series__invited">
      <p className="series__invited-text">{t('series.invited')}</p>
      <Button
        block
        pending={going.isPending && !going.isPaused}
        disabled={going.isPending}
        onClick={() => going.mutate(goingVariables(event.id, event.name))}
      >
        {t('series.going')}
      </Button>
    </div>
  );
}
