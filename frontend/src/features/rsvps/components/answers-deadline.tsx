import type { PublicEvent } from '@contracts/event.contract';
import { SectionCard } from '@/components/card';
import { formatLongDateTime } from '@/lib/date-format';
import { t } from '@/lib/i18n';

/** What the answer panels need to know of the event's deadline for answers. */
export type DeadlineEvent = Pick<PublicEvent, 'answersCloseAt' | 'timeZone'>;

/** "Please answer by …" above the RSVP form while the host's deadline is ahead (nothing without one). */
export function AnswerByNote({ event }: { event: DeadlineEvent }) {
  if (!event.answersCloseAt) return null;
  return (
    <p className="join-note">
      {t('join.form.closesAt', { when: formatLongDateTime(event.answersCloseAt, event.timeZone) })}
    </p>
  );
}

/**
 * The RSVP form's place once answers are closed, as the server's join page draws it
 * (backend/src/platform/web/server-rsvp-form.ts): why there is no form.
 */
export function AnswersClosedCard({ closedAt, timeZone }: { closedAt: string; timeZone: string }) {
  return (
    <SectionCard titleId="join-answer-title" title={t('join.form.title')} className="join-panel">
      <p className="join-note" role="status">
        {t('join.form.closed', { when: formatLongDateTime(closedAt, timeZone) })}
      </p>
    </SectionCard>
  );
}
