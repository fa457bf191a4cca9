import './dishes.css';
import { Link } from 'react-router-dom';
import type { DishCategory } from '@contracts/common.contract';
import type { EventDetail } from '@contracts/event.contract';
import { LinkButton } from '@/components/button';
import { Card, cardClassName } from '@/components/card';
import { IconPlus } from '@/components/icons';
import { cx } from '@/lib/cx';

interface Tile {
  label: string;
  /** The dish page's ?category= value. */
  param: 'appetizer' | 'main_dish' | 'side_dish' | 'dessert' | 'drinks';
  categories: DishCategory[];
  icon: string;
  /** Spec: Desserts reads 'Need more!' in red when there are none. */
  needMore?: boolean;
}

const TILES: Tile[] = [
  { label: 'Appetizers', param: 'appetizer', categories: ['appetizer'], icon: '🥟' },
  { label: 'Main Dishes', param: 'main_dish', categories: ['main_dish'], icon: '🍲' },
  { label: 'Side Dishes', param: 'side_dish', categories: ['side_dish'], icon: '🥗' },
  { label: 'Desserts', param: 'dessert', categories: ['dessert'], icon: '🍰', needMore: true },
  { label: 'Drinks', param: 'drinks', categories: ['soft_drinks', 'alcohol'], icon: '🥤' },
];

/** Event detail: how many dishes each course has, each tile opening the dish page on that filter. */
export function DishesByCategoryCard({ event }: { event: EventDetail }) {
  const base = `/events/${encodeURIComponent(event.id)}/dishes`;
  return (
    <Card as="section" className="dishes-by-category" aria-labelledby="dishes-by-category-title">
      <h2 id="dishes-by-category-title" className="card__title">
        Dishes by Category
      </h2>
      <ul className="dishes-by-category__tiles">
        {TILES.map((tile) => {
          const count = event.dishes.filter((d) => tile.categories.includes(d.category)).length;
          const short = tile.needMore && count === 0;
          return (
            <li key={tile.param}>
              <Link
                to={`${base}?category=${tile.param}`}
                aria-label={`${tile.label}: ${count} ${count === 1 ? 'dish' : 'dishes'}${short ? ', Need more!' : ''}`}
                className={cx(cardClassName({ tone: 'muted', interactive: true }), 'category-tile')}
              >
                <span className="category-tile__icon" aria-hidden="true">
                  {tile.icon}
                </span>
                <span className="category-tile__count">{count}</span>
                <span className="category-tile__label">{tile.label}</span>
                {short && <span className="category-tile__need">Need more!</span>}
              </Link>
            </li>
          );
        })}
      </ul>
      <LinkButton to={base} block variant="secondary" icon={<IconPlus />}>
        Add/View Dish
      </LinkButton>
    </Card>
  );
}
