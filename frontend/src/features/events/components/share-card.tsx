import { useId, type ReactNode } from 'react';
import type { EventDetail } from '@contracts/event.contract';
import { Button } from '@/components/button';
import { SectionCard } from '@/components/card';
import { IconLink } from '@/components/icons';
import { copyLinkWithToast } from '../copy-text';
import { invitationText, joinUrl, whatsappUrl } from '../share-links';
import { t } from '@/lib/i18n';

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
    <SectionCard titleId={`${inputId}-title`} title={t('event.share.title')} className="share-card">
      <p className="share-card__text text-secondary text-sm">{t('event.share.text')}</p>
      <label htmlFor={inputId} className="visually-hidden">
        {t('event.share.linkLabel')}
      </label>
      <div className="share-card__link">
        <input
          id={inputId}
          className="field__control share-card__input"
          // A link reads left to right in every language: its start (the site) stays in view.
          dir="ltr"
          value={link}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="secondary" icon={<IconLink />} onClick={() => void copyLinkWithToast(link)}>
          {t('common.copy')}
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
            {t('event.share.whatsapp')}
          </span>
        </a>
        {canShare() && (
          <Button variant="secondary" block onClick={() => void share()}>
            {t('event.share.more')}
          </Button>
        )}
        {children}
      </div>
    </SectionCard>
  );
}
