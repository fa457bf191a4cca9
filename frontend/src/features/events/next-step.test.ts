import { describe, expect, it } from 'vitest';
import type { EventRole } from '@contracts/event.rules';
import { missingCourses, nextStep, type NextStepEvent } from './next-step';

// One test per state the event page can lead with.

const ME = 'me';
const now = new Date('2030-06-01T12:00:00.000Z');
const nextWeek = '2030-06-08T18:30:00.000Z';

type Rsvp = NextStepEvent['rsvps'][number];
type Dish = NextStepEvent['dishes'][number];

const rsvp = (userId: string, status: Rsvp['status'], waitlistPosition: number | null = null) =>
  ({ userId, status, waitlistPosition }) as Rsvp;
const dish = (name: string, category: string, contributorId = 'someone') => ({ name, category, contributorId }) as Dish;

function event(fields: Partial<NextStepEvent> & { role?: EventRole } = {}): NextStepEvent {
  return {
    role: 'guest',
    date: nextWeek,
    timeZone: 'UTC',
    answersCloseAt: null,
    hostId: 'host',
    rsvps: [],
    dishes: [dish('Samosa', 'appetizer'), dish('Dal', 'main_dish'), dish('Kheer', 'dessert')],
    dishSlots: null,
    ...fields,
  };
}

const step = (e: NextStepEvent, at = now, partyOver = false) => nextStep({ event: e, userId: ME, now: at, partyOver });

describe('nextStep', () => {
  it('not answered: the answer', () => {
    expect(step(event())).toEqual({ kind: 'answer' });
  });

  it('going without a dish: a dish, and what is missing', () => {
    expect(step(event({ rsvps: [rsvp(ME, 'attending')] }))).toEqual({
      kind: 'bring-dish',
      missing: ['side_dish', 'drinks'],
    });
  });

  it('going with a dish: all set, with the dish named', () => {
    const e = event({ rsvps: [rsvp(ME, 'attending')], dishes: [dish('Kheer', 'dessert', ME)] });
    expect(step(e)).toEqual({ kind: 'all-set', dishes: ['Kheer'] });
  });

  it('maybe: the answer again', () => {
    expect(step(event({ rsvps: [rsvp(ME, 'maybe')] }))).toEqual({ kind: 'answer-again' });
  });

  it('not going: where they stand', () => {
    expect(step(event({ rsvps: [rsvp(ME, 'not_attending')] }))).toEqual({ kind: 'not-going' });
  });

  it('waitlisted: their place in line', () => {
    expect(step(event({ rsvps: [rsvp(ME, 'attending', 2)] }))).toEqual({ kind: 'waitlisted', position: 2 });
  });

  it('after the deadline: a guest without a place to keep looks on; one going, the host and co-hosts go on', () => {
    const closed = new Date(now.getTime() - 60_000).toISOString();
    const ahead = new Date(now.getTime() + 60_000).toISOString();
    const shut = { kind: 'answers-closed', closedAt: closed, timeZone: 'UTC' };
    expect(step(event({ answersCloseAt: closed }))).toEqual(shut);
    expect(step(event({ answersCloseAt: closed, rsvps: [rsvp(ME, 'maybe')] }))).toEqual(shut);
    expect(step(event({ answersCloseAt: closed, rsvps: [rsvp(ME, 'attending', 1)] }))).toEqual(shut);
    expect(step(event({ answersCloseAt: ahead }))).toEqual({ kind: 'answer' });
    expect(step(event({ answersCloseAt: closed, rsvps: [rsvp(ME, 'attending')] })).kind).toBe('bring-dish');
    expect(step(event({ answersCloseAt: closed, role: 'co_host' })).kind).toBe('host');
  });

  it('host and co-host: what is missing and how many answered', () => {
    const e = event({ role: 'host', rsvps: [rsvp(ME, 'attending'), rsvp('guest', 'maybe')] });
    expect(step(e)).toEqual({ kind: 'host', missing: ['side_dish', 'drinks'], answered: 2 });
    expect(step({ ...e, role: 'co_host' })).toMatchObject({ kind: 'host' });
  });

  it('on the day: arrival times and the kitchen, for the host and those who come', () => {
    const today = '2030-06-01T18:30:00.000Z';
    expect(step(event({ role: 'host', date: today }))).toEqual({ kind: 'on-the-day', manager: true });
    expect(step(event({ date: today, rsvps: [rsvp(ME, 'attending')] }))).toEqual({
      kind: 'on-the-day',
      manager: false,
    });
    // Someone who has not answered still answers first.
    expect(step(event({ date: today }))).toEqual({ kind: 'answer' });
  });

  it("on the day is the event's own day, in its zone", () => {
    // 23:30 UTC on May 31 is already June 1 in Kolkata.
    const e = event({ role: 'host', date: '2030-06-01T14:00:00.000Z', timeZone: 'Asia/Kolkata' });
    expect(step(e, new Date('2030-05-31T23:30:00.000Z'))).toMatchObject({ kind: 'on-the-day' });
    expect(step({ ...e, timeZone: 'UTC' }, new Date('2030-05-31T23:30:00.000Z'))).toMatchObject({ kind: 'host' });
  });

  it('after the party: the after-party, whoever looks', () => {
    expect(step(event({ role: 'host' }), now, true)).toEqual({ kind: 'after-party' });
    expect(step(event(), now, true)).toEqual({ kind: 'after-party' });
  });

  it('an open date poll (no date yet) is never the day', () => {
    expect(step(event({ role: 'host', date: null }))).toMatchObject({ kind: 'host' });
  });
});

describe('missingCourses', () => {
  it("follows the host's slots when there are some", () => {
    expect(missingCourses({ dishes: [dish('Kheer', 'dessert')], dishSlots: { dessert: 2, drinks: 1 } })).toEqual([
      'dessert',
      'drinks',
    ]);
  });

  it('counts soft drinks and alcohol as drinks', () => {
    expect(missingCourses({ dishes: [dish('Lassi', 'soft_drinks')], dishSlots: null })).not.toContain('drinks');
  });
});
