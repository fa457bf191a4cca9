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

describe('DishCard contributor', () => {
  it('says who brings the dish only when the view names them (the host may hide the guest list)', async () => {
    const named = await render(<DishCard dish={buildDish({ name: 'Pavlova' })} onOpen={() => undefined} />);
    expect(named.container.textContent).toContain('Brought by Gus Guest');
    named.unmount();
    const dish = buildDish({ name: 'Pavlova' });
    const unnamed = await render(
      <DishCard
        dish={{ ...dish, contributor: { id: dish.contributorId, firstName: null, lastName: null, nickname: null } }}
        onOpen={() => undefined}
      />,
    );
    expect(unnamed.container.textContent).not.toContain('Brought by');
    expect(unnamed.container.textContent).not.toContain('Unknown User');
  });
});
