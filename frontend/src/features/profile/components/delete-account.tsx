import '@/components/option-tile.css';
import { useId, useState } from 'react';
import { ACCOUNT_DELETION_WORD } from '@contracts/account.rules';
import type { AccountDeletionPlan } from '@contracts/responses.contract';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { TitledSection } from '@/components/titled-section';
import { ApiError } from '@/lib/api-client';
import { onFormSubmit, useSingleSubmit } from '@/lib/form-validation';
import { t } from '@/lib/i18n';
import { toastRefusal } from '@/lib/refusal-toast';
import { useAccountDeletionPlan, useDeleteAccount } from '../api/delete-account';

type HostedEvent = AccountDeletionPlan['hostedEvents'][number];

/** What happens to one hosted event: the id of the co-host it goes to, or 'delete'. */
type Choice = string;

/**
 * "Delete my account": what it does, then (once asked for) a choice for each event the person hosts (hand it to one
 * of its co-hosts, or delete it) and the word to type. Guests see it too: their personal link signs them in here.
 */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  return (
    <TitledSection
      className="profile-section"
      titleId="profile-delete-title"
      titleClassName="profile-section__title"
      level={3}
      title={t('profile.delete.title')}
    >
      <p className="profile-section__note">{t('profile.delete.text')}</p>
      {open ? (
        <DeleteAccountForm onCancel={() => setOpen(false)} />
      ) : (
        <Button variant="danger-outline" block onClick={() => setOpen(true)}>
          {t('profile.delete.start')}
        </Button>
      )}
    </TitledSection>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const plan = useAccountDeletionPlan();
  const remove = useDeleteAccount();
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [outdated, setOutdated] = useState(false);
  const events = plan.data?.hostedEvents ?? [];
  const choiceOf = (e: HostedEvent): Choice => choices[e.id] ?? e.coHosts[0]?.id ?? 'delete';

  const submit = useSingleSubmit(async () => {
    if (typed.trim() !== ACCOUNT_DELETION_WORD) {
      setError(t('profile.delete.confirmError', { word: ACCOUNT_DELETION_WORD }));
      return;
    }
    setError(undefined);
    setOutdated(false);
    try {
      await remove.mutateAsync({
        confirm: ACCOUNT_DELETION_WORD,
        events: events.map((e) => {
          const choice = choiceOf(e);
          return { eventId: e.id, handOverTo: choice === 'delete' ? null : choice };
        }),
      });
    } catch (err) {
      if (err instanceof ApiError && err.code === 'ACCOUNT_CHOICES_OUTDATED') {
        setOutdated(true);
        void plan.refetch();
        return;
      }
      toastRefusal(err, t('profile.delete.failed'), t('profile.delete.failedText'));
    }
  });

  if (plan.isPending) return <p className="profile-section__note">{t('profile.delete.loading')}</p>;
  return (
    <form className="profile-delete" onSubmit={onFormSubmit(submit)} noValidate>
      {events.length > 0 && <p className="profile-delete__intro">{t('profile.delete.hostedIntro')}</p>}
      {events.map((e) => (
        <HostedEventChoice
          key={e.id}
          event={e}
          value={choiceOf(e)}
          onChange={(value) => setChoices({ ...choices, [e.id]: value })}
        />
      ))}
      {outdated && (
        <p className="profile-delete__outdated" role="alert">
          {t('profile.delete.outdated')}
        </p>
      )}
      <TextField
        label={t('profile.delete.confirmLabel', { word: ACCOUNT_DELETION_WORD })}
        name="confirm"
        value={typed}
        onChange={(e) => {
          setTyped(e.target.value);
          setError(undefined);
        }}
        error={error}
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        disabled={remove.isPending}
      />
      <Button type="submit" variant="danger" block pending={remove.isPending} pendingLabel={t('common.deleting')}>
        {t('profile.delete.confirm')}
      </Button>
      <Button variant="secondary" block onClick={onCancel} disabled={remove.isPending}>
        {t('profile.delete.keep')}
      </Button>
    </form>
  );
}

/** One hosted event: a radio for each co-host it may go to, and one to delete it. */
function HostedEventChoice({
  event,
  value,
  onChange,
}: {
  event: HostedEvent;
  value: Choice;
  onChange: (value: Choice) => void;
}) {
  const name = useId();
  const options: Array<{ value: Choice; label: string }> = [
    ...event.coHosts.map((c) => ({
      value: c.id,
      label: t('profile.delete.handOver', { name: c.name ?? t('profile.delete.aCoHost') }),
    })),
    { value: 'delete', label: t('profile.delete.deleteEvent') },
  ];
  return (
    <fieldset className="profile-delete__event">
      <legend className="profile-delete__legend">{event.name}</legend>
      {options.map((o) => (
        <label key={o.value} className="option-tile profile-delete__option">
          <input type="radio" name={name} checked={value === o.value} onChange={() => onChange(o.value)} />
          <span>{o.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
