import { findClashes, kitchenUses, type KitchenNeedsTiming } from './kitchen.rules';

const dish = (
  dishId: string,
  arrivesAt: string | null,
  over: Partial<KitchenNeedsTiming> = {},
): KitchenNeedsTiming => ({
  dishId,
  arrivesAt,
  oven: null,
  outlet: false,
  fridge: false,
  ...over,
});
const START = '2026-12-04T18:00';
const none = { ovens: null, outlets: null, fridgeShelves: null };

describe('kitchen clashes', () => {
  it('names two oven dishes at the same time in a kitchen with one oven', () => {
    const uses = kitchenUses(
      [
        dish('a', '2026-12-04T18:00', { oven: { minutes: 20 } }),
        dish('b', '2026-12-04T18:00', { oven: { minutes: 30 } }),
      ],
      START,
    );
    expect(findClashes({ ...none, ovens: 1 }, uses)).toEqual([
      { resource: 'oven', at: '2026-12-04T18:00', count: 2, capacity: 1, dishIds: ['a', 'b'] },
    ]);
    expect(findClashes({ ...none, ovens: 2 }, uses)).toEqual([]);
  });

  it('lets one oven dish follow another, and counts an overlap from when it starts', () => {
    const oven = (minutes: number) => ({ oven: { minutes } });
    const back = kitchenUses([dish('a', '2026-12-04T17:00', oven(30)), dish('b', '2026-12-04T17:30', oven(30))], START);
    expect(findClashes({ ...none, ovens: 1 }, back)).toEqual([]);
    const overlap = kitchenUses(
      [dish('a', '2026-12-04T17:00', oven(45)), dish('b', '2026-12-04T17:30', oven(30))],
      START,
    );
    expect(findClashes({ ...none, ovens: 1 }, overlap)).toEqual([
      { resource: 'oven', at: '2026-12-04T17:30', count: 2, capacity: 1, dishIds: ['a', 'b'] },
    ]);
  });

  it('keeps outlets and fridge shelves taken until the party is over, and one stretch is one clash', () => {
    const uses = kitchenUses(
      [
        dish('a', '2026-12-04T17:00', { outlet: true }),
        dish('b', '2026-12-04T18:30', { outlet: true }),
        dish('c', '2026-12-04T19:00', { outlet: true }),
        dish('d', '2026-12-04T18:00', { fridge: true }),
      ],
      START,
    );
    expect(findClashes({ ovens: 0, outlets: 1, fridgeShelves: 1 }, uses)).toEqual([
      { resource: 'outlet', at: '2026-12-04T18:30', count: 3, capacity: 1, dishIds: ['a', 'b', 'c'] },
    ]);
  });

  it('checks nothing the host has not counted, and leaves out dishes without an arrival time', () => {
    const uses = kitchenUses(
      [dish('a', null, { oven: { minutes: 20 } }), dish('b', '2026-12-04T18:00', { outlet: true })],
      START,
    );
    expect(uses.map((u) => u.dishId)).toEqual(['b']);
    expect(
      findClashes(none, kitchenUses([dish('a', START, { outlet: true }), dish('b', START, { outlet: true })], START)),
    ).toEqual([]);
  });
});
