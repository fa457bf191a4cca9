import './dishes.css';
import { useState, type ReactNode } from 'react';
import type { DishView } from '@contracts/dish.contract';
import { isOwnImagePath } from '@contracts/dish.rules';
import { displayName, hasName } from '@contracts/user.rules';
import { Badge } from '@/components/badge';
import { useDishPhotoSlots } from '@/components/photo-slots';
import { isPendingDish } from '../api/dish-cache';
import { categoryLabel, defaultDishImage } from '../dish-categories';
import { DietaryBadges } from '@/components/dietary-badges';
import { t } from '@/lib/i18n';

export interface DishCardProps {
  dish: DishView;
  /** Opens the dish form (edit, or read-only for people who may not change it). */
  onOpen: (dish: DishView) => void;
  /** The card is in view as the page opens (the list's first): its picture loads at once, ahead of the others. */
  eager?: boolean;
  /** More for the card's foot, from the screen that shows it (a link to print the dish's buffet card). */
  footer?: ReactNode;
}

export function DishCard({ dish, onOpen, eager = false, footer }: DishCardProps) {
  const pending = isPendingDish(dish);
  const photoSlots = useDishPhotoSlots();
  return (
    // The id is where a buffet card's QR code leads (…/dishes#dish-<id>).
    <article id={`dish-${dish.id}`} className="card card--flush dish-card" aria-busy={pending || undefined}>
      {photoSlots?.cardPhoto(dish) ?? <DishImage dish={dish} eager={eager} />}
      <div className="dish-card__body">
        <div className="split dish-card__top">
          <h3 className="dish-card__name">
            {/* The whole card is the tap target (stretched button); a dish not yet on the server cannot be edited. */}
            <button type="button" className="dish-card__open" onClick={() => onOpen(dish)} disabled={pending}>
              {dish.name}
            </button>
          </h3>
          <Badge tone="accent">{categoryLabel(dish.category)}</Badge>
        </div>
        <p className="dish-card__by">
          {/* Without a name when the host hides the guest list from guests. */}
          {hasName(dish.contributor) && t('dish.card.broughtBy', { name: displayName(dish.contributor) })}
          {pending && <span className="dish-card__pending"> · {t('dish.card.waitingToSync')}</span>}
        </p>
        {/* Offered by its cook to another guest: it counts as missing until someone takes it over. */}
        {dish.offeredAt && (
          <Badge tone="outline" className="dish-card__offered">
            {t('handOff.title')}
          </Badge>
        )}
        <DietaryBadges dish={dish} />
        <p className="dish-card__serving">{servingText(dish.servingSize)}</p>
        {dish.description && <p className="dish-card__description">{dish.description}</p>}
        {dish.recipeLink && (
          <a className="dish-card__recipe" href={dish.recipeLink} target="_blank" rel="noopener noreferrer nofollow">
            {t('dish.card.viewRecipe')}
            <span className="visually-hidden">{t('dish.card.viewRecipeFor', { name: dish.name })}</span>
          </a>
        )}
        {!pending && footer}
      </div>
    </article>
  );
}

/** The dish's own picture, or the category illustration when it has none or it fails to load. */
function DishImage({ dish, eager }: { dish: DishView; eager: boolean }) {
  const fallback = defaultDishImage(dish.category);
  const [failed, setFailed] = useState<readonly string[]>([]);
  // Only our own pictures (a dish kept offline from before the rule may still carry another host's address).
  const own = dish.imageUrl && isOwnImagePath(dish.imageUrl) && !failed.includes(dish.imageUrl) ? dish.imageUrl : null;
  const src = own ?? fallback;
  // Offline before the illustrations were cached: a plain tinted block rather than a broken-image icon.
  if (failed.includes(src)) return <div className="dish-card__image" aria-hidden="true" />;
  return (
    <img
      className="dish-card__image"
      src={src}
      // The illustration is decorative; a contributor's photo shows the dish itself.
      alt={own ? dish.name : ''}
      width={320}
      height={160}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed((f) => [...f, src])}
    />
  );
}

function servingText(size: string | null): string {
  if (!size) return t('dish.card.noServingSize');
  // "Serves 8" needs no prefix; "8 people" reads better as "Serves: 8 people".
  return /^serves?\b/i.test(size) ? size : t('dish.card.serves', { size });
}
