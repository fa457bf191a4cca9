import './invite-guests.css';
import { useState } from 'react';
import type { InviteMessage } from '@contracts/invitation.contract';
import { INVITE_MESSAGE_MAX } from '@contracts/invitation.rules';
import { Button } from '@/components/button';
import { TextArea } from '@/components/text-area';
import { isSessionLost, serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { addGuest, removeGuest, type SelectedGuest } from '../guest-list';
import { contactPickerSupported, pickContacts } from '../contact-picker';
import { sendAll } from '../send-all';
import { useSendInvitation } from '../api/send-invitation';
import { AddGuestField } from './add-guest-field';
import { BulkInvite } from './bulk-invite';
import { SelectedGuestsList } from './selected-guests-list';
import { ShareActions } from './share-actions';
import { copyToClipboard } from '@/lib/clipboard';
import { t } from '@/lib/i18n';

interface Props {
  eventId: string;
  invite: InviteMessage;
}

const notify = {
  success: (title: string, description?: string) => toast({ title, description }),
  error: (title: string, description?: string) => toast({ title, description, variant: 'destructive' }),
};

export function InviteGuestsPanel({ eventId, invite }: Props) {
  const [guests, setGuests] = useState<SelectedGuest[]>([]);
  const [message, setMessage] = useState(invite.message);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [pickerAvailable] = useState(contactPickerSupported);
  const sendOne = useSendInvitation(eventId);

  const fromContacts = async () => {
    try {
      const picked = await pickContacts();
      let next = guests;
      for (const p of picked) {
        const r = addGuest(next, p.contact, p.name);
        if (r.ok) next = r.guests;
      }
      setGuests(next);
    } catch {
      // The person closed the picker: nothing to do.
    }
  };

  const shareLink = async () => {
    if (navigator.share) {
      try {
        await navigator.share({
          title: invite.eventName,
          text: t('invite.shareText', { eventName: invite.eventName }),
          url: invite.joinUrl,
        });
        return;
      } catch (e) {
        if ((e as DOMException).name === 'AbortError') return;
      }
    }
    if (await copyToClipboard(invite.joinUrl)) notify.success(t('common.linkCopied'), t('event.share.copiedText'));
    else notify.error(t('common.error'), t('invite.copyLinkFailed'));
  };

  const copyMessage = async () => {
    if (await copyToClipboard(message)) notify.success(t('invite.messageCopied'), t('invite.messageCopiedText'));
    else notify.error(t('common.error'), t('invite.copyMessageFailed'));
  };

  const send = async () => {
    if (guests.length === 0) {
      notify.error(t('invite.noGuests'), t('invite.noGuestsText'));
      return;
    }
    setSending(true);
    setNotice(null);
    let sessionLost = false;
    const outcome = await sendAll(
      guests,
      (g) => sendOne(g, message),
      (e) => {
        sessionLost ||= isSessionLost(e);
        return serverMessage(e) ?? t('invite.sendOneFailed');
      },
    );
    setSending(false);
    setGuests(outcome.failed);
    const outboxNotice = outcome.sent.find((s) => s.notice)?.notice ?? null;
    setNotice(outboxNotice);
    // A lost session is told once, by the route guard.
    if (sessionLost) return;
    if (outcome.sent.length === 0) {
      notify.error(t('common.error'), t('invite.sendFailed'));
    } else {
      const n = outcome.sent.length;
      notify.success(t('invite.sent'), t('invite.sentText', { count: n }));
    }
  };

  return (
    <div className="invite-panel">
      <div className="invite-sources">
        {/* Hidden where the browser has no Contact Picker (everything but Chrome on Android). */}
        {pickerAvailable && (
          <Button
            variant="secondary"
            className="invite-source"
            onClick={fromContacts}
            icon={<span aria-hidden="true">👥</span>}
          >
            {t('invite.fromContacts')}
          </Button>
        )}
        <Button
          variant="secondary"
          className="invite-source"
          onClick={shareLink}
          icon={<span aria-hidden="true">🔗</span>}
        >
          {t('invite.shareLink')}
        </Button>
      </div>

      <AddGuestField guests={guests} onChange={setGuests} />
      <SelectedGuestsList guests={guests} onRemove={(c) => setGuests((gs) => removeGuest(gs, c))} disabled={sending} />

      <TextArea
        label={t('invite.message')}
        optional
        rows={8}
        maxLength={INVITE_MESSAGE_MAX}
        help={t('invite.messageHelp')}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />

      {notice && (
        <p className="invite-notice" role="status">
          {notice}
        </p>
      )}

      <Button block size="lg" onClick={send} pending={sending} pendingLabel={t('common.sending')}>
        {t('invite.send')}
      </Button>

      <ShareActions eventName={invite.eventName} message={message} guests={guests} onCopy={copyMessage} />

      <BulkInvite eventId={eventId} message={message} />
    </div>
  );
}
