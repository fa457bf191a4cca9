import { dishFlagsOf } from '../contracts/dish.rules';
import type { DishSuggestion, EventInsights, InsightItem } from '../contracts/insights.contract';
import { displayName, type NamedUser } from '../contracts/user.rules';
import type { EventWithHost } from '../events/event-snapshot';
import type { RsvpWithUser } from '../rsvps/rsvps.queries';
import type { DishSuggestion as EngineSuggestion } from './engine/dish-suggester';
import type { Insights } from './engine/insights-engine';
import { dishText } from './engine/dish-catalogue-text';
import { PSEUDO_LOCALE } from '../contracts/locale.rules';
import type { ServerLocale } from '../i18n/catalogue';
import { pseudoText } from '../i18n/pseudo';
import type { InsightsDish, InsightsEvent, InsightsInput, InsightsRsvp } from './engine/insights-input';

/** The columns the insights input reads (rows of an event snapshot fit). */
export type InsightsEventRow = Pick<
  EventWithHost,
  'name' | 'theme' | 'date' | 'allowVegetarian' | 'allowVegan' | 'allowNonVegetarian' | 'dietaryNote'
>;
export type InsightsRsvpRow = Pick<
  RsvpWithUser,
  'status' | 'adultCount' | 'kidCount' | 'dietaryRestrictions' | 'allergies' | 'waitlistedAt'
> & { user: NamedUser | null };
export type InsightsDishRow = Omit<InsightsDish, 'contributorName'> & { contributor: NamedUser | null };

export function toInsightsEvent(event: InsightsEventRow): InsightsEvent {
  return {
    name: event.name,
    theme: event.theme,
    date: event.date,
    allowVegetarian: event.allowVegetarian,
    allowVegan: event.allowVegan,
    allowNonVegetarian: event.allowNonVegetarian,
    dietaryNote: event.dietaryNote,
  };
}

/** Allergies are read with the restrictions: a nut allergy matters wherever it is written. */
export function toInsightsRsvp(rsvp: InsightsRsvpRow): InsightsRsvp {
  const notes = [rsvp.dietaryRestrictions, rsvp.allergies].map((t) => t?.trim()).filter((t): t is string => !!t);
  return {
    status: rsvp.status,
    adultCount: rsvp.adultCount,
    kidCount: rsvp.kidCount,
    dietaryRestrictions: notes.length ? notes.join('; ') : null,
    guestName: displayName(rsvp.user),
  };
}

export function toInsightsDish(dish: InsightsDishRow): InsightsDish {
  return {
    name: dish.name,
    category: dish.category,
    servingSize: dish.servingSize,
    ...dishFlagsOf(dish),
    contributorName: displayName(dish.contributor),
  };
}

export function toInsightsInput(
  event: InsightsEventRow,
  rsvps: InsightsRsvpRow[],
  dishes: InsightsDishRow[],
  now: Date,
): InsightsInput {
  // Waitlisted guests have no place (yet): planning counts only those coming.
  const coming = rsvps.filter((r) => !r.waitlistedAt);
  return { event: toInsightsEvent(event), rsvps: coming.map(toInsightsRsvp), dishes: dishes.map(toInsightsDish), now };
}

export function toEventInsights(insights: Insights): EventInsights {
  const items = insights.items.map((item): InsightItem => ({
    kind: item.kind,
    severity: item.severity,
    ...(item.category ? { category: item.category } : {}),
    message: item.message,
  }));
  return { suggestions: items.map((i) => i.message), items };
}

/** The engine's suggestion as the API answers it: its name, description, category and flags, nothing more. */
export function toDishSuggestion({ name, description, category, ...dish }: EngineSuggestion): DishSuggestion {
  return { name, description, category, ...dishFlagsOf(dish) };
}

/**
 * A suggestion in the reader's language: its name (what the dish form is prefilled with, so a dish picked from it
 * is signed up as the reader saw it) and its description; category and flags stay. The pseudo-locale accents the
 * English, as it does every message.
 */
export function dishSuggestionIn(s: DishSuggestion, locale: ServerLocale): DishSuggestion {
  if (locale === PSEUDO_LOCALE)
    return { ...s, name: `⟦${pseudoText(s.name)}⟧`, description: `⟦${pseudoText(s.description)}⟧` };
  return { ...s, ...dishText(s, locale) };
}
