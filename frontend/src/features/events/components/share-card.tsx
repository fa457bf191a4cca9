import { useId, type ReactNode } from 'react';
import type { EventDetail } from '@contracts/event.contract';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { IconLink } from '@/components/icons';
import { copyLinkWithToast } from '../copy-text';
import { invitationText, joinUrl, whatsappUrl } from '../share-links';

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** Host only: the join link, Copy, Share via WhatsApp, and the system share sheet where there is one. */
export function ShareCard({
  event,
  children,
}: {
  event: Pick<EventDetail, 'id' | 'name' | 'date' | 'location' | 'timeZone'>;
  /** More ways to invite, composed in by the page (e.g. the Invite Guests entry). */
  children?: ReactNode;
}) {
  const inputId = useId();
  const link = joinUrl(event.id);

  async function share() {
    try {
      await navigator.share({ title: event.name, text: invitationText(event, link) });
    } catch {
      // The user closed the share sheet: nothing to report.
    }
  }

  return (
    <Card as="section" className="share-card" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="card__title">
        Share Your Potluck
      </h2>
      <p className="share-card__text text-secondary text-sm">
        Anyone with this link can join your potluck without creating an account.
      </p>
      <label htmlFor={inputId} className="visually-hidden">
        Join link
      </label>
      <div className="share-card__link">
        <input
          id={inputId}
          className="field__control share-card__input"
          value={link}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="secondary" icon={<IconLink />} onClick={() => void copyLinkWithToast(link)}>
          Copy
        </Button>
      </div>
      <div className="share-card__actions">
        <a
          className="btn btn--block share-card__whatsapp"
          href={whatsappUrl(event, link)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <span className="btn__content">
            <span aria-hidden="true">💬</span>
            Share via WhatsApp
          </span>
        </a>
        {canShare() && (
          <Button variant="secondary" block onClick={() => void share()}>
            More sharing options
          </Button>
        )}
        {children}
      </div>
    </Card>
  );
}
