import { isUpcoming } from '@/lib/date-format';

/** The home screen shows at most this many past events. */
export const PAST_EVENTS_SHOWN = 3;

/**
 * Upcoming = date now or later (soonest first), past = earlier. Past events are listed most recent
 * first, so "the first 3" on the home screen are the ones a user most likely still cares about.
 */
export function splitEvents<T extends { date: string | null }>(
  events: readonly T[],
  now: Date = new Date(),
): { upcoming: T[]; past: T[] } {
  // An event still polling for its date is upcoming, after the dated ones.
  const time = (e: T) => (e.date === null ? Infinity : Date.parse(e.date));
  const byDate = [...events].sort((a, b) => time(a) - time(b));
  const ahead = (e: T) => e.date === null || isUpcoming(e.date, now);
  return {
    upcoming: byDate.filter(ahead),
    past: byDate.filter((e) => !ahead(e)).reverse(),
  };
}
