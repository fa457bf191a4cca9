import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import { displayName } from '../contracts/user.rules';
import { DomainEventsService } from '../domain-events/domain-events.service';
import { EventsService } from '../events/events.service';
import { UsersService } from '../users/users.service';
import { formatEventDate, inviteEmail } from './invite-content';
import { InvitationDelivery } from './invitation-delivery';

/**
 * Tells a guest by e-mail that they got a place off the waitlist, through the invitations' mail delivery (SMTP, or
 * the outbox without it). Listens to the `rsvp_promoted` domain event; a failed e-mail is logged, never retried
 * into a second message: the live update has told the guest already if they were looking.
 */
@Injectable()
export class PromotionMailer implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('PromotionMailer');
  private unsubscribe?: () => void;

  constructor(
    private readonly domainEvents: DomainEventsService,
    private readonly events: EventsService,
    private readonly users: UsersService,
    private readonly delivery: InvitationDelivery,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = this.domainEvents.subscribe((e) => {
      if (e.type !== 'rsvp_promoted') return;
      this.send(e.eventId, e.userId).catch((err: unknown) =>
        this.logger.warn(`Waitlist e-mail for ${e.eventId} failed: ${String(err)}`),
      );
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  private async send(eventId: string, userId: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user?.email) return;
    const { event } = await this.events.requireEvent(user, eventId, 'read');
    const joinUrl = `${this.config.publicUrl}/join/${event.id}`;
    const message = [
      `Good news, ${displayName(user)}: a place opened up and you're off the waitlist for ${event.name}.`,
      `When: ${formatEventDate(event.date, event.timeZone)}${event.location ? `\nWhere: ${event.location}` : ''}`,
      'You can sign up a dish now.',
    ].join('\n\n');
    const email = inviteEmail(
      { name: event.name, date: event.date, timeZone: event.timeZone, location: event.location, hostName: '', joinUrl },
      message,
    );
    await this.delivery.sendEmail(null, user.email, { ...email, subject: `You're in: ${event.name}` }, user.email);
  }
}
