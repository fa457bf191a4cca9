import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '../platform/config/config.module';
import type { AppConfig } from '../platform/config/config.schema';
import { displayName } from '../contracts/user.rules';
import { DomainEventsService } from '../platform/domain-events/domain-events.service';
import { EventAccessService } from '../events/event-access.service';
import { promotionMail } from '../mail/mail-templates';
import { MailService } from '../mail/mail.service';
import { UsersService } from '../users/users.service';
import { translate } from '../i18n/catalogue';
import { serverLocale } from '../i18n/locale';

/**
 * Tells a guest by e-mail, in their language, that they got a place off the waitlist, through the mail module (its policy decides:
 * nothing to a suppressed or unconfirmed address). Listens to the `rsvp_promoted` domain event; a failed or refused
 * e-mail is logged, never retried into a second message: the live update has told the guest already if they were
 * looking.
 */
@Injectable()
export class PromotionMailer implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('PromotionMailer');
  private unsubscribe?: () => void;

  constructor(
    private readonly domainEvents: DomainEventsService,
    private readonly eventAccess: EventAccessService,
    private readonly users: UsersService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = this.domainEvents.subscribe((e) => {
      if (e.type !== 'rsvp_promoted') return;
      this.send(e.eventId, e.userId).catch((err: unknown) =>
        this.logger.warn(`Waitlist e-mail for ${e.eventId} not sent: ${String(err)}`),
      );
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  private async send(eventId: string, userId: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user?.email) return;
    const { event } = await this.eventAccess.requireEvent(user, eventId, 'read');
    const locale = serverLocale(user.locale) ?? 'en';
    const body = promotionMail(
      displayName(user),
      {
        name: event.name,
        date: event.date,
        timeZone: event.timeZone,
        location: event.location,
        joinUrl: `${this.config.publicUrl}/join/${event.id}`,
      },
      locale,
    );
    await this.mail.send({
      kind: 'waitlist',
      to: user.email,
      recipient: { userId: user.id },
      body,
      event: { id: event.id, stopLabel: translate(locale, 'mail.stopEvent') },
      locale,
    });
  }
}
