import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { EventDetail } from '@contracts/event.contract';
import type { DishView } from '@contracts/dish.contract';
import type { ServerMessage } from '@contracts/realtime.contract';
import { queryKeys } from '@/lib/query-keys';
import { buildDish, buildEventBase, buildEventDetail, buildRsvp } from '@/test/data';
import * as i18n from '@/lib/i18n';
import { EventSequence } from './live-patch';

const eventId = 'e1';
const base = buildEventBase({ id: eventId, name: 'Supper', hostId: 'h', date: '2030-01-01T18:00:00.000Z' });
const dish = (id: string, name: string): DishView =>
  buildDish({ id, eventId, contributorId: 'g', name, category: 'dessert' });

function setup(version = 1) {
  const queryClient = new QueryClient();
  const detail = buildEventDetail({ ...base, version });
  queryClient.setQueryData(queryKeys.events.detail(eventId), detail);
  queryClient.setQueryData(queryKeys.events.dishes(eventId), []);
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  return { queryClient, invalidate, sequence: new EventSequence(queryClient, eventId) };
}

const added = (seq: number, id: string, count: number): Extract<ServerMessage, { seq: number }> => ({
  type: 'dish_added',
  eventId,
  seq,
  dishId: id,
  dish: dish(id, `Dish ${id}`),
  event: { ...base, totalDishCount: count, version: seq },
  insights: { suggestions: [`${count} dishes`], items: [] },
  suggestions: [],
});

describe('EventSequence', () => {
  it('writes the next change into the detail, dish list and insights without refetching', () => {
    const { queryClient, invalidate, sequence } = setup();
    sequence.joined(1);
    expect(sequence.receive(added(2, 'd1', 1))).toBe('applied');
    const detail = queryClient.getQueryData<EventDetail>(queryKeys.events.detail(eventId));
    expect(detail?.dishes.map((d) => d.id)).toEqual(['d1']);
    expect(detail?.totalDishCount).toBe(1);
    expect(detail?.role).toBe('guest');
    expect(queryClient.getQueryData<DishView[]>(queryKeys.events.dishes(eventId))?.map((d) => d.id)).toEqual(['d1']);
    expect(queryClient.getQueryData(queryKeys.events.insightsIn(eventId, 'en'))).toEqual({
      suggestions: ['1 dishes'],
      items: [],
    });
    expect(invalidate.mock.calls.filter(([filters]) => filters?.refetchType !== 'none')).toEqual([]);
  });

  it('asks for the insights and suggestions in its own language instead of applying the message’s English', () => {
    const { queryClient, invalidate, sequence } = setup();
    vi.spyOn(i18n, 'activeLocale').mockReturnValue('es');
    queryClient.setQueryData(queryKeys.events.dishSuggestions(eventId), [{ name: 'Lasaña de carne' }]);
    sequence.joined(1);
    expect(sequence.receive(added(2, 'd1', 1))).toBe('applied');
    expect(queryClient.getQueryData(queryKeys.events.dishSuggestions(eventId))).toEqual([{ name: 'Lasaña de carne' }]);
    expect(queryClient.getQueryData(queryKeys.events.insights(eventId))).toBeUndefined();
    const refetched = invalidate.mock.calls.filter(([filters]) => filters?.refetchType !== 'none');
    expect(refetched.map(([filters]) => filters?.queryKey)).toEqual([
      queryKeys.events.insightsIn(eventId, 'es'),
      queryKeys.events.dishSuggestions(eventId),
    ]);
    vi.restoreAllMocks();
  });

  it('ignores a change it has already seen', () => {
    const { sequence } = setup();
    sequence.joined(1);
    expect(sequence.receive(added(2, 'd1', 1))).toBe('applied');
    expect(sequence.receive(added(2, 'd1', 1))).toBe('ignored');
  });

  it('refetches once when a step is missing', () => {
    const { invalidate, sequence } = setup();
    sequence.joined(1);
    expect(sequence.receive(added(3, 'd2', 2))).toBe('refetched');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.events.detail(eventId) });
    // The next step after the refetch applies again.
    expect(sequence.receive(added(4, 'd3', 3))).toBe('applied');
  });

  it('refetches when the join reports a newer version than the page loaded (a change before the join)', () => {
    const { invalidate, sequence } = setup(1);
    sequence.joined(2);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.events.detail(eventId) });
  });

  it('does not refetch on a first join at the version the page loaded', () => {
    const { invalidate, sequence } = setup(5);
    sequence.joined(5);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('keeps a long list’s view to the reader’s own answer and its counts, and reads the list again when short', () => {
    const { queryClient, invalidate, sequence } = setup();
    const mine = buildRsvp({ userId: 'me', status: 'attending' });
    const guestList = { total: 60, attending: 50, maybe: 5, notAttending: 5, waitlisted: 0 };
    const old = queryClient.getQueryData<EventDetail>(queryKeys.events.detail(eventId))!;
    queryClient.setQueryData(queryKeys.events.detail(eventId), { ...old, rsvps: [mine], guestList });
    sequence.joined(1);
    const answered = (
      seq: number,
      userId: string,
      list: typeof guestList | null,
    ): Extract<ServerMessage, { type: 'rsvp_updated' }> => ({
      type: 'rsvp_updated',
      eventId,
      seq,
      userId,
      removedDishIds: [],
      answered: true,
      rsvp: buildRsvp({ userId, status: 'maybe' }),
      guestList: list,
      event: { ...base, version: seq },
      insights: { suggestions: [], items: [] },
      suggestions: [],
    });
    // Someone else answered: their row stays out of the view, the counts come in, the pages read so far are stale.
    expect(sequence.receive(answered(2, 'other', { ...guestList, total: 61, maybe: 6 }))).toBe('applied');
    let detail = queryClient.getQueryData<EventDetail>(queryKeys.events.detail(eventId))!;
    expect(detail.rsvps.map((r) => r.userId)).toEqual(['me']);
    expect(detail.guestList).toMatchObject({ total: 61, maybe: 6 });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.events.guests(eventId), exact: true });
    // The reader's own answer changed elsewhere: their row follows.
    expect(sequence.receive(answered(3, 'me', { ...guestList, total: 61, maybe: 7 }))).toBe('applied');
    detail = queryClient.getQueryData<EventDetail>(queryKeys.events.detail(eventId))!;
    expect(detail.rsvps).toEqual([expect.objectContaining({ userId: 'me', status: 'maybe' })]);
    // The list is short again (sent whole): the page reads the event again.
    expect(sequence.receive(answered(4, 'other', null))).toBe('refetched');
  });
});
