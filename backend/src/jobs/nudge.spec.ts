import { missingOf, nudgedPeople } from './nudge';

type Snapshot = Parameters<typeof nudgedPeople>[0];

const dish = (contributorId: string, category: string, offeredAt: Date | null = null) =>
  ({ contributorId, category, offeredAt }) as unknown as Snapshot['dishes'][number];
const job = (title: string, needed: number, helperIds: string[]) =>
  ({ title, needed, helpers: helperIds.map((userId) => ({ userId })) }) as unknown as Snapshot['jobs'][number];
const going = (userId: string, extra: object = {}) =>
  ({ userId, status: 'attending', waitlistedAt: null, ...extra }) as unknown as Snapshot['rsvps'][number];

function snapshot(parts: Partial<Snapshot>): Snapshot {
  return {
    event: { hostId: 'host', dishSlots: { main_dish: 2, drinks: 1 } } as unknown as Snapshot['event'],
    dishes: [],
    jobs: [],
    rsvps: [],
    removed: new Set(),
    ...parts,
  };
}

describe('the nudge', () => {
  it('names each course short of its slot (an offered dish missing again) and each job short of people', () => {
    const s = snapshot({
      dishes: [dish('ann', 'main_dish'), dish('bob', 'main_dish', new Date()), dish('cy', 'soft_drinks')],
      jobs: [job('Wash up', 2, ['dan']), job('Bring ice', 1, ['eve'])],
    });
    expect(missingOf(s)).toEqual([
      { group: 'main_dish', count: 1 },
      { job: 'Wash up', count: 1 },
    ]);
    expect(missingOf(snapshot({ event: { hostId: 'host', dishSlots: null } as unknown as Snapshot['event'] }))).toEqual(
      [],
    );
  });

  it('goes to the host and the going guests with a place who signed up for nothing', () => {
    const s = snapshot({
      rsvps: [
        going('host'),
        going('ann'),
        going('bob'),
        going('cy'),
        going('dan'),
        going('eve', { status: 'maybe' }),
        going('fay', { waitlistedAt: new Date() }),
        going('gus'),
      ],
      // Ann brings a dish, Dan washes up; Bob offered his dish away (he brings nothing now); Gus was removed.
      dishes: [dish('ann', 'main_dish'), dish('bob', 'dessert', new Date())],
      jobs: [job('Wash up', 2, ['dan'])],
      removed: new Set(['gus']),
    });
    expect(nudgedPeople(s)).toEqual(['host', 'bob', 'cy']);
  });
});
