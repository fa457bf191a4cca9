import { sentences } from './insight-say';
import type { Rule } from './insights-context';

/**
 * More dishes need the oven, an outlet or a fridge shelf at one time than the kitchen has: one item per stretch of
 * time (the kitchen module finds them and words them in the reader's language; see kitchen.rules).
 */
export const kitchenClashRule: Rule = ({ input }) =>
  (input.kitchen?.clashes ?? []).map(({ message }) => ({
    kind: 'kitchen_clash',
    severity: 'medium',
    say: sentences(message),
  }));
