import { Inject, Injectable } from '@nestjs/common';
import type { NudgeSetting } from '../contracts/jobs.rules';
import type { User } from '../contracts/user.rules';
import { EventAccessService } from '../events/event-access.service';
import { NoticeSender, type NoticeLanguage, type NoticeRow } from '../notifications/notice-sender';
import { missingOf, nudgedPeople, type Missing } from './nudge';
import { nudgeMail } from './nudge-mail';
import { DEFAULT_NUDGE_HOURS, eventsDueForNudge } from './nudge.sql';

/** A nudge planned longer ago than this and never sent (jobs off for days) is dropped: the party is over. */
const KEEP_DAYS = 3;

interface SendRow extends NoticeRow {
  eventId: string;
}

/**
 * The nudge: when a course the host set a slot for, or a job, is still uncovered a set time before the event (48
 * hours unless the host changes it or turns it off), the host and every going guest who has signed up for nothing
 * get one push, and one e-mail when their "event e-mails" choice allows it, naming what is missing. The minutely scan
 * plans one row per (event, person), so each is nudged once; the send reads what is missing then, and tells nobody
 * when it has all been covered meanwhile or they have signed up since.
 */
@Injectable()
export class NudgeService extends NoticeSender<SendRow> {
  protected readonly table = 'nudge_sends';
  protected readonly queues = { send: 'nudge-send', scan: 'nudge-scan' };
  protected readonly columns = `e."name" AS "eventName"`;
  protected readonly keepDays = KEEP_DAYS;

  // Beside the base's own, by property: the constructor stays the base's (Nest's way for subclasses).
  @Inject(EventAccessService) private readonly access!: EventAccessService;

  async scan(now: Date): Promise<void> {
    for (const eventId of await eventsDueForNudge(this.db, now)) {
      const snapshot = await this.access.snapshot(eventId);
      if (!snapshot || missingOf(snapshot).length === 0) continue;
      const people = nudgedPeople(snapshot);
      await this.db.query(
        `INSERT INTO "nudge_sends" ("eventId", "userId") SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING`,
        [eventId, people],
      );
    }
    await this.queueUnsent();
  }

  protected async tell(row: SendRow, language: NoticeLanguage): Promise<void> {
    const snapshot = await this.access.snapshot(row.eventId);
    if (!snapshot?.event.date || snapshot.event.date <= this.clock.now()) return;
    const missing = missingOf(snapshot);
    if (missing.length === 0 || !nudgedPeople(snapshot).includes(row.userId)) return;
    const host = row.userId === snapshot.event.hostId;
    const { locale, t } = language;
    const items = missing.map((m) => itemText(m, language));
    const path = `/events/${row.eventId}`;
    const eventName = snapshot.event.name;
    await this.push.notify(
      [row.userId],
      {
        title: t('nudge.title', { eventName }),
        body: t(host ? 'nudge.host' : 'nudge.guest', { items: items.join(', ') }),
        url: path,
        tag: `nudge-${row.eventId}`,
      },
      `nudge:${row.id}`,
    );
    await this.mailTo(row, {
      kind: 'nudge',
      body: nudgeMail({ eventName, items, host, url: this.link(path), locale }),
      event: { id: row.eventId, stopLabel: t('mail.stopEvent') },
      locale,
    });
  }

  /** The event's nudge as its host sees it: hours before the event, or null when off. */
  async setting(user: User, eventId: string): Promise<NudgeSetting> {
    await this.access.requireEvent(user, eventId, 'read');
    return { hours: await this.hoursOf(eventId) };
  }

  /** The host (or a co-host) moves the nudge or turns it off (hours null). */
  async setSetting(user: User, eventId: string, setting: NudgeSetting): Promise<NudgeSetting> {
    await this.access.requireEvent(user, eventId, 'manage');
    await this.db.query(
      `INSERT INTO "nudge_settings" ("eventId", "hours") VALUES ($1, $2)
       ON CONFLICT ("eventId") DO UPDATE SET "hours" = $2, "updatedAt" = now()`,
      [eventId, setting.hours],
    );
    return { hours: setting.hours };
  }

  private async hoursOf(eventId: string): Promise<number | null> {
    const [row]: { hours: number | null }[] = await this.db.query(
      `SELECT "hours" FROM "nudge_settings" WHERE "eventId" = $1`,
      [eventId],
    );
    return row ? row.hours : DEFAULT_NUDGE_HOURS;
  }
}

/** "Main Dishes (1 more)", "Set up the tables (2 more)": in the reader's language. */
function itemText(m: Missing, { t }: NoticeLanguage): string {
  const what = 'group' in m ? t(`slot.${m.group}`) : m.job;
  return t('nudge.item', { what, count: m.count });
}
