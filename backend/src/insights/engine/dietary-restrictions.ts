import { type InsightsRsvp } from './insights-input';

export type DietaryTag =
  | 'vegetarian'
  | 'vegan'
  | 'gluten_free'
  | 'dairy_free'
  | 'nut_allergy'
  | 'halal'
  | 'kosher'
  | 'no_pork'
  | 'no_alcohol'
  | 'mild';

export const DIETARY_TAGS: readonly DietaryTag[] = [
  'vegetarian',
  'vegan',
  'gluten_free',
  'dairy_free',
  'nut_allergy',
  'halal',
  'kosher',
  'no_pork',
  'no_alcohol',
  'mild',
];

// Loose on purpose: guests write "veggie", "celiac", "allergic to peanuts", "lactose intolerant".
// Restrictions no dish flag can check (eggs, shellfish, soy) are not recognised.
const PATTERNS: ReadonlyArray<readonly [DietaryTag, RegExp]> = [
  ['vegan', /\bvegan\b|\bplant[- ]?based\b/],
  [
    'vegetarian',
    /\bvegetarians?\b|\bveggies?\b|\bveg\b|\bno meat\b|\bmeat[- ]?free\b|\bpesc[ae]tarian\b|\blacto[- ]?ovo\b/,
  ],
  ['gluten_free', /\bgluten\b|\bc[o]?eliac\b|\bwheat\b|\bgf\b/],
  ['dairy_free', /\bdairy\b|\blactose\b|\bmilk\b/],
  [
    'nut_allergy',
    /\bnuts?\b|\bnut[- ]free\b|\bpeanuts?\b|\btree[- ]?nuts?\b|\balmonds?\b|\bcashews?\b|\bwalnuts?\b|\bpecans?\b|\bhazelnuts?\b|\bpistachios?\b/,
  ],
  ['halal', /\bhalal\b/],
  ['kosher', /\bkosher\b/],
  ['no_pork', /\bpork\b/],
  ['no_alcohol', /\balcohol\b|\bsober\b|\bteetotal\w*|\bdon'?t drink\b|\bno drinking\b|\bpregnan\w*/],
  ['mild', /\bmild\b|\bspicy\b|\bspices?\b/],
];

// "Non-vegetarian" and "not vegan" say the opposite of the word they contain.
const NEGATED = /\bnon[- ]?veg\w*|\bnot (?:a )?veg\w*|\beats? meat\b/g;

export function parseDietaryRestrictions(text: string | null): Set<DietaryTag> {
  const tags = new Set<DietaryTag>();
  if (!text) return tags;
  const normalised = text
    .toLowerCase()
    .replace(/\u2019/g, "'")
    .replace(NEGATED, ' ');
  for (const [tag, pattern] of PATTERNS) {
    if (pattern.test(normalised)) tags.add(tag);
  }
  return tags;
}

export function avoidsPork(tags: ReadonlySet<DietaryTag>): boolean {
  return tags.has('halal') || tags.has('kosher') || tags.has('no_pork');
}

export function avoidsAlcohol(tags: ReadonlySet<DietaryTag>): boolean {
  return tags.has('halal') || tags.has('no_alcohol');
}

export interface RestrictionCounts {
  /** Attending people (adults + kids of the RSVP) whose restrictions mention each tag. */
  byTag: Record<DietaryTag, number>;
  /** Vegetarian or vegan: vegans eat vegetarian food too, and are counted once. */
  meatFree: number;
  avoidPork: number;
  avoidAlcohol: number;
}

// A family RSVP says "vegetarian" for everyone on it, so the whole RSVP counts.
export function countRestrictions(rsvps: readonly InsightsRsvp[]): RestrictionCounts {
  const byTag = Object.fromEntries(DIETARY_TAGS.map((t) => [t, 0])) as Record<DietaryTag, number>;
  let meatFree = 0;
  let avoidPork = 0;
  let avoidAlcohol = 0;
  for (const r of rsvps) {
    if (r.status !== 'attending') continue;
    const tags = parseDietaryRestrictions(r.dietaryRestrictions);
    if (tags.size === 0) continue;
    const people = Math.max(0, Math.floor(r.adultCount)) + Math.max(0, Math.floor(r.kidCount));
    for (const t of tags) byTag[t] += people;
    if (tags.has('vegetarian') || tags.has('vegan')) meatFree += people;
    if (avoidsPork(tags)) avoidPork += people;
    if (avoidsAlcohol(tags)) avoidAlcohol += people;
  }
  return { byTag, meatFree, avoidPork, avoidAlcohol };
}

const PORK_WORDS =
  /\b(?:pork|bacon|ham|sausages?|pepperoni|prosciutto|chorizo|salami|pancetta|lardons?|carnitas|al pastor|char siu|spare ?ribs|hot ?dogs?|bratwursts?|pigs? in (?:a )?blankets?)\b/i;

// Dishes have no pork flag, so the name is the only clue.
export function mentionsPork(text: string): boolean {
  return PORK_WORDS.test(text);
}
