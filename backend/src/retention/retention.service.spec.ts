import { loadConfig } from '../platform/config/config.schema';
import type { JobsService } from '../platform/jobs/jobs.service';
import type { IdempotencyService } from '../platform/idempotency/idempotency.service';
import type { EventRetentionService, ExpiringEvent } from '../events/event-retention.service';
import type { SeriesService } from '../series/series.service';
import type { PhotosService } from '../photos/photos.service';
import type { UsersService } from '../users/users.service';
import type { MailService } from '../mail/mail.service';
import type { SessionService } from '../auth/session.service';
import type { RetentionNoticesService } from './retention-notices.service';
import { PURGE_QUEUE, RetentionService } from './retention.service';

const NOW = new Date('2030-01-01T12:00:00.000Z');

/** The purge with every module's part replaced: `expired` are the events whose time is up, `told` those told. */
function purgeWith(env: Record<string, string>, expired: string[], told: string[]) {
  const calls: string[] = [];
  const events = {
    expiringBy: jest.fn(async () => expired.map((id) => ({ id }) as ExpiringEvent)),
    expiredAmong: jest.fn(async (ids: readonly string[]) => ids.filter((id) => expired.includes(id))),
    delete: jest.fn(async (ids: readonly string[]) => {
      if (ids.length) calls.push(`events ${ids.join(',')}`);
      expired = expired.filter((id) => !ids.includes(id));
      told = told.filter((id) => !ids.includes(id));
      return ids.length ? ['series-1'] : [];
    }),
  };
  const notices = {
    dueBy: jest.fn(async () => told),
    forget: jest.fn(async (ids: readonly string[]) => {
      if (ids.length) calls.push(`forget ${ids.join(',')}`);
      told = told.filter((id) => !ids.includes(id));
    }),
  };
  const step = (name: string, n = 1) =>
    jest.fn(async () => {
      calls.push(name);
      return n;
    });
  const jobs = { work: jest.fn(async () => undefined), schedule: jest.fn(async () => undefined) };
  const service = new RetentionService(
    loadConfig({ DATABASE_URL: 'postgres://u:p@localhost/db', ...env }),
    { now: () => NOW },
    jobs as unknown as JobsService,
    notices as unknown as RetentionNoticesService,
    events as unknown as EventRetentionService,
    { deleteEmptySeries: step('series') } as unknown as SeriesService,
    { emptyTrash: step('photo files') } as unknown as PhotosService,
    { purgeUnusedGuests: step('guests', 2) } as unknown as UsersService,
    { purgeOutbox: step('outbox', 3) } as unknown as MailService,
    { prune: step('idempotency', 4) } as unknown as IdempotencyService,
    { purgeExpired: step('sessions', 5) } as unknown as SessionService,
  );
  return { service, calls, events, notices, jobs };
}

describe('the retention purge', () => {
  it('deletes only the events whose host was told, then their series and photo files, then the rest', async () => {
    const { service, calls, events } = purgeWith({}, ['a', 'b'], ['a']);
    expect(await service.purge(NOW)).toEqual({
      events: 1,
      series: 1,
      guests: 2,
      outbox: 3,
      idempotency: 4,
      sessions: 5,
    });
    expect(calls).toEqual(['events a', 'series', 'photo files', 'guests', 'outbox', 'idempotency', 'sessions']);
    expect(events.expiredAmong).toHaveBeenCalledWith(['a'], NOW);
  });

  it('forgets the notice of an event that is kept after all', async () => {
    const { service, calls } = purgeWith({}, [], ['kept']);
    expect(await service.purgeEvents(NOW)).toEqual({ events: 0, series: 0 });
    expect(calls).toEqual(['forget kept', 'photo files']);
  });

  it('without notice days, deletes every expired event without waiting for one', async () => {
    const { service, calls, notices } = purgeWith({ RETENTION_EVENT_NOTICE_DAYS: '0' }, ['a', 'b'], []);
    expect(await service.purgeEvents(NOW)).toEqual({ events: 2, series: 1 });
    expect(calls).toEqual(['events a,b', 'series', 'photo files']);
    expect(notices.dueBy).not.toHaveBeenCalled();
  });

  it('runs hourly on the job queue, one process at a time, at the clock’s time', async () => {
    const { service, jobs, calls } = purgeWith({}, [], []);
    await service.onApplicationBootstrap();
    expect(jobs.schedule).toHaveBeenCalledWith(PURGE_QUEUE, '41 * * * *');
    const [[queue, settings, handle]] = jobs.work.mock.calls as unknown as [[string, object, () => Promise<void>]];
    expect([queue, settings]).toEqual([PURGE_QUEUE, { singleton: true }]);
    await handle();
    expect(calls).toContain('sessions');
  });
});
