import type { EntityManager } from 'typeorm';
import { loaded, type Loaded } from '../platform/common/loaded';
import { startEventChange } from '../platform/versions/versions.service';
import { JobEntity, JobHelperEntity } from './job.entity';

/**
 * The jobs tables for other modules, which name no table they do not own: the event snapshot's read (the events
 * module, which JobsService itself depends on), and the changes other modules make, inside the caller's transaction.
 */

/** A person who took a job, with their user row. */
export type JobHelper = Loaded<JobHelperEntity, 'user'>;

/** A job with the people who took it, first taker first. */
export type JobWithHelpers = JobEntity & { helpers: JobHelper[] };

/** An event's jobs with their helpers, oldest job first. */
export async function eventJobs(manager: EntityManager, eventId: string): Promise<JobWithHelpers[]> {
  const [jobs, helpers] = await Promise.all([
    manager.getRepository(JobEntity).find({ where: { eventId }, order: { createdAt: 'ASC', id: 'ASC' } }),
    manager.getRepository(JobHelperEntity).find({
      where: { eventId },
      relations: { user: true },
      order: { createdAt: 'ASC', userId: 'ASC' },
    }),
  ]);
  return jobs.map((job) =>
    Object.assign(job, { helpers: helpers.filter((h) => h.jobId === job.id).map((h) => loaded(h, 'user')) }),
  );
}

/** Takes someone off every job of an event (they left "Going", or the host removed them); answers how many. */
export async function leaveAllJobs(tx: EntityManager, eventId: string, userId: string): Promise<number> {
  const [, removed] = await tx.query<[unknown[], number]>(
    `DELETE FROM "job_helpers" WHERE "eventId" = $1 AND "userId" = $2`,
    [eventId, userId],
  );
  return removed;
}

/**
 * Takes a person who deletes their account off every job: the places count as open again. Each event it touched
 * takes a new version, so no page or cached snapshot keeps showing them.
 */
export async function deleteAllJobHelps(tx: EntityManager, userId: string): Promise<string[]> {
  const [removed] = await tx.query<[{ eventId: string }[], number]>(
    `DELETE FROM "job_helpers" WHERE "userId" = $1 RETURNING "eventId"`,
    [userId],
  );
  const eventIds = [...new Set(removed.map((r) => r.eventId))].sort();
  for (const eventId of eventIds) await startEventChange(tx, eventId);
  return eventIds;
}

/**
 * Gives every job of one person to another (a guest merged into an account); a job both took stays one place. Each
 * event it touched takes a new version, so pages show the account's name.
 */
export async function moveAllJobHelps(tx: EntityManager, fromUserId: string, toUserId: string): Promise<void> {
  const events: { eventId: string }[] = await tx.query(
    `SELECT DISTINCT "eventId" FROM "job_helpers" WHERE "userId" = $1 ORDER BY "eventId"`,
    [fromUserId],
  );
  for (const { eventId } of events) await startEventChange(tx, eventId);
  await tx.query(
    `UPDATE "job_helpers" h SET "userId" = $2 WHERE "userId" = $1
       AND NOT EXISTS (SELECT 1 FROM "job_helpers" o WHERE o."jobId" = h."jobId" AND o."userId" = $2)`,
    [fromUserId, toUserId],
  );
  await tx.query(`DELETE FROM "job_helpers" WHERE "userId" = $1`, [fromUserId]);
}
