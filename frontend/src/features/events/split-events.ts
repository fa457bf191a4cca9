import { isUpcoming } from '@/lib/date-format';

/** The home screen shows at most this many past events. */
export const PAST_EVENTS_SHOWN = 3;

/**
 * Upcoming = date now or later (soonest first), past = earlier. Past events are listed most recent
 * first, so "the first 3" on the home screen are the ones a user most likely still cares about.
 */
export function splitEvents<T extends { date: string }>(
  events: readonly T[],
  now: Date = new Date(),
): { upcoming: T[]; past: T[] } {
  const byDate = [...events].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  return {
    upcoming: byDate.filter((e) => isUpcoming(e.date, now)),
    past: byDate.filter((e) => !isUpcoming(e.date, now)).reverse(),
  };
}
