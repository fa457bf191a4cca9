import { uncoveredJobs } from '../contracts/jobs.rules';
import { Injectable } from '@nestjs/common';
import type { DishSuggestion, EventInsights } from '../contracts/insights.contract';
import type { User } from '../contracts/user.rules';
import { EventAccessService } from '../events/event-access.service';
import { derived, type EventSnapshot } from '../events/event-snapshot';
import { kitchenClashes } from '../kitchen/kitchen-plan';
import { suggestDishes } from './engine/dish-suggester';
import { dishSuggestionIn, toDishSuggestion, toEventInsights, toInsightsInput } from './insights.mapper';
import { buildInsights } from './engine/insights-engine';
import type { InsightsInput } from './engine/insights-input';
import type { ServerLocale } from '../i18n/catalogue';
import { sharedDietaryText } from '../events/visibility/dietary-counts';
import { readerOf, seesOf } from '../events/visibility/event-people';
import { readerManages } from '../events/visibility/visibility-policy';
import { Clock } from '../platform/clock/clock';

/** Who reads the sentences: the host and co-hosts, or everyone else who may read the event. */
export type InsightsAudience = 'managers' | 'reader';

// Enough to fill the dish page's card (it shows 2) with a few to spare as guests sign up.
export const DISH_SUGGESTION_LIMIT = 6;

/** Counter for the benchmark: how often the engine really ran. */
export const engineRuns = { count: 0 };

/**
 * Read-only planning help over an event's RSVPs and dishes; the rules live in the pure engine beside it. Computed
 * once per event version (and per side of the event's start: a past event reads differently), for every viewer.
 */
@Injectable()
export class InsightsService {
  constructor(
    private readonly eventAccess: EventAccessService,
    private readonly clock: Clock,
  ) {}

  async insights(user: User, eventId: string, locale: ServerLocale = 'en'): Promise<EventInsights> {
    const snapshot = await this.eventAccess.requireSnapshot(user, eventId, 'read');
    const audience = readerManages(readerOf(snapshot, user.id)) ? 'managers' : 'reader';
    return this.insightsOf(snapshot, this.clock.now(), locale, audience);
  }

  async dishSuggestions(user: User, eventId: string, locale: ServerLocale = 'en'): Promise<DishSuggestion[]> {
    return this.suggestionsOf(await this.eventAccess.requireSnapshot(user, eventId, 'read'), this.clock.now(), locale);
  }

  /**
   * The insights in one language (live messages carry them in English, one text for every follower; a reader in
   * another language asks for theirs), computed once per version and language.
   */
  insightsOf(
    snapshot: EventSnapshot,
    now = this.clock.now(),
    locale: ServerLocale = 'en',
    audience: InsightsAudience = 'managers',
  ): EventInsights {
    return derived(snapshot, `insights:${isPast(snapshot, now)}:${locale}:${audience}`, () => {
      engineRuns.count++;
      return toEventInsights(buildInsights(insightsInput(snapshot, now, locale, audience), locale));
    });
  }

  /**
   * The suggestions in one language, as the insights: chosen once per version (in English, the catalogue's identity;
   * live messages carry that), then written once per language.
   */
  suggestionsOf(snapshot: EventSnapshot, now = this.clock.now(), locale: ServerLocale = 'en'): DishSuggestion[] {
    if (locale !== 'en')
      return derived(snapshot, `suggestions:${isPast(snapshot, now)}:${locale}`, () =>
        this.suggestionsOf(snapshot, now).map((s) => dishSuggestionIn(s, locale)),
      );
    return derived(snapshot, `suggestions:${isPast(snapshot, now)}`, () =>
      suggestDishes(insightsInput(snapshot, now), DISH_SUGGESTION_LIMIT).map(toDishSuggestion),
    );
  }
}

const isPast = (snapshot: EventSnapshot, now: Date) =>
  snapshot.event.date !== null && snapshot.event.date.getTime() < now.getTime();

/** The engine reads RSVPs oldest first (the snapshot keeps them newest first, as the event page shows them). */
function insightsInput(
  snapshot: EventSnapshot,
  now: Date,
  locale: ServerLocale = 'en',
  audience: InsightsAudience = 'managers',
): InsightsInput {
  // A dish offered to another guest counts as missing until someone takes it over.
  const dishes = snapshot.dishes.filter((d) => !d.offeredAt);
  const input = {
    ...toInsightsInput(snapshot.event, [...snapshot.rsvps].reverse(), dishes, now),
    kitchen: { clashes: kitchenClashes(snapshot.event, dishes, locale) },
    jobs: uncoveredJobs(snapshot.jobs).map((j) => ({ title: j.title, missing: j.missing })),
  };
  if (audience === 'managers') return input;
  // Sentences every guest reads (the visibility policy): who brings a dish only where the guest list shows it, and
  // dietary needs only as the known ones shared by enough answers.
  const may = seesOf(snapshot, { userId: null, role: 'guest' });
  const dietary = sharedDietaryText(snapshot.rsvps);
  const coming = [...snapshot.rsvps].reverse().filter((r) => !r.waitlistedAt);
  return {
    ...input,
    rsvps: input.rsvps.map((r, i) => ({ ...r, dietaryRestrictions: dietary(coming[i]), guestName: '' })),
    dishes: input.dishes.map((d, i) => (may('brings', dishes[i].contributorId) ? d : { ...d, contributorName: '' })),
  };
}
