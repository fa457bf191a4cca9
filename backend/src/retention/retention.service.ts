import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG } from '../platform/config/config.module';
import type { AppConfig } from '../platform/config/config.schema';
import { Clock } from '../platform/clock/clock';
import { JobsService } from '../platform/jobs/jobs.service';
import { IdempotencyService } from '../platform/idempotency/idempotency.service';
import { EventRetentionService } from '../events/event-retention.service';
import { SeriesService } from '../series/series.service';
import { PhotosService } from '../photos/photos.service';
import { UsersService } from '../users/users.service';
import { MailService } from '../mail/mail.service';
import { SessionService } from '../auth/session.service';
import { RetentionNoticesService } from './retention-notices.service';

export const PURGE_QUEUE = 'retention-purge';
/** Every hour, at a minute of its own; one process at a time. */
const PURGE_CRON = '41 * * * *';
/** Pages of events one purge deletes at most (the rest go an hour later). */
const PAGES_PER_PURGE = 20;

/** What one purge deleted, by kind. */
export interface Purged {
  events: number;
  series: number;
  guests: number;
  outbox: number;
  idempotency: number;
  sessions: number;
}

/**
 * Retention: one hourly job (pg-boss cron, one process at a time) deletes what is kept no longer: events and guest
 * identities by the Clock's time, records whose times the database wrote by the database's. Each table is purged by
 * the module that owns it (the events module deletes events as their host would, the series module empty series, the
 * users module guest identities, and so on); this service only calls them, in an order where what hangs off a row
 * goes before the row it would keep: events (and with them their photos, whose stored files are deleted from the
 * photo trash) before guest identities.
 */
@Injectable()
export class RetentionService implements OnApplicationBootstrap {
  private readonly logger = new Logger(RetentionService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly jobs: JobsService,
    private readonly notices: RetentionNoticesService,
    private readonly events: EventRetentionService,
    private readonly series: SeriesService,
    private readonly photos: PhotosService,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly idempotency: IdempotencyService,
    private readonly sessions: SessionService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.work(PURGE_QUEUE, { singleton: true }, async () => {
      const purged = await this.purge(this.clock.now());
      if (Object.values(purged).some((n) => n > 0)) this.logger.log(`Retention purge: ${JSON.stringify(purged)}`);
    });
    await this.jobs.schedule(PURGE_QUEUE, PURGE_CRON);
  }

  /** Deletes everything whose retention ran out by `now`. */
  async purge(now: Date): Promise<Purged> {
    return { ...(await this.purgeEvents(now)), ...(await this.purgeRecords(now)) };
  }

  /**
   * Deletes the events whose retention ran out by `now`, with everything that hangs off them, and the series left
   * empty. An event goes once its host was told (at least RETENTION_EVENT_NOTICE_DAYS before the date the notice
   * names; with 0 days, without a notice), so shortening the setting, or a first run over old events, still gives
   * every host the whole notice. The stored files of their photos are deleted from the photo trash.
   */
  async purgeEvents(now: Date): Promise<Pick<Purged, 'events' | 'series'>> {
    const purged = { events: 0, series: 0 };
    for (let page = 0; page < PAGES_PER_PURGE; page++) {
      const candidates =
        this.config.retention.eventNoticeDays > 0
          ? await this.notices.dueBy(now)
          : (await this.events.expiringBy(now)).map((e) => e.id);
      if (candidates.length === 0) break;
      const gone = await this.events.expiredAmong(candidates, now);
      await this.notices.forget(candidates.filter((id) => !gone.includes(id)));
      if (gone.length === 0) continue;
      const emptied = await this.events.delete(gone);
      purged.events += gone.length;
      purged.series += await this.series.deleteEmptySeries(emptied);
    }
    await this.photos.emptyTrash();
    return purged;
  }

  /**
   * Deletes guest identities unused by `now`, and outbox messages, idempotency records and sessions past their
   * retention. The last three by the database's time: it wrote their times (and the session store's expiry is the
   * real time), whereas a test's Clock may lie months ahead while other files' records are in the same database.
   */
  async purgeRecords(now: Date): Promise<Omit<Purged, 'events' | 'series'>> {
    return {
      guests: await this.users.purgeUnusedGuests(now),
      outbox: await this.mail.purgeOutbox(),
      idempotency: await this.idempotency.prune(),
      sessions: await this.sessions.purgeExpired(),
    };
  }
}
