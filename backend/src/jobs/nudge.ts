import { slotProgress } from '../contracts/planning.rules';
import { uncoveredJobs } from '../contracts/jobs.rules';
import type { EventSnapshot } from '../events/event-snapshot';

/** One thing still uncovered: a course short of its slot (`group`) or a job short of people (`job`). */
export type Missing = { group: string; count: number } | { job: string; count: number };

/**
 * What the nudge names: every course short of the host's slot (a dish offered to another guest counts as missing),
 * then every job short of people, in the page's order.
 */
export function missingOf(snapshot: Pick<EventSnapshot, 'event' | 'dishes' | 'jobs'>): Missing[] {
  const courses = slotProgress(snapshot.event.dishSlots, snapshot.dishes)
    .filter((p) => p.missing > 0)
    .map((p) => ({ group: p.group, count: p.missing }));
  const jobs = uncoveredJobs(snapshot.jobs).map((j) => ({ job: j.title, count: j.missing }));
  return [...courses, ...jobs];
}

/**
 * Who is nudged: the host, and every going guest with a place who has signed up for nothing yet (no dish of theirs
 * still theirs to bring, no job).
 */
export function nudgedPeople(
  snapshot: Pick<EventSnapshot, 'event' | 'dishes' | 'jobs' | 'rsvps' | 'removed'>,
): string[] {
  const busy = new Set([
    ...snapshot.dishes.filter((d) => !d.offeredAt).map((d) => d.contributorId),
    ...snapshot.jobs.flatMap((j) => j.helpers.map((h) => h.userId)),
  ]);
  const guests = snapshot.rsvps
    .filter((r) => r.status === 'attending' && r.waitlistedAt === null && r.userId !== snapshot.event.hostId)
    .map((r) => r.userId)
    .filter((userId) => !busy.has(userId) && !snapshot.removed.has(userId));
  return [snapshot.event.hostId, ...guests];
}
