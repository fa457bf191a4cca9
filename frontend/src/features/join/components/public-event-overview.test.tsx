// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { PublicEvent } from '@contracts/event.contract';
import { MemoryRouter } from 'react-router-dom';
import { render } from '@/test/render';
import { PublicEventOverview } from './public-event-overview';

const event: PublicEvent = {
  id: 'e1',
  name: 'Parish supper',
  description: null,
  theme: null,
  date: '2030-06-01T18:00:00.000Z',
  timeZone: 'UTC',
  location: null,
  hostName: 'Hana Host',
  allowNonVegetarian: true,
  allowVegetarian: true,
  allowVegan: true,
  dietaryNote: null,
  dishSlots: { dessert: 30, side_dish: 2 },
  capacity: null,
  answersCloseAt: null,
  questions: [],
  placesLeft: null,
  dishes: [],
  jobsNeeded: [],
};

describe('PublicEventOverview', () => {
  it('sums up a long dish list by course, with what is still needed, and names no dish', async () => {
    const { container } = await render(
      <MemoryRouter>
        <PublicEventOverview event={{ ...event, dishCounts: { main_dish: 25, dessert: 14, soft_drinks: 1 } }} />
      </MemoryRouter>,
    );
    const text = container.textContent ?? '';
    expect(text).toContain("40 dishes are signed up. You'll see each one once you've answered.");
    expect([...container.querySelectorAll('.dish-group__title')].map((h) => h.textContent)).toEqual([
      'Main Dishes (25)',
      'Desserts 14 of 30',
      'Drinks (1)',
    ]);
    expect(container.querySelectorAll('.public-dish')).toHaveLength(0);
    // Still needed: the desserts and sides the slots ask for, from the counts.
    expect(text).toMatch(/Side Dishes.*2 more/);
    expect(text).toMatch(/Desserts.*16 more/);
  });

  it('lists a short dish list one by one, as before', async () => {
    const dish = {
      id: 'd1',
      name: 'Gulab jamun',
      category: 'dessert' as const,
      description: null,
      servingSize: null,
      contributorName: 'Gus',
      isVegetarian: true,
      isVegan: false,
      isGlutenFree: false,
      isDairyFree: false,
      containsNuts: false,
      isSpicy: false,
      containsMeat: false,
      offered: false,
    };
    const { container } = await render(
      <MemoryRouter>
        <PublicEventOverview event={{ ...event, dishes: [dish] }} />
      </MemoryRouter>,
    );
    expect(container.querySelectorAll('.public-dish')).toHaveLength(1);
    expect(container.textContent).toContain('Gulab jamun');
    expect(container.textContent).not.toContain('signed up. You');
  });
});
