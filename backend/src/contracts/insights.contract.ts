// Responses of the planning help: GET /api/events/{id}/insights and GET /api/events/{id}/dish-suggestions.
// Types only; the deterministic engine that fills them lives in backend/src/insights/.
import type { DishCategory } from './common.contract';
import type { DishFlags } from './dish.rules';
import type { INSIGHT_KINDS, INSIGHT_SEVERITIES } from './insights.rules';

export type InsightKind = (typeof INSIGHT_KINDS)[number];
export type InsightSeverity = (typeof INSIGHT_SEVERITIES)[number];

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
