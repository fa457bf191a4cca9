import { DISH_BADGES, DISH_FLAG_NAMES, type DishFlags } from '@contracts/dish.rules';
import { t, type MessageKey } from '@/lib/i18n';
import { Badge } from './badge';

export function DietaryBadges({ dish }: { dish: DishFlags }) {
  const shown = DISH_BADGES.filter((b) => dish[b.flag]);
  if (shown.length === 0) return null;
  return (
    <ul className="dish-badges" aria-label={t('join.dish.dietaryInfo')}>
      {shown.map((b) => (
        <li key={b.flag}>
          <Badge tone="outline" icon={<span aria-hidden="true">{b.icon}</span>}>
            {b.label === DISH_FLAG_NAMES[b.flag] ? (
              t(`dish.badge.${b.flag}` as MessageKey)
            ) : (
              <>
                <span aria-hidden="true">{t(`dish.badge.${b.flag}` as MessageKey)}</span>
                <span className="visually-hidden">{t(`dish.flag.${b.flag}` as MessageKey)}</span>
              </>
            )}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
