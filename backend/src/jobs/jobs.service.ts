import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { JobData } from '../contracts/jobs.contract';
import { JOBS_PER_EVENT_MAX, type JobView } from '../contracts/jobs.rules';
import type { User } from '../contracts/user.rules';
import { eventNotFound } from '../events/event-access';
import { EventAccessService } from '../events/event-access.service';
import type { EventSnapshot } from '../events/event-snapshot';
import { lockEventForShare } from '../events/events.queries';
import { readerOf, seesOf } from '../events/visibility/event-people';
import { serverText } from '../i18n/server-text';
import { AppException } from '../platform/common/app-exception';
import { isUuid } from '../platform/common/uuid';
import { sentWallClock } from '../platform/common/wall-clock';
import { DomainEventsService } from '../platform/domain-events/domain-events.service';
import { newEntityId } from '../platform/idempotency/idempotency-context';
import { startEventChange, versionInTransaction } from '../platform/versions/versions.service';
import { lockAnswer } from '../rsvps/rsvps.queries';
import { JobEntity, JobHelperEntity } from './job.entity';
import { toJobView } from './jobs.mapper';

const jobNotFound = () => AppException.notFound(serverText('error.jobs.notFound'), 'JOB_NOT_FOUND');

/**
 * Jobs besides food: the host and co-hosts add, change and delete them; anyone with a place at the event (Going,
 * not waitlisted; the managers without answering, as with dishes) takes a place on a job and leaves it. Who took a
 * job shows as who brings a dish does (the visibility policy's `brings`).
 */
