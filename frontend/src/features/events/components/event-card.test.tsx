import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventSummary } from '@contracts/event.contract';
import { EventCard } from './event-card';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const base: EventSummary = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Diwali Night',
  description: null,
  theme: 'diwali',
  date: '2030-06-03T18:30:00.000Z',
  location: '12 Lamp Street',
  hostId: 'h',
  imageUrl: null,
  allowNonVegetarian: true,
  allowVegetarian: true,
  allowVegan: true,
  dietaryNote: null,
  timeZone: 'UTC',
  remindersEnabled: true,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
  totalDishCount: 1,
  confirmedGuestCount: 6,
  confirmedAdultCount: 6,
  confirmedKidCount: 0,
  role: 'guest',
  myRsvpStatus: 'attending',
  myDish: null,
  myWaitlistPosition: null,
  dishSlots: null,
  capacity: null,
  categoryCounts: {},
  waitlistCount: 0,
};

let root: Root | null = null;
let host: HTMLElement | null = null;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = null;
});

function render(event: EventSummary, past = false): HTMLElement {
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  act(() =>
    root!.render(
      <MemoryRouter>
        <EventCard event={event} past={past} />
      </MemoryRouter>,
    ),
  );
  return host;
}

describe('EventCard', () => {
  it('links to the event and shows emoji, name, role badge, counts and the planning bar', () => {
    const el = render(base);
    expect(el.querySelector('a')?.getAttribute('href')).toBe(`/events/${base.id}`);
    expect(el.textContent).toContain('🪔');
    expect(el.textContent).toContain('Diwali Night');
    expect(el.textContent).toContain('Guest');
    expect(el.textContent).toContain('6 adults');
    expect(el.textContent).not.toContain('kid');
    expect(el.textContent).toContain('1 dish');
    expect(el.textContent).toContain('12 Lamp Street');
    const bar = el.querySelector('[role="progressbar"]');
    expect(bar?.getAttribute('aria-valuenow')).toBe('50');
    expect(el.textContent).toContain('Dish planning');
    expect(el.textContent).toContain('50%');
  });

  it('shows kids only above zero', () => {
    expect(render({ ...base, confirmedKidCount: 2, confirmedGuestCount: 8 }).textContent).toContain('6 adults, 2 kids');
  });

  it('has no emoji for the "other" theme or no theme', () => {
    expect(render({ ...base, theme: 'other' }).querySelector('.event-card__emoji')).toBeNull();
    act(() => root?.unmount());
    expect(render({ ...base, theme: null }).querySelector('.event-card__emoji')).toBeNull();
  });

  it('tells a guest what they are bringing, with the Vegan / Vegetarian flag', () => {
    const vegan = render({ ...base, myDish: { id: 'd', name: 'Chana Masala', isVegan: true, isVegetarian: true } });
    expect(vegan.textContent).toContain("You're bringing: Chana Masala (Vegan)");
    act(() => root?.unmount());
    const veg = render({ ...base, myDish: { id: 'd', name: 'Paneer', isVegan: false, isVegetarian: true } });
    expect(veg.textContent).toContain("You're bringing: Paneer (Vegetarian)");
    act(() => root?.unmount());
    const plain = render({ ...base, myDish: { id: 'd', name: 'Lamb', isVegan: false, isVegetarian: false } });
    expect(plain.textContent).toMatch(/You're bringing: Lamb$/);
  });

  it('marks the host with a Host badge', () => {
    expect(render({ ...base, role: 'host' }).textContent).toContain('Host');
  });

  it('fades past events and leaves out their planning bar', () => {
    const el = render(base, true);
    expect(el.querySelector('.event-card--past')).not.toBeNull();
    expect(el.querySelector('[role="progressbar"]')).toBeNull();
  });
});
