import { DISH_BADGES, DISH_FLAG_NAMES, type DishFlags } from '@contracts/dish.rules';
import { Badge } from './badge';

export function DietaryBadges({ dish }: { dish: DishFlags }) {
  const shown = DISH_BADGES.filter((b) => dish[b.flag]);
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
