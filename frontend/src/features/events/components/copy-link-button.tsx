import { Button } from '@/components/button';
import { IconLink } from '@/components/icons';
import { copyLinkWithToast } from '../copy-text';
import { joinUrl } from '../share-links';
import { t } from '@/lib/i18n';

/** A non-host copies {origin}/join/{id}. */
export function CopyLinkButton({ eventId }: { eventId: string }) {
  return (
    <Button
      variant="ghost"
      className="btn--icon event-header__nav"
      aria-label={t('event.copyLink')}
      onClick={() => void copyLinkWithToast(joinUrl(eventId))}
    >
      <IconLink />
    </Button>
  );
}
