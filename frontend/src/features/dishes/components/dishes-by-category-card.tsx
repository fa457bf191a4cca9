import './dishes.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { EventDetail } from '@contracts/event.contract';
import { LinkButton } from '@/components/button';
import { cardClassName, SectionCard } from '@/components/card';
import { IconPlus } from '@/components/icons';
import {
  categoryForGroup,
  slotGroupOf,
  slotProgress,
  type SlotGroup,
  type SlotProgress,
} from '@contracts/planning.rules';
import { StillNeeded } from '@/components/still-needed';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';

interface Tile {
  /** The category group, also the dish page's ?category= value. */
  param: SlotGroup;
  icon: string;
  /** Spec: Desserts reads 'Need more!' in red when there are none. */
  needMore?: boolean;
}

const TILES: Tile[] = [
  { param: 'appetizer', icon: '🥟' },
  { param: 'main_dish', icon: '🍲' },
  { param: 'side_dish', icon: '🥗' },
  { param: 'dessert', icon: '🍰', needMore: true },
  { param: 'drinks', icon: '🥤' },
];
// Shown only when the host asked for cutlery and supplies.
const CUTLERY_TILE: Tile = { param: 'cutlery', icon: '🍴' };

/** The dish page's add form, opened on the category a slot still needs. */
export const addDishLink = (eventId: string, p: Pick<SlotProgress, 'group'>) =>
  `/events/${encodeURIComponent(eventId)}/dishes?add=${categoryForGroup(p.group)}`;

/** Event detail: how many dishes each course has, each tile opening the dish page on that filter. */
export function DishesByCategoryCard({
  event,
  children,
}: {
  event: Pick<EventDetail, 'id' | 'dishes' | 'dishSlots'>;
  /** Beside what is still missing: the dishes up for grabs (HandOffList), from the screen. */
  children?: ReactNode;
}) {
  const base = `/events/${encodeURIComponent(event.id)}/dishes`;
  const progress = slotProgress(event.dishSlots ?? null, event.dishes);
  const byGroup = new Map(progress.map((p) => [p.group, p]));
  const tiles = event.dishSlots?.cutlery !== undefined ? [...TILES, CUTLERY_TILE] : TILES;
  return (
    <SectionCard titleId="dishes-by-category-title" title={t('dish.byCategory.title')} className="dishes-by-category">
      <ul className="dishes-by-category__tiles">
        {tiles.map((tile) => {
          const label = t(`slot.${tile.param}`);
          // A dish offered to another guest counts as missing until someone takes it over.
          const count = event.dishes.filter((d) => !d.offeredAt && slotGroupOf(d.category) === tile.param).length;
          const slot = byGroup.get(tile.param);
          const needed = slot?.needed ?? null;
          // With a slot, "Need more!" follows it; without, Desserts with none (the default rule).
          const short = needed !== null ? count < needed : !!tile.needMore && count === 0;
          return (
            <li key={tile.param}>
              <Link
                to={`${base}?category=${tile.param}`}
                aria-label={t('dish.byCategory.tileLabel', {
                  text:
                    needed !== null && slot
                      ? t('event.card.slotOfNeeded', { label, have: slot.have, needed })
                      : t('dish.byCategory.count', { label, count }),
                  short: short ? 'yes' : 'no',
                })}
                className={cx(cardClassName({ tone: 'muted', interactive: true }), 'category-tile')}
              >
                <span className="category-tile__icon" aria-hidden="true">
                  {tile.icon}
                </span>
                <span className="category-tile__count">
                  {needed !== null ? t('join.dishes.countOfNeeded', { count, needed }) : count}
                </span>
                <span className="category-tile__label">{label}</span>
                {short && <span className="category-tile__need">{t('dish.byCategory.needMore')}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
      <StillNeeded progress={progress} linkFor={(p) => addDishLink(event.id, p)} />
      {children}
      <LinkButton to={base} block variant="secondary" icon={<IconPlus />}>
        {t('dish.byCategory.addView')}
      </LinkButton>
    </SectionCard>
  );
}
