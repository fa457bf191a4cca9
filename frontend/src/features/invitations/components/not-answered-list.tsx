import './invite-guests.css';
import { SectionCard } from '@/components/card';
import { t } from '@/lib/i18n';
import { useInvitations } from '../api/list-invitations';
import { notAnswered } from '../not-answered';

/** The host's "who hasn't answered": everyone invited by e-mail or phone with no answer yet. */
export function NotAnsweredList({
  eventId,
  answeredEmails,
}: {
  eventId: string;
  answeredEmails: readonly (string | null | undefined)[];
}) {
  const { data: invitations } = useInvitations(eventId);
  if (!invitations) return null;
  const waiting = notAnswered(invitations, answeredEmails);
  return (
    <SectionCard titleId="not-answered-title" title={t('manage.notAnswered.title')} className="not-answered">
      {waiting.length === 0 ? (
        <p className="text-secondary text-sm">
          {invitations.length === 0 ? t('manage.notAnswered.noInvitations') : t('manage.notAnswered.none')}
        </p>
      ) : (
        <ul className="not-answered__list">
          {waiting.map((w) => (
            <li key={w.id}>{w.contact}</li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
