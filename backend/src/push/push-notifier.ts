import { dishChangeKey } from '../notifications/digest-changes';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { DomainEvent } from '../contracts/realtime.contract';
import { DomainEventsService } from '../platform/domain-events/domain-events.service';
import { PushService } from './push.service';
import type { PushMessage } from '../contracts/notifications.contract';
import { translator, type ServerLocale, type Translate } from '../i18n/catalogue';
import { serverLocale } from '../i18n/locale';
import { PERSON_NAME_SQL } from '../users/person-name.sql';

// The host and co-hosts of event e.
const MANAGERS = `(SELECT e."hostId" UNION SELECT c."userId" FROM "rsvps" c WHERE c."eventId" = e."id" AND c."coHost")`;

/**
 * Turns changes into pushes, each in its recipient's language: a guest's answer or dish → the host and co-hosts (not
 * the guest themself; a host's change to an RSVP is no answer); a place off the waitlist → the promoted guest. Only
 * the process that made a change publishes it, so each is pushed once.
 */
@Injectable()
export class PushNotifier implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(PushNotifier.name);
  private unsubscribe?: () => void;

  constructor(
    private readonly db: DataSource,
    private readonly domainEvents: DomainEventsService,
    private readonly push: PushService,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = this.domainEvents.subscribe((event) => {
      if (!this.push.publicConfig().enabled) return;
      this.handle(event).catch((err: Error) => this.logger.warn(`push for ${event.type} not queued: ${err.message}`));
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  /** One push per language among the recipients, each in their own (`users.locale`). */
  private async notifyEach(to: string[], message: (t: Translate) => PushMessage, key: string): Promise<void> {
    if (to.length === 0) return;
    const rows: { id: string; locale: string | null }[] = await this.db.query(
      `SELECT "id", "locale" FROM "users" WHERE "id" = ANY($1::uuid[])`,
      [to],
    );
    const byLocale = new Map<ServerLocale, string[]>();
    for (const r of rows) {
      const locale = serverLocale(r.locale) ?? 'en';
      byLocale.set(locale, [...(byLocale.get(locale) ?? []), r.id]);
    }
    for (const [locale, userIds] of byLocale) await this.push.notify(userIds, message(translator(locale)), key);
  }

  private async handle(event: DomainEvent): Promise<void> {
    const url = `/events/${event.eventId}`;
    if (event.type === 'rsvp_updated') {
      if (!event.answered) return;
      const row = await this.one<{
        eventName: string;
        who: string | null;
        status: string;
        waiting: boolean;
        to: string[];
      }>(
        `SELECT e."name" AS "eventName", ${PERSON_NAME_SQL} AS "who", r."status", r."waitlistedAt" IS NOT NULL AS "waiting",
                array(SELECT m FROM ${MANAGERS} AS m(m) WHERE m <> r."userId") AS "to"
           FROM "rsvps" r JOIN "users" u ON u."id" = r."userId" JOIN "events" e ON e."id" = r."eventId"
          WHERE r."eventId" = $1 AND r."userId" = $2`,
        [event.eventId, event.userId],
      );
      if (!row) return;
      await this.notifyEach(
        row.to,
        (t) => {
          const name = row.who ?? t('push.aGuest');
          return {
            title: row.eventName,
            body: row.waiting
              ? t('push.rsvp.waitlisted', { name })
              : t('push.rsvp.answered', { name, status: row.status }),
            url,
            tag: `rsvp-${event.eventId}-${event.userId}`,
          };
        },
        `${event.type}:${event.eventId}:${event.seq}`,
      );
    } else if (event.type === 'dish_added' || event.type === 'dish_updated') {
      const row = await this.one<{ eventName: string; who: string | null; dish: string; to: string[] }>(
        `SELECT e."name" AS "eventName", ${PERSON_NAME_SQL} AS "who", d."name" AS "dish",
                array(SELECT m FROM ${MANAGERS} AS m(m) WHERE m <> d."contributorId") AS "to"
           FROM "dishes" d JOIN "users" u ON u."id" = d."contributorId" JOIN "events" e ON e."id" = d."eventId"
          WHERE d."id" = $1 AND d."eventId" = $2`,
        [event.dishId, event.eventId],
      );
      if (!row) return;
      const key = dishChangeKey(event);
      await this.notifyEach(
        row.to,
        (t) => ({
          title: row.eventName,
          body: t(key, { name: row.who ?? t('push.aGuest'), dish: row.dish }),
          url,
          tag: `dish-${event.dishId}`,
        }),
        `${event.type}:${event.eventId}:${event.seq}`,
      );
    } else if (event.type === 'rsvp_promoted') {
      const row = await this.one<{ eventName: string }>(`SELECT "name" AS "eventName" FROM "events" WHERE "id" = $1`, [
        event.eventId,
      ]);
      if (!row) return;
      const { eventName } = row;
      await this.notifyEach(
        [event.userId],
        (t) => ({
          title: t('mail.promotion.subject', { eventName }),
          body: t('push.promoted.body'),
          url,
          tag: `promoted-${event.eventId}`,
        }),
        `${event.type}:${event.eventId}:${event.seq}:${event.userId}`,
      );
    }
  }

  /** The query's first row, if any. */
  private async one<T>(sql: string, params: unknown[]): Promise<T | undefined> {
    const rows: T[] = await this.db.query(sql, params);
    return rows[0];
  }
}
