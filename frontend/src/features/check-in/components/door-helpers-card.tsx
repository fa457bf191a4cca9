import '../door.css';
import { useState } from 'react';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { newChangeKey, serverMessage } from '@/lib/api-client';
import { copyToClipboard } from '@/lib/clipboard';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/toast-store';
import { useDoorHelpers, useDoorHelperChange } from '../api/check-in-api';

/** The hosts' list of door helpers (Manage): add one by their account's e-mail, remove one, share the door's link. */
export function DoorHelpersCard({ eventId }: { eventId: string }) {
  const helpers = useDoorHelpers(eventId);
  const change = useDoorHelperChange(eventId);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const doorLink = `${window.location.origin}/events/${encodeURIComponent(eventId)}/door`;

  const add = () => {
    setError(undefined);
    change.mutate(
      { change: { add: email.trim() }, idempotencyKey: newChangeKey() },
      {
        onSuccess: () => setEmail(''),
        onError: (e) => setError(serverMessage(e) ?? t('door.helpers.addFailed')),
      },
    );
  };

  return (
    <div className="door-helpers">
      <p className="door-note">{t('door.helpers.intro')}</p>
      {helpers.data && helpers.data.length > 0 ? (
        <ul className="door-helpers__list">
          {helpers.data.map((h) => (
            <li key={h.userId} className="door-helpers__item">
              <span className="door-helpers__who">
                <strong>{h.name}</strong>
                {h.email && <span className="door-helpers__email">{h.email}</span>}
              </span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('door.helpers.remove', { name: h.name })}
                disabled={change.isPending}
                onClick={() => change.mutate({ change: { remove: h.userId }, idempotencyKey: newChangeKey() })}
              >
                ✕
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        helpers.isSuccess && <p className="door-note">{t('door.helpers.empty')}</p>
      )}
      <form
        className="door-helpers__form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!change.isPending && email.trim()) add();
        }}
      >
        <TextField
          label={t('door.helpers.email')}
          type="email"
          autoComplete="off"
          value={email}
          error={error}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" variant="secondary" pending={change.isPending} disabled={!email.trim()}>
          {t('door.helpers.add')}
        </Button>
      </form>
      <Button
        variant="ghost"
        onClick={() =>
          void copyToClipboard(doorLink).then(
            (ok) => ok && toast({ title: t('common.linkCopied'), description: doorLink }),
          )
        }
      >
        <span aria-hidden="true">🔗</span> {t('door.helpers.link')}
      </Button>
    </div>
  );
}
