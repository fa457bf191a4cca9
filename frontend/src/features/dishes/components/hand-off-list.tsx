import type { DishView } from '@contracts/dish.contract';
import { Button } from '@/components/button';
import { t } from '@/lib/i18n';
import { useHandOff } from '../api/hand-off';

/**
 * Beside what is still missing: the dishes offered by a cook who cannot come, each one tap from being taken over (its
 * cook may take the offer back). Nothing when none is offered. A dish is offered from its card on the dish page.
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
  const offered = dishes.filter((d) => d.offeredAt);
  if (offered.length === 0) return null;
  return (
    <div className="hand-off">
      <h3 className="still-needed__title">{t('handOff.title')}</h3>
      <p className="hand-off__intro">{t('handOff.intro')}</p>
      <ul className="hand-off__list">
        {offered.map((dish) => (
          <li key={dish.id} className="hand-off__item">
            <span className="hand-off__name">{dish.name}</span>
            {userId && <HandOffButton eventId={eventId} dish={dish} userId={userId} canOffer={false} named />}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The one hand-off step the reader may take on a dish: take over an offered dish (anyone but its cook), take one's
 * offer back, or (`canOffer`: its cook, or a host for them) offer it. Nothing when there is none.
 */
export function HandOffButton({
  eventId,
  dish,
  userId,
  canOffer,
  named = false,
}: {
  eventId: string;
  dish: DishView;
  userId: string;
  canOffer: boolean;
  /** Its label names the dish (in a list of several dishes; on the dish's own card the card says which). */
  named?: boolean;
}) {
  const handOff = useHandOff(eventId);
  const own = dish.contributorId === userId;
  const step = dish.offeredAt ? (own || canOffer ? 'keep' : 'take') : canOffer ? 'offer' : null;
  if (step === null) return null;
  const label = { offer: t('handOff.offer'), keep: t('handOff.keep'), take: t('handOff.take') }[step];
  const aria = !named
    ? undefined
    : {
        offer: t('handOff.offerLabel', { dish: dish.name }),
        keep: undefined,
        take: t('handOff.takeLabel', { dish: dish.name }),
      }[step];
  return (
    <Button
      className="hand-off__button"
      size="sm"
      variant={step === 'take' ? 'secondary' : 'ghost'}
      pending={handOff.isPending}
      pendingLabel={label}
      aria-label={aria}
      onClick={() => handOff.mutate({ dish, step })}
    >
      {label}
    </Button>
  );
}
