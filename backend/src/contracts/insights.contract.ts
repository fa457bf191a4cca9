// Responses of the planning help: GET /api/events/{id}/insights and GET /api/events/{id}/dish-suggestions.
// Types only; the deterministic engine that fills them lives in backend/src/insights/.
import type { DishCategory } from './common.contract';
import type { DishFlags } from './dish.rules';

export type InsightKind =
  | 'past_event'
  | 'no_rsvps'
  | 'allergen_warning'
  | 'food_quantity'
  | 'category_balance'
  | 'dietary_coverage'
  | 'dietary_conflict'
  | 'dietary_warning'
  | 'drinks_for_kids'
  | 'duplicate_dish'
  | 'all_covered';

/** 'high' needs action before the party (an allergen, too little food); 'info' is reassurance. */
export type InsightSeverity = 'high' | 'medium' | 'low' | 'info';

export interface InsightItem {
  kind: InsightKind;
  severity: InsightSeverity;
  /** The dish category the item is about, when it is about one. */
  category?: DishCategory;
  /** A plain sentence with the numbers it rests on. */
  message: string;
}

export interface EventInsights {
  /** The items' messages, most important first. */
  suggestions: string[];
  /** The same items in the same order, with what the UI needs to show their severity. */
  items: InsightItem[];
}

/** A catalogue dish worth bringing, with the flags the dish form takes as its prefilled values. */
export interface DishSuggestion extends DishFlags {
  name: string;
  description: string;
  category: DishCategory;
}
