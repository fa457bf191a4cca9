import { afterEach, describe, expect, it } from 'vitest';
import { accessibleText, render, type Rendered } from '@/test/render';
import { buildDish } from '@/test/data';
import { DietaryBadges } from './dietary-badges';

// A dish with no dietary flags.
const none = buildDish();

let view: Rendered | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
});

describe('DietaryBadges', () => {
  it('shows every flag a dish carries, with its full name for screen readers', async () => {
    view = await render(
      <DietaryBadges
        dish={{ ...none, isVegetarian: true, isVegan: true, isGlutenFree: true, isDairyFree: true, containsNuts: true }}
      />,
    );
    const items = [...view.container.querySelectorAll('li')].map((li) => accessibleText(li));
    expect(items).toEqual(['Vegan', 'Vegetarian', 'Gluten-free', 'Dairy-free', 'Contains nuts']);
    expect(view.container.textContent).toContain('🥕');
  });

  it('renders nothing for a dish without flags', async () => {
    view = await render(<DietaryBadges dish={none} />);
    expect(view.container.innerHTML).toBe('');
  });
});