@Injectable()
export class EventJobsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly eventAccess: EventAccessService,
    private readonly domainEvents: DomainEventsService,
  ) {}

  async list(user: User, eventId: string): Promise<JobView[]> {
    return viewsFor(await this.eventAccess.requireSnapshot(user, eventId, 'read'), user.id);
  }

  async create(user: User, eventId: string, data: JobData): Promise<JobView> {
    const { event } = await this.eventAccess.requireEvent(user, eventId, 'manage');
    const startsAt = data.startsAt === null ? null : sentWallClock(data.startsAt, event.timeZone, 'startsAt');
    const id = newEntityId('job');
    await this.change(eventId, id, async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('jobs:' || $1))`, [eventId]);
      const [{ n }]: { n: number }[] = await tx.query(
        `SELECT count(*)::int AS "n" FROM "jobs" WHERE "eventId" = $1 AND "id" <> $2`,
        [eventId, id],
      );
      if (n >= JOBS_PER_EVENT_MAX) {
        throw AppException.unprocessable(
          serverText('error.jobs.tooMany', { max: JOBS_PER_EVENT_MAX }),
          'TOO_MANY_JOBS',
        );
      }
      // From the Idempotency-Key when there is one: a create that runs again saves over its own row.
      const repo = tx.getRepository(JobEntity);
      await repo.save(repo.create({ id, eventId, title: data.title, needed: data.needed, startsAt }));
    });
    return this.view(user, eventId, id);
  }

  async update(user: User, eventId: string, jobId: string, data: JobData): Promise<JobView> {
    const { event } = await this.eventAccess.requireEvent(user, eventId, 'manage');
    const startsAt = data.startsAt === null ? null : sentWallClock(data.startsAt, event.timeZone, 'startsAt');
    await this.change(eventId, jobId, async (tx) => {
      const { affected } = await tx
        .getRepository(JobEntity)
        .update({ id: jobIdOrThrow(jobId), eventId }, { title: data.title, needed: data.needed, startsAt });
      if (!affected) throw jobNotFound();
    });
    return this.view(user, eventId, jobId);
  }

  async remove(user: User, eventId: string, jobId: string): Promise<void> {
    await this.eventAccess.requireEvent(user, eventId, 'manage');
    await this.change(eventId, jobId, async (tx) => {
      const { affected } = await tx.getRepository(JobEntity).delete({ id: jobIdOrThrow(jobId), eventId });
      if (!affected) throw jobNotFound();
    });
  }

  /**
   * Takes one of the job's places for the caller. Taking a job one already has answers it as it is (a retry, or a
   * second phone); a job whose places are all taken answers 409 JOB_FULL. The job's row is locked, so two people
   * taking its last place one after the other get one place and one refusal.
   */
  async take(user: User, eventId: string, jobId: string): Promise<JobView> {
    const { role } = await this.eventAccess.requireEvent(user, eventId, 'answer');
    await this.change(eventId, jobId, async (tx) => {
      if (!(await lockEventForShare(tx, eventId))) throw eventNotFound();
      // As for a dish: only a guest with a place takes a job; leaving Going takes them off their jobs.
      const rsvp = await lockAnswer(tx, eventId, user.id);
      if (rsvp && rsvp.status !== 'attending')
        throw AppException.conflict(serverText('error.jobs.notGoing'), 'RSVP_NOT_GOING');
      if (rsvp?.waitlistedAt) throw AppException.conflict(serverText('error.jobs.waitlisted'), 'RSVP_WAITLISTED');
      if (!rsvp && role === 'guest')
        throw AppException.conflict(serverText('error.jobs.rsvpRequired'), 'RSVP_REQUIRED');
      const [job]: { needed: number; taken: number; mine: boolean }[] = await tx.query(
        `SELECT j."needed",
                (SELECT count(*)::int FROM "job_helpers" h WHERE h."jobId" = j."id") AS "taken",
                EXISTS (SELECT 1 FROM "job_helpers" h WHERE h."jobId" = j."id" AND h."userId" = $3) AS "mine"
           FROM "jobs" j WHERE j."id" = $1 AND j."eventId" = $2 FOR UPDATE`,
        [jobIdOrThrow(jobId), eventId, user.id],
      );
      if (!job) throw jobNotFound();
      if (job.mine) return;
      if (job.taken >= job.needed) throw AppException.conflict(serverText('error.jobs.full'), 'JOB_FULL');
      await tx.getRepository(JobHelperEntity).insert({ jobId, eventId, userId: user.id });
    });
    return this.view(user, eventId, jobId);
  }

  /** Gives up the caller's place on the job; leaving a job one does not have changes nothing. */
  async leave(user: User, eventId: string, jobId: string): Promise<JobView> {
    await this.eventAccess.requireEvent(user, eventId, 'read');
    await this.change(eventId, jobId, async (tx) => {
      const [, removed] = await tx.query<[unknown[], number]>(
        `DELETE FROM "job_helpers" h USING "jobs" j
          WHERE h."jobId" = $1 AND h."userId" = $2 AND j."id" = h."jobId" AND j."eventId" = $3`,
        [jobIdOrThrow(jobId), user.id, eventId],
      );
      if (removed === 0) {
        const [job]: unknown[] = await tx.query(`SELECT 1 FROM "jobs" WHERE "id" = $1 AND "eventId" = $2`, [
          jobId,
          eventId,
        ]);
        if (!job) throw jobNotFound();
      }
    });
    return this.view(user, eventId, jobId);
  }

  /**
   * One change in its own transaction, begun as every change of an event begins (which steps the event's version, so
   * a change that was already made is announced too: pages see each version once).
   */
  private async change(eventId: string, jobId: string, write: (tx: EntityManager) => Promise<unknown>): Promise<void> {
    const seq = await this.dataSource.transaction(async (tx) => {
      await startEventChange(tx, eventId);
      await write(tx);
      return versionInTransaction(tx, eventId);
    });
    this.domainEvents.publish({ type: 'job_updated', eventId, jobId, seq });
  }

  private async view(user: User, eventId: string, jobId: string): Promise<JobView> {
    const snapshot = await this.eventAccess.requireSnapshot(user, eventId, 'read');
    const job = viewsFor(snapshot, user.id).find((j) => j.id === jobId);
    if (!job) throw jobNotFound();
    return job;
  }
}

function jobIdOrThrow(jobId: string): string {
  if (!isUuid(jobId)) throw jobNotFound();
  return jobId;
}

/** The event's jobs as `userId` may see them: who took each is shown as who brings a dish is. */
export function viewsFor(snapshot: EventSnapshot, userId: string | null): JobView[] {
  const may = seesOf(snapshot, readerOf(snapshot, userId));
  return snapshot.jobs.map((job) =>
    toJobView(job, snapshot.event.timeZone, userId, (helperId) => may('brings', helperId)),
  );
}
