import type { DishView } from '@contracts/dish.contract';
import { Button } from '@/components/button';
import { t } from '@/lib/i18n';
import { useHandOff } from '../api/hand-off';

/**
 * Beside what is still missing: the dishes offered by a cook who cannot come, each one tap from being taken over
 * (its cook may take the offer back), and the reader's own dishes, each with the way to offer it.
 */
export function HandOffList({
  eventId,
  dishes,
  userId,
}: {
  eventId: string;
  dishes: readonly DishView[];
  userId: string | null;
}) {
  const handOff = useHandOff(eventId);
  if (!userId) return null;
  const offered = dishes.filter((d) => d.offeredAt);
  const mine = dishes.filter((d) => !d.offeredAt && d.contributorId === userId);
  const busy = (dishId: string) => handOff.isPending && handOff.variables?.dish.id === dishId;
  return (
    <>
      {offered.length > 0 && (
        <div className="hand-off">
          <h3 className="still-needed__title">{t('handOff.title')}</h3>
          <p className="hand-off__intro">{t('handOff.intro')}</p>
          <ul className="hand-off__list">
            {offered.map((dish) => (
              <li key={dish.id} className="hand-off__item">
                <span className="hand-off__name">{dish.name}</span>
                {dish.contributorId === userId ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    pending={busy(dish.id)}
                    pendingLabel={t('handOff.keep')}
                    onClick={() => handOff.mutate({ dish, step: 'keep' })}
                  >
                    {t('handOff.keep')}
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    pending={busy(dish.id)}
                    pendingLabel={t('handOff.take')}
                    aria-label={t('handOff.takeLabel', { dish: dish.name })}
                    onClick={() => handOff.mutate({ dish, step: 'take' })}
                  >
                    {t('handOff.take')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {mine.map((dish) => (
        <Button
          key={dish.id}
          variant="ghost"
          size="sm"
          block
          pending={busy(dish.id)}
          pendingLabel={t('handOff.offer')}
          aria-label={t('handOff.offerLabel', { dish: dish.name })}
          onClick={() => handOff.mutate({ dish, step: 'offer' })}
        >
          {t('handOff.offer')}
        </Button>
      ))}
    </>
  );
}
