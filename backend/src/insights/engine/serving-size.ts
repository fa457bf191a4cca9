import { type DishCategory } from './insights-input';

export interface ParsedServingSize {
  servings: number;
  estimated: boolean;
}

// Typical potluck portions when the contributor left the size blank or wrote something we can't read
// ("a big tray"). Cutlery feeds nobody, so it counts as 0 servings.
export const DEFAULT_SERVINGS: Readonly<Record<DishCategory, number>> = {
  appetizer: 10,
  main_dish: 8,
  side_dish: 8,
  dessert: 10,
  soft_drinks: 12,
  alcohol: 12,
  cutlery: 0,
};

// Anything above this is more likely a typo (or a year) than a real headcount.
export const MAX_PLAUSIBLE_SERVINGS = 200;

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
};

// A number, an optional range ("8-10", "8 to 10", "8 or 10") and an optional "dozen".
const QTY = String.raw`(\d+(?:\.\d+)?)(?:\s*(?:-|to|or)\s*(\d+(?:\.\d+)?))?(\s*dozen)?`;
const CUE_BEFORE = new RegExp(
  String.raw`(?<![a-z])(?:serves|serving|feeds|feeding|for|makes|yields?)\s*(?:about|around|approx\.?|approximately|roughly|up to|~)?\s*` +
    QTY,
);
const CUE_AFTER = new RegExp(
  QTY +
    String.raw`\s*\+?\s*-?\s*(?:people|persons?|ppl|pax|guests?|adults?|servings?|portions?|pcs|pc|pieces?|plates?|cans?)(?![a-z])`,
);
const BARE = new RegExp(QTY);
// Weights, volumes and containers say how much food there is, not how many it feeds.
const MEASURE = new RegExp(
  String.raw`(?<![a-z])(?:lbs?|pounds?|kgs?|kilos?|kilograms?|g|grams?|oz|ounces?|l|liters?|litres?|ml|gallons?|qt|quarts?|pints?|cups?|trays?|pans?|pots?|bowls?|box|boxes|bags?|bottles?|jugs?|platters?|loaf|loaves|packs?|cases?|batch|batches|pies?|cakes?|sheets?|tins?)(?![a-z])`,
);

/**
 * Reads a free-text serving size ("serves 8", "8-10", "2 dozen", "12 pcs") as a number of servings.
 * A range counts as its lower bound: under-promising food is safer than running out.
 * Unreadable or empty text falls back to DEFAULT_SERVINGS for the category, flagged as estimated.
 */
export function parseServingSize(text: string | null, category: DishCategory = 'main_dish'): ParsedServingSize {
  const fallback: ParsedServingSize = { servings: DEFAULT_SERVINGS[category], estimated: true };
  if (!text || !text.trim()) return fallback;

  const normalised = text
    .toLowerCase()
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\b([a-z]+)\b/g, (word) => (word in NUMBER_WORDS ? String(NUMBER_WORDS[word]) : word))
    .replace(/\bhalf\s+(?:a\s+)?dozen\b/g, '6')
    .replace(/\ba\s+dozen\b/g, '12')
    .replace(/(?<!\d\s*)\bdozen\b/g, '12');

  const match =
    CUE_BEFORE.exec(normalised) ??
    CUE_AFTER.exec(normalised) ??
    (MEASURE.test(normalised) ? null : BARE.exec(normalised));
  if (!match) return fallback;

  const lowerBound = Number(match[1]);
  const servings = match[3] ? lowerBound * 12 : lowerBound;
  if (!Number.isFinite(servings) || servings <= 0 || servings > MAX_PLAUSIBLE_SERVINGS) return fallback;
  return { servings, estimated: false };
}
