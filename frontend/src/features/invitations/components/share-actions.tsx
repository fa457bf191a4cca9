import { mailtoUrl, whatsappUrl, type SelectedGuest } from '../guest-list';
import { t } from '@/lib/i18n';

interface Props {
  eventName: string;
  message: string;
  guests: SelectedGuest[];
  onCopy: () => void;
}

/** Other ways to send the same message: WhatsApp, the mail app (addressed to the email guests), or the clipboard. */
export function ShareActions({ eventName, message, guests, onCopy }: Props) {
  return (
    <section className="invite-share" aria-labelledby="invite-share-heading">
      <h2 id="invite-share-heading" className="invite-section-title">
        {t('invite.shareYourself')}
      </h2>
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
    </section>
  );
}
