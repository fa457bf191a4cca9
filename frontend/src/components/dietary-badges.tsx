import type { DishFlags } from '@contracts/dish.contract';
import { Badge } from './badge';

type Flags = DishFlags;

// The one table of dish badges (dish cards and the join page): short labels, each with an icon so colour is never
// the only signal, and the full name for screen readers.
const BADGES: { flag: keyof Flags; label: string; title: string; icon: string }[] = [
  { flag: 'isVegan', label: 'Vegan', title: 'Vegan', icon: '🌱' },
  { flag: 'isVegetarian', label: 'Veg', title: 'Vegetarian', icon: '🥕' },
  { flag: 'containsMeat', label: 'Meat', title: 'Contains meat', icon: '🍖' },
  { flag: 'isGlutenFree', label: 'GF', title: 'Gluten-free', icon: '🌾' },
  { flag: 'isDairyFree', label: 'DF', title: 'Dairy-free', icon: '🥛' },
  { flag: 'containsNuts', label: 'Nuts', title: 'Contains nuts', icon: '🥜' },
  { flag: 'isSpicy', label: 'Spicy', title: 'Spicy', icon: '🌶️' },
];

export function DietaryBadges({ dish }: { dish: Flags }) {
  const shown = BADGES.filter((b) => dish[b.flag]);
  if (shown.length === 0) return null;
  return (
    <ul className="dish-badges" aria-label="Dietary information">
      {shown.map((b) => (
        <li key={b.flag}>
          <Badge tone="outline" icon={<span aria-hidden="true">{b.icon}</span>}>
            {b.label === b.title ? (
              b.label
            ) : (
              <>
                <span aria-hidden="true">{b.label}</span>
                <span className="visually-hidden">{b.title}</span>
              </>
            )}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
