import './dishes.css';
import { useEffect, useRef } from 'react';
import { cx } from '@/lib/cx';
import { DISH_FILTERS, filterLabel, type DishFilter } from '../dish-categories';
import { t } from '@/lib/i18n';

export interface DishFilterBarProps {
  value: DishFilter;
  onChange: (value: DishFilter) => void;
  /** Dishes per filter, shown beside each label. */
  counts: Record<DishFilter, number>;
  /** The host's slots per filter: the count then reads "2 of 3". */
  slots?: Partial<Record<DishFilter, number>>;
}

/** One row of chips that scrolls sideways on narrow phones; the pressed chip is the active filter. */
export function DishFilterBar({ value, onChange, counts, slots = {} }: DishFilterBarProps) {
  const barRef = useRef<HTMLDivElement>(null);
  // A preselected filter (?category=dessert) may sit off-screen at the row's end: centre it in the row,
  // scrolling only the row, never the page.
  useEffect(() => {
    const bar = barRef.current;
    const chip = bar?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!bar || !chip) return;
    // From the boxes on screen, so it holds in right-to-left rows too (where scrollLeft counts from the right).
    const barBox = bar.getBoundingClientRect();
    const chipBox = chip.getBoundingClientRect();
    bar.scrollLeft += chipBox.left + chipBox.width / 2 - (barBox.left + barBox.width / 2);
  }, [value]);

  return (
    <div ref={barRef} className="dish-filters" role="group" aria-label={t('dish.filter.label')}>
      {DISH_FILTERS.map((f) => (
        <button
          key={f.value}
          type="button"
          className={cx('dish-filters__chip', f.value === value && 'dish-filters__chip--active')}
          aria-pressed={f.value === value}
          onClick={() => onChange(f.value)}
        >
          {filterLabel(f.value)}
          {slots[f.value] !== undefined ? (
            <span
              className="dish-filters__count"
              aria-label={t('dish.filter.countOfNeededLabel', { count: counts[f.value], needed: slots[f.value] })}
            >
              {t('join.dishes.countOfNeeded', { count: counts[f.value], needed: slots[f.value] })}
            </span>
          ) : (
            <span className="dish-filters__count" aria-label={t('dish.filter.countLabel', { count: counts[f.value] })}>
              {counts[f.value]}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
