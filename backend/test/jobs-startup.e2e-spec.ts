import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { AppConfig } from '../src/platform/config/config.schema';
import { JobsService } from '../src/platform/jobs/jobs.service';
import { until } from './support/until';

/**
 * Processes starting together each declare the queues they use. A new queue is a new partition of pg-boss's job
 * table, and PostgreSQL can stop one of two such transactions as a deadlock: a process must still start.
 */
describe('declaring queues while other processes do (pg-boss)', () => {
  const schema = `pgboss_startup_${randomUUID().slice(0, 8)}`;
  const config = {
    jobsEnabled: true,
    databaseUrl: process.env.TEST_DATABASE_URL,
    jobsSchema: schema,
  } as AppConfig;
  const services: JobsService[] = [];

  afterAll(async () => {
    await Promise.all(services.map((s) => s.onModuleDestroy()));
  });

  it('starts three processes at once, each declaring twelve queues at once, and all of them exist once', async () => {
    const names = Array.from({ length: 12 }, (_, i) => `startup-${i}`);
    services.push(new JobsService(config), new JobsService(config), new JobsService(config));
    for (const s of services) await s.onModuleInit();
    await Promise.all(services.map((s) => Promise.all(names.map((n, i) => s.declare(n, { retryLimit: i % 3 })))));

    const boss = new PgBoss({ connectionString: config.databaseUrl, schema });
    await boss.start();
    try {
      const queues = (await boss.getQueues()).map((q) => q.name).filter((n) => n.startsWith('startup-'));
      expect(queues.sort()).toEqual([...names].sort());
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  }, 60_000);

  it('tries again when PostgreSQL chose its declaration as a deadlock victim, and gives up on other errors', async () => {
    const service = new JobsService(config);
    services.push(service);
    await service.onModuleInit();
    const boss = (service as unknown as { boss: PgBoss }).boss;
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    const create = jest.spyOn(boss, 'createQueue').mockRejectedValueOnce(deadlock);
    await service.declare(`victim-${randomUUID()}`);
    expect(create).toHaveBeenCalledTimes(2);

    create.mockRejectedValueOnce(Object.assign(new Error('permission denied'), { code: '42501' }));
    await expect(service.declare(`denied-${randomUUID()}`)).rejects.toThrow('permission denied');
    // A failed declaration does not stop the ones after it.
    create.mockRestore();
    await expect(service.declare(`after-${randomUUID()}`)).resolves.toBeUndefined();
  }, 30_000);

  it('works a queue with as many workers as it asks for, each taking one job at a time', async () => {
    const service = new JobsService(config);
    services.push(service);
    await service.onModuleInit();
    const queue = `workers-${randomUUID()}`;
    let running = 0;
    let most = 0;
    let done = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await service.work(queue, { workers: 4, pollingIntervalSeconds: 1 }, async () => {
      most = Math.max(most, ++running);
      await gate;
      running--;
      done++;
    });
    for (let n = 0; n < 8; n++) await service.send(queue, { n });
    // A worker takes one job per poll: one worker alone never has more than one under way.
    await until(() => running === 4);
    release();
    await until(() => done === 8);
    expect(most).toBe(4);
  }, 30_000);
});
