import { dishChangeKey } from '../notifications/digest-changes';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { DomainEvent } from '../contracts/realtime.contract';
import { DomainEventsService } from '../platform/domain-events/domain-events.service';
import { PushService } from './push.service';
import type { PushMessage } from '../contracts/notifications.contract';
import { translator, type ServerLocale, type Translate } from '../i18n/catalogue';
import { serverLocale } from '../i18n/locale';
import { peopleLocales } from '../users/users.queries';
import { eventNameOf } from '../events/events.queries';
import { answerNews, dishNews } from '../notifications/recipients.repository';

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
    const rows = await peopleLocales(this.db, to);
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
      const row = await answerNews(this.db, event.eventId, event.userId);
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
      const row = await dishNews(this.db, event.eventId, event.dishId);
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
      const eventName = await eventNameOf(this.db, event.eventId);
      if (eventName === undefined) return;
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
}
