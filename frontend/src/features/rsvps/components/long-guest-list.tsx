import type { ReactNode } from 'react';
import type { EventDetail } from '@contracts/event.contract';
import type { RsvpView } from '@contracts/rsvp.contract';
import { GUEST_PAGE_SIZE } from '@contracts/rsvp.rules';
import { Button } from '@/components/button';
import { t } from '@/lib/i18n';
import { useLongGuestList } from '../api/guest-pages';

/**
 * A long guest list (more than GUEST_LIST_INLINE_MAX households, or read by pages) drawn on request, a page at a
 * time: its code loads only on the pages of big potlucks.
 */
export function LongGuestList({
  event,
  row,
}: {
  event: Pick<EventDetail, 'rsvps' | 'guestList'> & { id?: string };
  row: (rsvp: RsvpView) => ReactNode;
}) {
  const list = useLongGuestList(event);
  return (
    <>
      {list.rows.length > 0 && <ul className="guest-list">{list.rows.map(row)}</ul>}
      {list.failed && <p className="guest-rsvps__hidden">{t('rsvp.guests.loadFailed')}</p>}
      {list.left > 0 && (
        <Button variant="secondary" className="guest-rsvps__more" onClick={list.more} pending={list.loading}>
          {list.rows.length === 0
            ? t('rsvp.guests.showList', { count: list.left })
            : t('rsvp.guests.showMore', { count: Math.min(list.left, GUEST_PAGE_SIZE) })}
        </Button>
      )}
    </>
  );
}
