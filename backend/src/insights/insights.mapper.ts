import { dishFlagsOf } from '../contracts/dish.rules';
import type { DishSuggestion, EventInsights, InsightItem } from '../contracts/insights.contract';
import { displayName, type NamedUser } from '../contracts/user.rules';
import type { EventWithHost } from '../events/events.service';
import type { RsvpWithUser } from '../rsvps/rsvps.queries';
import type { DishSuggestion as EngineSuggestion } from './engine/dish-suggester';
import type { Insights } from './engine/planning-engine';
import type { PlanningDish, PlanningEvent, PlanningInput, PlanningRsvp } from './engine/planning-input';

/** The columns the planning input reads (rows of an event snapshot fit). */
export type PlanningEventRow = Pick<
  EventWithHost,
  'name' | 'theme' | 'date' | 'allowVegetarian' | 'allowVegan' | 'allowNonVegetarian' | 'dietaryNote'
>;
export type PlanningRsvpRow = Pick<
  RsvpWithUser,
  'status' | 'adultCount' | 'kidCount' | 'dietaryRestrictions' | 'allergies' | 'waitlistedAt'
> & { user: NamedUser | null };
export type PlanningDishRow = Omit<PlanningDish, 'contributorName'> & { contributor: NamedUser | null };

export function toPlanningEvent(event: PlanningEventRow): PlanningEvent {
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
export function toPlanningRsvp(rsvp: PlanningRsvpRow): PlanningRsvp {
  const notes = [rsvp.dietaryRestrictions, rsvp.allergies].map((t) => t?.trim()).filter((t): t is string => !!t);
  return {
    status: rsvp.status,
    adultCount: rsvp.adultCount,
    kidCount: rsvp.kidCount,
    dietaryRestrictions: notes.length ? notes.join('; ') : null,
    guestName: displayName(rsvp.user),
  };
}

export function toPlanningDish(dish: PlanningDishRow): PlanningDish {
  return {
    name: dish.name,
    category: dish.category,
    servingSize: dish.servingSize,
    ...dishFlagsOf(dish),
    contributorName: displayName(dish.contributor),
  };
}

export function toPlanningInput(
  event: PlanningEventRow,
  rsvps: PlanningRsvpRow[],
  dishes: PlanningDishRow[],
  now: Date,
): PlanningInput {
  // Waitlisted guests have no place (yet): planning counts only those coming.
  const coming = rsvps.filter((r) => !r.waitlistedAt);
  return { event: toPlanningEvent(event), rsvps: coming.map(toPlanningRsvp), dishes: dishes.map(toPlanningDish), now };
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

export function toDishSuggestion(s: EngineSuggestion): DishSuggestion {
  return {
    name: s.name,
    description: s.description,
    category: s.category,
    ...dishFlagsOf(s),
  };
}
