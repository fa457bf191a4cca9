import { describe, expect, it } from 'vitest';
import { queriesToRefresh } from './live-refresh';
import { queryKeys } from './query-keys';

const event = { kind: 'event', eventId: 'e1' } as const;
const detail = queryKeys.events.detail('e1');
const dishes = queryKeys.events.dishes('e1');
const insights = queryKeys.events.insights('e1');
const lists = [queryKeys.events.all(), queryKeys.rsvpedEvents()];

describe('queriesToRefresh', () => {
  it('refreshes event, dishes and insights on dish messages on the event page', () => {
    for (const type of ['dish_added', 'dish_updated', 'dish_deleted'] as const) {
      expect(queriesToRefresh(event, { type, eventId: 'e1', dishId: 'd' })).toEqual([detail, dishes, insights]);
    }
  });

  it('refreshes event and insights on rsvp_updated, and the event lists on event changes', () => {
    expect(queriesToRefresh(event, { type: 'rsvp_updated', eventId: 'e1', userId: 'u' })).toEqual([detail, insights]);
    expect(queriesToRefresh(event, { type: 'event_updated', eventId: 'e1' })).toEqual([detail, ...lists]);
    expect(queriesToRefresh(event, { type: 'event_deleted', eventId: 'e1' })).toEqual(lists);
  });

  it('ignores messages about another event', () => {
    expect(queriesToRefresh(event, { type: 'dish_added', eventId: 'other', dishId: 'd' })).toEqual([]);
  });

  it('refreshes dishes on the dish page and the lists on dashboards, only on what the spec names', () => {
    const dishPage = { kind: 'dishes', eventId: 'e1' } as const;
    expect(queriesToRefresh(dishPage, { type: 'dish_deleted', eventId: 'e1', dishId: 'd' })).toEqual([
      dishes,
      detail,
      queryKeys.events.dishSuggestions('e1'),
    ]);
    expect(queriesToRefresh(dishPage, { type: 'rsvp_updated', eventId: 'e1', userId: 'u' })).toEqual([]);
    const dashboard = { kind: 'dashboard' } as const;
    expect(queriesToRefresh(dashboard, { type: 'dish_added', eventId: 'x', dishId: 'd' })).toEqual(lists);
    expect(queriesToRefresh(dashboard, { type: 'rsvp_updated', eventId: 'x', userId: 'u' })).toEqual([]);
  });

  it('refetches the page after a (re)join, since updates missed while disconnected are not replayed', () => {
    expect(queriesToRefresh(event, { type: 'joined', eventId: 'e1' })).toEqual([detail, dishes, insights]);
    expect(queriesToRefresh({ kind: 'dashboard' }, { type: 'joined', eventId: null })).toEqual(lists);
  });
});
