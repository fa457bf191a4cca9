import type { DishSuggestion, EventInsights, InsightItem } from '../contracts/insights.contract';
import { displayName } from '../contracts/user.contract';
// eslint-disable-next-line import-x/no-restricted-paths -- the planning input reads RSVPs and dishes directly; moves behind their services with table ownership
import type { DishEntity } from '../dishes/dish.entity';
// eslint-disable-next-line import-x/no-restricted-paths -- the planning input reads RSVPs and dishes directly; moves behind their services with table ownership
import type { EventEntity } from '../events/event.entity';
// eslint-disable-next-line import-x/no-restricted-paths -- the planning input reads RSVPs and dishes directly; moves behind their services with table ownership
import type { RsvpEntity } from '../rsvps/rsvp.entity';
import type { DishSuggestion as EngineSuggestion } from './engine/dish-suggester';
import type { Insights } from './engine/planning-engine';
import type { PlanningDish, PlanningEvent, PlanningInput, PlanningRsvp } from './engine/planning-input';

export function toPlanningEvent(event: EventEntity): PlanningEvent {
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

/** Expects `rsvp.user` loaded. Allergies are read with the restrictions: a nut allergy matters wherever it is written. */
export function toPlanningRsvp(rsvp: RsvpEntity): PlanningRsvp {
  const notes = [rsvp.dietaryRestrictions, rsvp.allergies].map((t) => t?.trim()).filter((t): t is string => !!t);
  return {
    status: rsvp.status,
    adultCount: rsvp.adultCount,
    kidCount: rsvp.kidCount,
    dietaryRestrictions: notes.length ? notes.join('; ') : null,
    guestName: displayName(rsvp.user),
  };
}

/** Expects `dish.contributor` loaded. */
export function toPlanningDish(dish: DishEntity): PlanningDish {
  return {
    name: dish.name,
    category: dish.category,
    servingSize: dish.servingSize,
    isVegetarian: dish.isVegetarian,
    isVegan: dish.isVegan,
    isGlutenFree: dish.isGlutenFree,
    isDairyFree: dish.isDairyFree,
    containsNuts: dish.containsNuts,
    isSpicy: dish.isSpicy,
    containsMeat: dish.containsMeat,
    contributorName: displayName(dish.contributor),
  };
}

export function toPlanningInput(
  event: EventEntity,
  rsvps: RsvpEntity[],
  dishes: DishEntity[],
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
    isVegetarian: s.isVegetarian,
    isVegan: s.isVegan,
    isGlutenFree: s.isGlutenFree,
    isDairyFree: s.isDairyFree,
    containsNuts: s.containsNuts,
    isSpicy: s.isSpicy,
    containsMeat: s.containsMeat,
  };
}
