import { DISH_FLAG_PRINT_MARKS, DISH_FLAG_TEXT, DISH_FLAGS, type DishFlags } from '../contracts/dish.rules';
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

/** A dish's marks in the badges' order (what the dish is first, then what to watch for), worded in `t`'s language. */
export function cardMarks(dish: DishFlags, t: Translate = translator('en')): CardMark[] {
  return [...DISH_FLAGS]
    .sort((a, b) => DISH_FLAG_TEXT[a].badgeOrder - DISH_FLAG_TEXT[b].badgeOrder)
    .flatMap((flag): CardMark[] => {
      const mark = DISH_FLAG_PRINT_MARKS[flag];
      if (dish[flag]) return [{ ...mark.set, words: t(`dish.flag.${flag}`) }];
      if (!mark.unset || (mark.unlessAlso && dish[mark.unlessAlso])) return [];
      const { key, ...unset } = mark.unset;
      return [{ ...unset, words: t(key) }];
    });
}
