import { useId, useState } from 'react';
import type { BulkInvitationResult } from '@contracts/invitation.contract';
import { BULK_INVITATIONS_MAX, parseInviteList, type BulkRefusal } from '@contracts/invitation.rules';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { TextArea } from '@/components/text-area';
import { newChangeKey, serverMessage } from '@/lib/api-client';
import { t, type MessageKey } from '@/lib/i18n';
import { useInviteList } from '../api/invite-list';

const REASONS: Record<BulkRefusal, MessageKey> = {
  invalid: 'invite.bulk.reason.invalid',
  duplicate: 'invite.bulk.reason.duplicate',
  'already-invited': 'invite.bulk.reason.alreadyInvited',
  suppressed: 'invite.bulk.reason.suppressed',
  'over-quota': 'invite.bulk.reason.overQuota',
  failed: 'invite.bulk.reason.failed',
};

/**
 * Invitations by the hundred: a pasted list or a CSV file of names and addresses, checked first (what will be sent,
 * what is refused and why), then sent in one go with the invitation's message.
 */
export function BulkInvite({ eventId, message }: { eventId: string; message: string }) {
  const id = useId();
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<BulkInvitationResult | null>(null);
  const [error, setError] = useState<string>();
  // One key for the send of the list as checked: a retry after a lost answer is the same send.
  const [sendKey, setSendKey] = useState(newChangeKey);
  const inviteList = useInviteList(eventId);
  const rows = parseInviteList(text);

  const run = (send: boolean) => {
    setError(undefined);
    if (rows.length === 0) return setError(t('invite.bulk.empty'));
    if (rows.length > BULK_INVITATIONS_MAX) return setError(t('invite.bulk.tooMany', { max: BULK_INVITATIONS_MAX }));
    inviteList.mutate(
      { rows, message, send, ...(send ? { idempotencyKey: sendKey } : {}) },
      {
        onSuccess: (result) => {
          setChecked(result);
          if (send) setSendKey(newChangeKey());
        },
        onError: (e) => setError(serverMessage(e) ?? t('invite.sendFailed')),
      },
    );
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setText(await file.text());
    setChecked(null);
  };

  return (
    <section className="invite-bulk stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card__title">
        {t('invite.bulk.title')}
      </h2>
      <TextArea
        label={t('invite.bulk.paste')}
        help={t('invite.bulk.pasteHelp')}
        rows={5}
        value={text}
        error={error}
        onChange={(e) => {
          setText(e.target.value);
          setChecked(null);
        }}
      />
      <label className="btn btn--secondary invite-bulk__file">
        <span className="btn__content">{t('invite.bulk.csv')}</span>
        <input
          type="file"
          accept=".csv,text/csv,text/plain"
          className="visually-hidden"
          onChange={(e) => void readFile(e.target.files?.[0])}
        />
      </label>
      <Button
        variant="secondary"
        onClick={() => run(false)}
        pending={inviteList.isPending && !inviteList.variables?.send}
        pendingLabel={t('invite.bulk.checking')}
      >
        {t('invite.bulk.check', { count: rows.length })}
      </Button>
      {checked && (
        <>
          <p className="invite-notice" role="status">
            {t('invite.bulk.summary', { ready: checked.ready, sent: checked.sent, refused: checked.refused })}
          </p>
          {/* What is refused first, each with why; the rest folded away (a list may hold hundreds). */}
          <BulkRows label={t('invite.bulk.rows')} rows={checked.rows.filter((r) => r.outcome === 'refused')} />
          {checked.rows.some((r) => r.outcome !== 'refused') && (
            <details className="invite-bulk__passed">
              <summary>{t('invite.bulk.showPassed', { count: checked.ready + checked.sent })}</summary>
              <BulkRows label={t('invite.bulk.passed')} rows={checked.rows.filter((r) => r.outcome !== 'refused')} />
            </details>
          )}
          {checked.ready > 0 && (
            <Button
              block
              size="lg"
              onClick={() => run(true)}
              pending={inviteList.isPending && inviteList.variables?.send === true}
              pendingLabel={t('common.sending')}
            >
              {t('invite.bulk.send', { count: checked.ready })}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

function BulkRows({ label, rows }: { label: string; rows: BulkInvitationResult['rows'] }) {
  if (rows.length === 0) return null;
  return (
    <ul className="invite-bulk__rows list-bare" aria-label={label}>
      {rows.map((r, i) => (
        <li key={`${i}-${r.email}`} className="invite-bulk__row">
          <span className="invite-bulk__who">
            {r.name && <strong>{r.name} </strong>}
            <bdi>{r.email}</bdi>
          </span>
          {r.outcome === 'refused' && r.reason ? (
            <Badge tone="not-going">{t(REASONS[r.reason])}</Badge>
          ) : (
            <Badge tone="going">{t(r.outcome === 'sent' ? 'invite.bulk.sent' : 'invite.bulk.ready')}</Badge>
          )}
        </li>
      ))}
    </ul>
  );
}
