import type { DishFlags } from '@contracts/dish.rules';
import { Badge } from './badge';

type Flags = DishFlags;

/** The full name of each dish flag: the dish form's checkboxes and what screen readers hear on a badge. */
export const DISH_FLAG_NAMES: Record<keyof Flags, string> = {
  isVegetarian: 'Vegetarian',
  isVegan: 'Vegan',
  isGlutenFree: 'Gluten-free',
  isDairyFree: 'Dairy-free',
  containsNuts: 'Contains nuts',
  isSpicy: 'Spicy',
  containsMeat: 'Contains meat',
};

// The one table of dish badges (dish cards and the join page): short labels, each with an icon so colour is never
// the only signal, and the full name for screen readers.
const BADGES: { flag: keyof Flags; label: string; icon: string }[] = [
  { flag: 'isVegan', label: 'Vegan', icon: '🌱' },
  { flag: 'isVegetarian', label: 'Veg', icon: '🥕' },
  { flag: 'containsMeat', label: 'Meat', icon: '🍖' },
  { flag: 'isGlutenFree', label: 'GF', icon: '🌾' },
  { flag: 'isDairyFree', label: 'DF', icon: '🥛' },
  { flag: 'containsNuts', label: 'Nuts', icon: '🥜' },
  { flag: 'isSpicy', label: 'Spicy', icon: '🌶️' },
];

export function DietaryBadges({ dish }: { dish: Flags }) {
  const shown = BADGES.filter((b) => dish[b.flag]);
  if (shown.length === 0) return null;
  return (
    <ul className="dish-badges" aria-label="Dietary information">
      {shown.map((b) => (
        <li key={b.flag}>
          <Badge tone="outline" icon={<span aria-hidden="true">{b.icon}</span>}>
            {b.label === DISH_FLAG_NAMES[b.flag] ? (
              b.label
            ) : (
              <>
                <span aria-hidden="true">{b.label}</span>
                <span className="visually-hidden">{DISH_FLAG_NAMES[b.flag]}</span>
              </>
            )}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
