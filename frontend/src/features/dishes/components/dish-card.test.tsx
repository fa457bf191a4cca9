import { describe, expect, it } from 'vitest';
import { buildDish } from '@/test/data';
import { render } from '@/test/render';
import { DishCard } from './dish-card';

async function pictureOf(imageUrl: string | null) {
  const { container, unmount } = await render(
    <DishCard dish={buildDish({ name: 'Pavlova', category: 'dessert', imageUrl })} onOpen={() => undefined} />,
  );
  const src = container.querySelector('img')?.getAttribute('src');
  unmount();
  return src;
}

describe('DishCard picture', () => {
  it("shows the dish's own picture from this app, else the category picture", async () => {
    expect(await pictureOf('/images/dishes/side_dish.svg')).toBe('/images/dishes/side_dish.svg');
    expect(await pictureOf(null)).toBe('/images/dishes/dessert.svg');
  });

  it('never loads a picture from another host (a dish kept from before the rule)', async () => {
    expect(await pictureOf('https://tracker.example/p.png')).toBe('/images/dishes/dessert.svg');
    expect(await pictureOf('//tracker.example/p.png')).toBe('/images/dishes/dessert.svg');
  });
});
