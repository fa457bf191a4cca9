import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { EventDetail } from '@contracts/event.contract';
import type { GuestPage, RsvpView } from '@contracts/rsvp.contract';
import { GUEST_PAGE_SIZE, inListOrder } from '@contracts/rsvp.rules';
import { apiJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/events/{id}/guests?offset=: a page of the guest list as the caller's view lists it. */
export async function getGuestPage(eventId: string, offset: number): Promise<GuestPage> {
  const page = await apiJson<GuestPage>('GET', `/api/events/${encodeURIComponent(eventId)}/guests?offset=${offset}`);
  return page ?? { rsvps: [], total: 0, nextOffset: null };
}

export interface LongGuestList {
  /** The rows shown so far (none until the reader asks). */
  rows: RsvpView[];
  /** Households still to show. */
  left: number;
  /** Shows the next page: from the view when it holds the whole list (the hosts'), else from the server. */
  more: () => void;
  loading: boolean;
  failed: boolean;
}

/**
 * A guest list of more than GUEST_LIST_INLINE_MAX households is not drawn whole: the event page stays short and
 * quick with hundreds of them. The hosts' view holds every answer and is shown a page at a time; a guest's view then
 * holds only their own answer and the counts (`guestList`), and the pages come from the server.
 */
export function useLongGuestList(event: Pick<EventDetail, 'rsvps' | 'guestList'> & { id?: string }): LongGuestList {
  const eventId = event.id ?? '';
  const paged = event.guestList !== undefined;
  const [shown, setShown] = useState(0);
  const pages = useInfiniteQuery({
    queryKey: queryKeys.events.guests(eventId),
    queryFn: ({ pageParam }) => getGuestPage(eventId, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    enabled: paged && shown > 0 && eventId !== '',
  });
  if (!paged) {
    const all = inListOrder(event.rsvps);
    return {
      rows: all.slice(0, shown),
      left: Math.max(all.length - shown, 0),
      more: () => setShown((n) => n + GUEST_PAGE_SIZE),
      loading: false,
      failed: false,
    };
  }
  // A household that moved between two pages' reads is listed once.
  const seen = new Set<string>();
  const rows = (pages.data?.pages ?? []).flatMap((p) => p.rsvps).filter((r) => !seen.has(r.id) && seen.add(r.id));
  const total = event.guestList?.total ?? rows.length;
  return {
    rows: shown > 0 ? rows : [],
    left: shown > 0 && !pages.hasNextPage && pages.isSuccess ? 0 : Math.max(total - rows.length, 0),
    more: () => {
      if (shown === 0) setShown(GUEST_PAGE_SIZE);
      else void pages.fetchNextPage();
    },
    loading: pages.isFetching,
    failed: pages.isError,
  };
}
