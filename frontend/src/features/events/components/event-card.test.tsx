import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventSummary } from '@contracts/event.contract';
import { buildEventSummary } from '@/test/data';
import { render as renderUi, type Rendered } from '@/test/render';
import { EventCard } from './event-card';

const base = buildEventSummary({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Diwali Night',
  theme: 'diwali',
  date: '2030-06-03T18:30:00.000Z',
  location: '12 Lamp Street',
  totalDishCount: 1,
  confirmedGuestCount: 6,
  confirmedAdultCount: 6,
});

let rendered: Rendered | null = null;
afterEach(() => {
  rendered?.unmount();
  rendered = null;
});

async function render(event: EventSummary, past = false): Promise<HTMLElement> {
  rendered?.unmount();
  rendered = await renderUi(
    <MemoryRouter>
      <EventCard event={event} past={past} />
    </MemoryRouter>,
  );
  return rendered.container;
}

describe('EventCard', () => {
  it('links to the event and shows emoji, name, role badge, counts and the planning bar', async () => {
    const el = await render(base);
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

  it('shows kids only above zero', async () => {
    expect((await render({ ...base, confirmedKidCount: 2, confirmedGuestCount: 8 })).textContent).toContain(
      '6 adults, 2 kids',
    );
  });

  it('has no emoji for the "other" theme or no theme', async () => {
    expect((await render({ ...base, theme: 'other' })).querySelector('.event-card__emoji')).toBeNull();
    expect((await render({ ...base, theme: null })).querySelector('.event-card__emoji')).toBeNull();
  });

  it('tells a guest what they are bringing, with the Vegan / Vegetarian flag', async () => {
    const vegan = await render({
      ...base,
      myDish: { id: 'd', name: 'Chana Masala', isVegan: true, isVegetarian: true },
    });
    expect(vegan.textContent).toContain("You're bringing: Chana Masala (Vegan)");
    const veg = await render({ ...base, myDish: { id: 'd', name: 'Paneer', isVegan: false, isVegetarian: true } });
    expect(veg.textContent).toContain("You're bringing: Paneer (Vegetarian)");
    const plain = await render({ ...base, myDish: { id: 'd', name: 'Lamb', isVegan: false, isVegetarian: false } });
    expect(plain.textContent).toMatch(/You're bringing: Lamb$/);
  });

  it('marks the host with a Host badge', async () => {
    expect((await render({ ...base, role: 'host' })).textContent).toContain('Host');
  });

  it('fades past events and leaves out their planning bar', async () => {
    const el = await render(base, true);
    expect(el.querySelector('.event-card--past')).not.toBeNull();
    expect(el.querySelector('[role="progressbar"]')).toBeNull();
  });
});
