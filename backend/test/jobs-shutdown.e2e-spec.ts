import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import type { AppConfig } from '../src/platform/config/config.schema';
import { JobsService } from '../src/platform/jobs/jobs.service';

/**
 * A process that stops lets go of the job queue only once nothing of it is still running: a worker whose fetch was
 * under way when the stop began may still take a job, and that job runs to its end and is marked done before the
 * process closes, instead of running on after it (into a closed pool) and then again once it expires.
 */
describe('stopping the job queue while a worker is fetching (pg-boss)', () => {
  const schema = `pgboss_shutdown_${randomUUID().slice(0, 8)}`;
  const config = { jobsEnabled: true, databaseUrl: process.env.TEST_DATABASE_URL, jobsSchema: schema } as AppConfig;
  const locker = new Client({ connectionString: config.databaseUrl });

  beforeAll(() => locker.connect());
  afterAll(async () => {
    await locker.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await locker.end();
  });

  it('waits for the job a fetch under way took, and marks it done, before it returns', async () => {
    const service = new JobsService(config);
    await service.onModuleInit();
    const queue = `shutdown-${randomUUID().slice(0, 8)}`;
    const handled: string[] = [];

    // A job is due, and a lock on the job table holds the worker's first fetch (sent as the worker starts, it waits in
    // PostgreSQL or for one of the pool's connections, which wait there): it is under way when the stop begins. The
    // lock goes 200 ms into the stop, and the fetch takes the job.
    await service.declare(queue);
    const jobId = randomUUID();
    await service.send(queue, { n: 1 }, jobId);
    await locker.query('BEGIN');
    await locker.query(`LOCK TABLE ${schema}.job IN EXCLUSIVE MODE`);
    await service.work<{ n: number }>(queue, { pollingIntervalSeconds: 1 }, async () => {
      handled.push('started');
      await sleep(1500);
      handled.push('ended');
    });
    const stopped = service.onModuleDestroy();
    await sleep(200);
    await locker.query('COMMIT');
    await stopped;

    expect(handled).toEqual(['started', 'ended']);
    const { rows } = await locker.query<{ state: string }>(`SELECT state FROM ${schema}.job WHERE id = $1`, [jobId]);
    expect(rows).toEqual([{ state: 'completed' }]);
  }, 30_000);

  it('lets go after 10 s of a job that runs on, and drops what that job asks of the queue afterwards', async () => {
    const service = new JobsService(config);
    await service.onModuleInit();
    const queue = `outlives-${randomUUID().slice(0, 8)}`;
    const events: string[] = [];
    await service.work<{ n: number }>(queue, { pollingIntervalSeconds: 1 }, async () => {
      events.push('started');
      await sleep(11_000);
      events.push('ended');
      throw new Error('failed after the stop');
    });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const jobId = randomUUID();
      await service.send(queue, { n: 1 }, jobId);
      while (!events.includes('started')) await sleep(50);
      await service.onModuleDestroy();
      events.push('stopped');
      while (!events.includes('ended')) await sleep(50);
      await sleep(500);

      expect(events).toEqual(['started', 'stopped', 'ended']);
      expect(unhandled).toEqual([]);
      // The stop gave up on it and set it to be tried again; what it asked after that changed nothing.
      const { rows } = await locker.query<{ state: string }>(`SELECT state FROM ${schema}.job WHERE id = $1`, [jobId]);
      expect(rows).toEqual([{ state: 'retry' }]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  }, 30_000);
});
