import { mailtoUrl, whatsappUrl, type SelectedGuest } from '../guest-list';

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
        Or share it yourself
      </h2>
      <div className="invite-share__row">
        <a className="invite-chip" href={whatsappUrl(message)} target="_blank" rel="noopener noreferrer">
          <span aria-hidden="true">💬</span> WhatsApp
        </a>
        <a className="invite-chip" href={mailtoUrl(eventName, message, guests)}>
          <span aria-hidden="true">✉️</span> Email
        </a>
        <button type="button" className="invite-chip" onClick={onCopy}>
          <span aria-hidden="true">📋</span> Copy
        </button>
      </div>
    </section>
  );
}
