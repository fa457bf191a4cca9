import { mailtoUrl, whatsappUrl, type SelectedGuest } from '../guest-list';
import { t } from '@/lib/i18n';
import { TitledSection } from '@/components/titled-section';

interface Props {
  eventName: string;
  message: string;
  guests: SelectedGuest[];
  onCopy: () => void;
}

/** Other ways to send the same message: WhatsApp, the mail app (addressed to the email guests), or the clipboard. */
export function ShareActions({ eventName, message, guests, onCopy }: Props) {
  return (
    <TitledSection
      className="invite-share"
      titleId="invite-share-heading"
      titleClassName="invite-section-title"
      title={t('invite.shareYourself')}
    >
      <div className="invite-share__row">
        <a className="invite-chip" href={whatsappUrl(message)} target="_blank" rel="noopener noreferrer">
          <span aria-hidden="true">💬</span> {t('invite.whatsapp')}
        </a>
        <a className="invite-chip" href={mailtoUrl(eventName, message, guests)}>
          <span aria-hidden="true">✉️</span> {t('join.form.email')}
        </a>
        <button type="button" className="invite-chip" onClick={onCopy}>
          <span aria-hidden="true">📋</span> {t('common.copy')}
        </button>
      </div>
    </TitledSection>
  );
}
