import { DISH_FLAG_TEXT, DISH_FLAGS, type DishFlag, type DishFlags } from '../contracts/dish.rules';
import { translator, type Translate } from '../i18n/catalogue';

/**
 * How a mark prints so that it reads in black and white: a warning ("contains" or "may contain") is a filled black
 * square with a white letter, a diet or "free of" mark an outlined circle with a black letter, always beside its words.
 */
export type MarkShape = 'warning' | 'diet';

export interface CardMark {
  shape: MarkShape;
  symbol: string;
  words: string;
}

/**
 * Per dish flag (the one list in the contracts): the mark when the flag is set and, for the "free of" flags, the
 * warning when it is not (a dish nobody marked gluten-free may contain gluten). The Record type makes a new flag a
 * compile error here until it has its mark.
 */
const MARKS: Record<
  DishFlag,
  { set: Omit<CardMark, 'words'>; unset?: Omit<CardMark, 'words'> & { key: string }; unlessVegan?: boolean }
> = {
  isVegan: { set: { shape: 'diet', symbol: 'VG' } },
  isVegetarian: { set: { shape: 'diet', symbol: 'V' } },
  containsMeat: { set: { shape: 'warning', symbol: 'M' } },
  isGlutenFree: {
    set: { shape: 'diet', symbol: 'GF' },
    unset: { shape: 'warning', symbol: 'G', key: 'buffetCards.mayContainGluten' },
  },
  isDairyFree: {
    set: { shape: 'diet', symbol: 'DF' },
    unset: { shape: 'warning', symbol: 'D', key: 'buffetCards.mayContainDairy' },
    unlessVegan: true,
  },
  containsNuts: { set: { shape: 'warning', symbol: 'N' } },
  isSpicy: { set: { shape: 'warning', symbol: 'S' } },
};

/** A dish's marks in the badges' order (what the dish is first, then what to watch for), worded in `t`'s language. */
export function cardMarks(dish: DishFlags, t: Translate = translator('en')): CardMark[] {
  return [...DISH_FLAGS]
    .sort((a, b) => DISH_FLAG_TEXT[a].badgeOrder - DISH_FLAG_TEXT[b].badgeOrder)
    .flatMap((flag): CardMark[] => {
      const mark = MARKS[flag];
      if (dish[flag]) return [{ ...mark.set, words: t(`dish.flag.${flag}`) }];
      if (!mark.unset || (mark.unlessVegan && dish.isVegan)) return [];
      const { key, ...unset } = mark.unset;
      return [{ ...unset, words: t(key) }];
    });
}
