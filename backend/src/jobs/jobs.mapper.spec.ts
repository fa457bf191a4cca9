import { dishChangeKey } from '../notifications/digest-changes';
import { nudgeMail } from './nudge-mail';
import { toJobView } from './jobs.mapper';
import type { JobWithHelpers } from './jobs.queries';

const job = {
  id: '00000000-0000-4000-8000-000000000001',
  eventId: '00000000-0000-4000-8000-0000000000e1',
  title: 'Wash up',
  needed: 3,
  startsAt: new Date('2030-06-01T15:30:00.000Z'),
  createdAt: new Date('2030-05-01T10:00:00.000Z'),
  helpers: [
    { userId: 'ann', user: { firstName: 'Ann', lastName: 'A', nickname: null } },
    { userId: 'bob', user: { firstName: 'Bob', lastName: 'B', nickname: 'Bobby' } },
  ],
} as unknown as JobWithHelpers;

describe('a job as a reader sees it', () => {
  it('names the helpers the reader may see and the reader themself; the others keep only their place', () => {
    const view = toJobView(job, 'Europe/Berlin', 'bob', (id) => id === 'nobody');
    expect(view).toMatchObject({ title: 'Wash up', needed: 3, startsAt: '2030-06-01T17:30', mine: true });
    expect(view.helpers).toEqual([
      { id: job.id, firstName: null, lastName: null, nickname: null },
      { id: 'bob', firstName: 'Bob', lastName: 'B', nickname: 'Bobby' },
    ]);
    const host = toJobView(job, 'UTC', null, () => true);
    expect(host.mine).toBe(false);
    expect(host.helpers.map((h) => h.firstName)).toEqual(['Ann', 'Bob']);
  });
});

describe('the nudge mail and the hand-off words', () => {
  it('asks a guest to help and tells the host what nobody signed up for, in their language', () => {
    const guest = nudgeMail({
      eventName: 'Supper',
      items: ['Desserts (1 more)'],
      host: false,
      url: 'https://p.example/e',
      locale: 'en',
    });
    expect(guest.subject).toBe('Still missing for Supper');
    expect(guest.text).toContain('Still missing: Desserts (1 more). Can you bring or do one of them?');
    const host = nudgeMail({
      eventName: 'Cena',
      items: ['Postres (faltan 1)'],
      host: true,
      url: 'https://p.example/e',
      locale: 'es',
    });
    expect(host.text).toContain('Nadie se ha apuntado todavía a esto: Postres (faltan 1).');
  });

  it('words an offer and a take-over apart from a plain change', () => {
    const base = { eventId: 'e', seq: 2, dishId: 'd' };
    expect(dishChangeKey({ type: 'dish_added', ...base })).toBe('push.dish.added');
    expect(dishChangeKey({ type: 'dish_updated', ...base })).toBe('push.dish.changed');
    expect(dishChangeKey({ type: 'dish_updated', ...base, handOff: 'offered' })).toBe('push.dish.offered');
    expect(dishChangeKey({ type: 'dish_updated', ...base, handOff: 'taken' })).toBe('push.dish.takenOver');
  });
});
