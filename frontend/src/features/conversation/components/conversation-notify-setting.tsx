import { useId, useState } from 'react';
import { CONVERSATION_CHANNELS, type ConversationChannel } from '@contracts/conversation.rules';
import { ChoiceSegments } from '@/components/choice-segments';
import { SettingSection } from '@/components/setting-section';
import { t, type MessageKey } from '@/lib/i18n';
import { toastRefusal } from '@/lib/refusal-toast';
import { useConversationSettings, useUpdateConversationSettings } from '../api/conversation-settings';

const LABELS: Record<ConversationChannel, MessageKey> = {
  push: 'conversation.settings.push',
  digest: 'conversation.settings.digest',
  none: 'conversation.settings.none',
};
const NOTES: Record<ConversationChannel, MessageKey> = {
  push: 'conversation.settings.pushNote',
  digest: 'conversation.settings.digestNote',
  none: 'conversation.settings.noneNote',
};

/**
 * The profile dialog's "Conversations": how announcements, answers and replies reach the person (accounts and
 * guests), for every event; muting one event stays in that event's Comments card.
 */
export function ConversationNotifySetting() {
  const settings = useConversationSettings();
  const update = useUpdateConversationSettings();
  const id = useId();
  // The tapped choice shows in the same frame, until the saved one comes back; a refusal puts the saved one back.
  const [picked, setPicked] = useState<ConversationChannel | null>(null);
  const channel = picked ?? settings.data?.channel;
  if (!channel) return null;
  const choose = (next: ConversationChannel) => {
    setPicked(next);
    update.mutate(
      { channel: next },
      {
        onSuccess: () => setPicked(null),
        onError: (err) => {
          setPicked(null);
          toastRefusal(err, t('conversation.settings.notSaved'), t('common.pleaseTryAgain'));
        },
      },
    );
  };
  return (
    <SettingSection title={t('conversation.settings.title')}>
      <p className="setting-section__note">{t('conversation.settings.help')}</p>
      <ChoiceSegments
        name={`${id}-channel`}
        legend={t('conversation.settings.label')}
        options={CONVERSATION_CHANNELS.map((value) => ({ value, label: t(LABELS[value]) }))}
        value={channel}
        onChange={choose}
        describedBy={`${id}-choice`}
      />
      <p id={`${id}-choice`} className="setting-section__note" aria-live="polite">
        {t(NOTES[channel])}
      </p>
    </SettingSection>
  );
}
