import { useState } from 'react';
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_MAX_LENGTH,
  type AnnouncementAudience,
} from '@contracts/conversation.rules';
import { Checkbox } from '@/components/checkbox';
import { SelectField } from '@/components/select-field';
import { TextArea } from '@/components/text-area';
import { t } from '@/lib/i18n';

export interface AudienceChoice {
  audience: AnnouncementAudience;
  includeWaitlist: boolean;
}

/** Who an announcement goes to: by answer, and whether the waitlist hears it too. */
export function AudienceFields({ value, onChange }: { value: AudienceChoice; onChange: (v: AudienceChoice) => void }) {
  return (
    <>
      <SelectField
        label={t('conversation.announce.audienceLabel')}
        value={value.audience}
        options={ANNOUNCEMENT_AUDIENCES.map((a) => ({ value: a, label: t(`conversation.announce.audience.${a}`) }))}
        onChange={(e) => onChange({ ...value, audience: e.target.value as AnnouncementAudience })}
      />
      <Checkbox
        label={t('conversation.announce.includeWaitlist')}
        checked={value.includeWaitlist}
        onChange={(e) => onChange({ ...value, includeWaitlist: e.target.checked })}
      />
    </>
  );
}

/** The message and its audience, as the host writes an announcement. */
export function AnnounceFields({
  body,
  onBody,
  choice,
  onChoice,
}: {
  body: string;
  onBody: (v: string) => void;
  choice: AudienceChoice;
  onChoice: (v: AudienceChoice) => void;
}) {
  return (
    <div className="conversation-stack">
      <TextArea
        label={t('conversation.announce.label')}
        value={body}
        maxLength={ANNOUNCEMENT_MAX_LENGTH}
        rows={4}
        onChange={(e) => onBody(e.target.value)}
        data-autofocus
      />
      <AudienceFields value={choice} onChange={onChoice} />
    </div>
  );
}

export function useAudienceChoice() {
  return useState<AudienceChoice>({ audience: 'going_maybe', includeWaitlist: false });
}
