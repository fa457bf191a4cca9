import type { RestrictionCount } from '../../contracts/event.contract';
import { KNOWN_RESTRICTION_NAMES, type FlagRestriction } from '../../contracts/dish.rules';
import { parseDietaryRestrictions } from '../../insights/engine/dietary-restrictions';
import { DIETARY_MIN_PEOPLE } from './visibility-policy';

/** The restrictions a dish flag speaks to: the only ones other guests learn of, and only as counts. */
export const KNOWN_RESTRICTIONS: readonly FlagRestriction[] = KNOWN_RESTRICTION_NAMES;

/** How the counts read in the API's `restriction` (for pages that do not know `known` yet). */
const WORDS: Record<FlagRestriction, string> = {
  vegetarian: 'vegetarian',
  vegan: 'vegan',
  gluten_free: 'gluten-free',
  dairy_free: 'dairy-free',
  nut_allergy: 'nut allergy',
  mild: 'mild food',
};

export interface DietaryAnswer {
  status: string;
  dietaryRestrictions: string | null;
  allergies: string | null;
}

/** The known restrictions one answer speaks of (its dietary text and its allergies). */
export function knownRestrictionsOf(answer: Omit<DietaryAnswer, 'status'>): Set<FlagRestriction> {
  const tags = parseDietaryRestrictions([answer.dietaryRestrictions, answer.allergies].filter(Boolean).join('; '));
  return new Set(KNOWN_RESTRICTIONS.filter((r) => tags.has(r)));
}

/**
 * What guests who do not manage the event learn of everyone's dietary needs: per known restriction, how many Going
 * and Maybe answers speak of it, only when at least DIETARY_MIN_PEOPLE do; never the text, never whose.
 */
export function sharedRestrictionCounts(answers: readonly DietaryAnswer[]): RestrictionCount[] {
  const counts = new Map<FlagRestriction, number>();
  for (const a of answers) {
    if (a.status === 'not_attending') continue;
    for (const r of knownRestrictionsOf(a)) counts.set(r, (counts.get(r) ?? 0) + 1);
  }
  return KNOWN_RESTRICTIONS.filter((r) => (counts.get(r) ?? 0) >= DIETARY_MIN_PEOPLE)
    .map((r) => ({ restriction: WORDS[r], known: r, guests: counts.get(r)! }))
    .sort((a, b) => b.guests - a.guests);
}

/**
 * An answer's dietary text as readers who do not manage the event may have it counted (insight sentences shared by
 * every guest): only the known restrictions at least DIETARY_MIN_PEOPLE answers share, in plain words; null when
 * none. So no sentence a guest reads rests on one person's need or on words they typed.
 */
export function sharedDietaryText(answers: readonly DietaryAnswer[]): (answer: DietaryAnswer) => string | null {
  const shared = new Set(sharedRestrictionCounts(answers).map((c) => c.known));
  return (answer) => {
    const words = [...knownRestrictionsOf(answer)].filter((r) => shared.has(r)).map((r) => WORDS[r]);
    return words.length > 0 ? words.join(', ') : null;
  };
}
