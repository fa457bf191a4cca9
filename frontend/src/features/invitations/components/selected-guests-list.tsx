import type { SelectedGuest } from '../guest-list';
import { t } from '@/lib/i18n';
import { TitledSection } from '@/components/titled-section';

interface Props {
  guests: SelectedGuest[];
  onRemove: (contact: string) => void;
  disabled?: boolean;
}

/** 'Selected Guests' with a remove button each; a guest whose send failed shows the server's reason. */
export function SelectedGuestsList({ guests, onRemove, disabled }: Props) {
  return (
    <TitledSection
      className="invite-selected"
      titleId="selected-guests-heading"
      titleClassName="invite-section-title"
      title={t('invite.selected.title', { count: guests.length })}
    >
      {guests.length === 0 ? (
        <p className="invite-muted">{t('invite.selected.empty')}</p>
      ) : (
        <ul className="invite-selected__list">
          {guests.map((g) => (
            <li key={g.contact} className="invite-guest">
              <span className="invite-guest__icon" aria-hidden="true">
                {g.kind === 'email' ? '✉️' : '📱'}
              </span>
              <span className="invite-guest__text">
                {g.name && <span className="invite-guest__name">{g.name}</span>}
                <span className="invite-guest__contact">{g.contact}</span>
                {g.error && (
                  <span className="invite-field-error" role="alert">
                    {g.error}
                  </span>
                )}
              </span>
              <button
                type="button"
                className="invite-guest__remove"
                aria-label={t('rsvp.guest.removeNamed', { name: g.name ?? g.contact })}
                onClick={() => onRemove(g.contact)}
                disabled={disabled}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
