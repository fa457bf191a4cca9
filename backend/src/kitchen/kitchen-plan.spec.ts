import { kitchenClashes } from './kitchen-plan';

const dish = (id: string, arrivesAt: string | null) => ({
  id,
  ovenTemperature: 180,
  ovenUnit: 'C' as const,
  ovenMinutes: 30,
  needsStove: false,
  needsFridge: false,
  needsFreezer: false,
  needsOutlet: false,
  needsUtensils: false,
  arrivesAt: arrivesAt === null ? null : new Date(arrivesAt),
});

describe('kitchen clashes of an event', () => {
  const event = {
    date: new Date('2026-06-05T16:30:00Z'),
    timeZone: 'Europe/Berlin',
    kitchenOvens: 1,
    kitchenOutlets: null,
    kitchenFridgeShelves: null,
  };

  it('names two oven dishes at the same time on the event wall clock (16:00 UTC is 18:00 in Berlin in June)', () => {
    const clashes = kitchenClashes(event, [dish('a', '2026-06-05T16:00:00Z'), dish('b', '2026-06-05T16:00:00Z')]);
    expect(clashes.map((c) => c.message)).toEqual(['2 dishes need the oven at 18:00; you have 1']);
  });

  it('finds nothing with one oven dish, or a second without an arrival time', () => {
    expect(kitchenClashes(event, [dish('a', '2026-06-05T16:00:00Z'), dish('b', null)])).toEqual([]);
  });
});
