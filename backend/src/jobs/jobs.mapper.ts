import type { JobView } from '../contracts/jobs.rules';
import { toWallClock } from '../platform/common/wall-clock';
import type { JobWithHelpers } from './jobs.queries';

/**
 * The API view of a job for one reader: `named(userId)` says whether the reader may see that this person took it
 * (the visibility policy's `brings`, as for a dish); an unnamed helper keeps only a place in the count.
 */
export function toJobView(
  job: JobWithHelpers,
  timeZone: string,
  readerId: string | null,
  named: (userId: string) => boolean,
): JobView {
  return {
    id: job.id,
    eventId: job.eventId,
    title: job.title,
    needed: job.needed,
    startsAt: job.startsAt ? toWallClock(job.startsAt, timeZone) : null,
    helpers: job.helpers.map((h) => {
      const shown = h.userId === readerId || named(h.userId);
      return {
        id: shown ? h.userId : job.id,
        firstName: shown ? h.user.firstName : null,
        lastName: shown ? h.user.lastName : null,
        nickname: shown ? h.user.nickname : null,
      };
    }),
    mine: readerId !== null && job.helpers.some((h) => h.userId === readerId),
    createdAt: job.createdAt.toISOString(),
  };
}
