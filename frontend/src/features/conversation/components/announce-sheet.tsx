import { useState } from 'react';
import { Button } from '@/components/button';
import { Sheet } from '@/components/sheet';
import { serverMessage } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/toast-store';
import { useAnnounce } from '../api/conversation';
import { AnnounceFields, useAudienceChoice } from './announce-form';

/** The host writes an announcement (prefilled when it announces a change of date, time or place). */
export function AnnounceSheet({
  open,
  onClose,
  eventId,
  initialBody = '',
}: {
  open: boolean;
  onClose: () => void;
  eventId: string;
  initialBody?: string;
}) {
  const [body, setBody] = useState(initialBody);
  const [choice, setChoice] = useAudienceChoice();
  const announce = useAnnounce(eventId);
  const submit = () =>
    announce.mutate(
      { body: body.trim(), ...choice },
      {
        onSuccess: () => {
          toast({ title: t('conversation.announce.sent') });
          setBody('');
          onClose();
        },
        onError: (error) => toast({ title: serverMessage(error) ?? t('conversation.failed'), variant: 'destructive' }),
      },
    );
  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={t('conversation.announce.title')}
      dismissible={!announce.isPending}
      actions={
        <Button
          block
          disabled={!body.trim()}
          pending={announce.isPending}
          pendingLabel={t('conversation.sending')}
          onClick={submit}
        >
          {t('conversation.announce.send')}
        </Button>
      }
    >
      <AnnounceFields body={body} onBody={setBody} choice={choice} onChoice={setChoice} />
    </Sheet>
  );
}
