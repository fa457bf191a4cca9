import './talk-notify-setting.css';
import { useId } from 'react';
import { TALK_CHANNELS, type TalkChannel } from '@contracts/conversation.rules';
import { t, type MessageKey } from '@/lib/i18n';
import { toastRefusal } from '@/lib/refusal-toast';
import { useTalkSettings, useUpdateTalkSettings } from '../api/talk-settings';

const LABELS: Record<TalkChannel, MessageKey> = {
  push: 'talk.settings.push',
  digest: 'talk.settings.digest',
  none: 'talk.settings.none',
};
const NOTES: Record<TalkChannel, MessageKey> = {
  push: 'talk.settings.pushNote',
  digest: 'talk.settings.digestNote',
  none: 'talk.settings.noneNote',
};

/**
 * The profile dialog's "Conversations": how announcements, answers and replies reach the person (accounts and
 * guests), for every event; muting one event stays in that event's Comments card.
 */
export function TalkNotifySetting() {
  const settings = useTalkSettings();
  const update = useUpdateTalkSettings();
  const id = useId();
  const channel = settings.data?.channel;
  if (!channel) return null;
  const choose = (next: TalkChannel) =>
    update.mutate(
      { channel: next },
      { onError: (err) => toastRefusal(err, t('talk.settings.notSaved'), t('common.pleaseTryAgain')) },
    );
  return (
    <section className="talk-notify" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="talk-notify__title">
        {t('talk.settings.title')}
      </h3>
      <p className="talk-notify__note">{t('talk.settings.help')}</p>
      <fieldset className="talk-notify__choices" aria-describedby={`${id}-choice`}>
        <legend className="visually-hidden">{t('talk.settings.label')}</legend>
        {TALK_CHANNELS.map((value) => (
          <label key={value} className="talk-notify__choice">
            <input
              type="radio"
              name={`${id}-channel`}
              value={value}
              checked={channel === value}
              onChange={() => choose(value)}
            />
            {t(LABELS[value])}
          </label>
        ))}
      </fieldset>
      <p id={`${id}-choice`} className="talk-notify__note" aria-live="polite">
        {t(NOTES[channel])}
      </p>
    </section>
  );
}
