// The planning help's rules shared by both sides: its lists of values, no zod (the answer schemas in
// responses.contract.ts, their inferred types, the engine's order and the API document's enums all derive from them).

/** What an insight item is about, in the order items of one severity are listed: safety first, then feeding everyone, then polish. */
export const INSIGHT_KINDS = [
  'past_event',
  'no_rsvps',
  'allergen_warning',
  'food_quantity',
  'category_balance',
  'dietary_coverage',
  'dietary_conflict',
  'dietary_warning',
  'kitchen_clash',
  'jobs_uncovered',
  'drinks_for_kids',
  'duplicate_dish',
  'all_covered',
] as const;

/** Most urgent first: 'high' needs action before the party (an allergen, too little food); 'info' is reassurance. */
export const INSIGHT_SEVERITIES = ['high', 'medium', 'low', 'info'] as const;
