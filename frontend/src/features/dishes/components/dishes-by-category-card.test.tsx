import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import type { DishCategory } from '@contracts/common.contract';
import { buildDish, buildEventDetail } from '@/test/data';
import { render } from '@/test/render';
import { DishesByCategoryCard } from './dishes-by-category-card';

const event = (categories: DishCategory[]) =>
  buildEventDetail({ id: 'ev1', dishes: categories.map((category) => buildDish({ category })) });

function tiles(container: HTMLElement) {
  return [...container.querySelectorAll<HTMLAnchorElement>('.category-tile')].map((a) => ({
    text: a.getAttribute('aria-label') ?? '',
    href: a.getAttribute('href'),
  }));
}

describe('DishesByCategoryCard', () => {
  it('counts per category, drinks being soft drinks plus alcohol, each tile linking to its filter', async () => {
    const { container, unmount } = await render(
      <MemoryRouter>
        <DishesByCategoryCard
          event={event([
            'appetizer',
            'main_dish',
            'main_dish',
            'soft_drinks',
            'alcohol',
            'alcohol',
            'dessert',
            'cutlery',
          ])}
        />
      </MemoryRouter>,
    );
    expect(tiles(container)).toEqual([
      { text: 'Appetizers: 1 dish', href: '/events/ev1/dishes?category=appetizer' },
      { text: 'Main Dishes: 2 dishes', href: '/events/ev1/dishes?category=main_dish' },
      { text: 'Side Dishes: 0 dishes', href: '/events/ev1/dishes?category=side_dish' },
      { text: 'Desserts: 1 dish', href: '/events/ev1/dishes?category=dessert' },
      { text: 'Drinks: 3 dishes', href: '/events/ev1/dishes?category=drinks' },
    ]);
    expect(container.textContent).not.toContain('Need more!');
    expect(container.querySelector('a[href="/events/ev1/dishes"]')?.textContent).toContain('Add/View Dish');
    unmount();
  });

  it("shows 'Need more!' on Desserts when there are none", async () => {
    const { container, unmount } = await render(
      <MemoryRouter>
        <DishesByCategoryCard event={event(['main_dish'])} />
      </MemoryRouter>,
    );
    const desserts = tiles(container).find((t) => t.text.includes('Desserts'));
    expect(desserts?.text).toBe('Desserts: 0 dishes, Need more!');
    expect(container.querySelector('.category-tile__need')?.textContent).toBe('Need more!');
    unmount();
  });
});

describe('DishesByCategoryCard with slots', () => {
  it('reads "Desserts 2 of 3", follows the slots for "Need more!" and lists what is still needed', async () => {
    const slotted = {
      ...event(['dessert', 'dessert', 'main_dish', 'main_dish', 'main_dish']),
      dishSlots: { dessert: 3, main_dish: 2, cutlery: 1 },
    };
    const { container, unmount } = await render(
      <MemoryRouter>
        <DishesByCategoryCard event={slotted} />
      </MemoryRouter>,
    );
    const t = tiles(container);
    expect(t.find((x) => x.text.startsWith('Desserts'))?.text).toBe('Desserts 2 of 3, Need more!');
    expect(t.find((x) => x.text.startsWith('Main'))?.text).toBe('Main Dishes 3 of 2');
    expect(t.find((x) => x.text.startsWith('Cutlery'))?.text).toBe('Cutlery & Supplies 0 of 1, Need more!');
    const needed = [...container.querySelectorAll<HTMLAnchorElement>('.still-needed__item')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(needed).toEqual([
      ['Desserts 2 of 3+ 1 more', '/events/ev1/dishes?add=dessert'],
      ['Cutlery & Supplies 0 of 1+ 1 more', '/events/ev1/dishes?add=cutlery'],
    ]);
    unmount();
  });
});
