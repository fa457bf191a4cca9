import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
// The full metadata knows number types (premium-rate, shared-cost), which the default build does not.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { QueryFailedError, type Repository } from 'typeorm';
import { requireAccount } from '../auth/require-account';
import { AppException } from '../common/app-exception';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import type {
  DeliveryMode,
  InvitationInput,
  InvitationResult,
  InvitationView,
  InviteMessage,
} from '../contracts/invitation.contract';
import { displayName, type User } from '../contracts/user.rules';
import type { AccessibleEvent } from '../events/event-access';
import { EventsService } from '../events/events.service';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { InvitationEntity } from './invitation.entity';
import { DeliveryError, InvitationDelivery } from './invitation-delivery';
import { toInvitationResult, toInvitationView } from './invitations.mapper';
import {
  inviteEmail,
  inviteMessage,
  messageWithLink,
  personalLinkEmail,
  type InviteEventFacts,
} from './invite-content';

type Contact = { email: string; phoneNumber: null } | { email: null; phoneNumber: string };

@Injectable()
export class InvitationsService {
  private readonly logger = new Logger(InvitationsService.name);

  constructor(
    @InjectRepository(InvitationEntity) private readonly invitations: Repository<InvitationEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: EventsService,
    private readonly delivery: InvitationDelivery,
    private readonly rateLimits: RateLimitService,
  ) {}

  async inviteMessage(user: User, eventId: string): Promise<InviteMessage> {
    const { event } = await this.events.requireEvent(user, eventId, 'manage');
    const facts = this.facts(event, user);
    return { message: inviteMessage(facts), joinUrl: facts.joinUrl, eventName: event.name };
  }

  async list(user: User, eventId: string): Promise<InvitationView[]> {
    await this.events.requireEvent(user, eventId, 'manage');
    const rows = await this.invitations.find({ where: { eventId }, order: { createdAt: 'DESC' } });
    return rows.map(toInvitationView);
  }

  // A repeated request with the same Idempotency-Key is answered by the global idempotency interceptor;
  // a failed delivery (5xx) releases the key, so its retry reaches claim() and takes over the failed row.
  async invite(user: User, eventId: string, input: InvitationInput): Promise<InvitationResult> {
    requireAccount(user);
    const { event } = await this.events.requireEvent(user, eventId, 'manage');
    const contact = this.normaliseContact(input);
    const message = input.message?.trim() || null;
    const invitation = await this.claim(user, eventId, contact, message);
    return this.deliver(invitation, this.facts(event, user), user);
  }

  /** Creates the invitation row, or takes over a failed one for a retry; refuses a contact already invited. */
  /** E-mails a guest their personal link (or keeps it in the outbox when SMTP is not configured). */
  async sendPersonalLink(to: string, link: string): Promise<DeliveryMode> {
    try {
      return await this.delivery.sendEmail(null, to, personalLinkEmail(link), this.config.invitations.mailFrom);
    } catch (e) {
      if (!(e instanceof DeliveryError)) throw e;
      this.logger.warn(`Personal link e-mail failed: ${e.message}`);
      throw new AppException(502, 'DELIVERY_FAILED', 'The e-mail could not be sent. Please try again.');
    }
  }

  /** Keeps an e-mail in the development outbox (the invitations module's table) when SMTP is not configured. */
  async keepInOutbox(to: string, email: { subject: string; text: string; html?: string }): Promise<void> {
    await this.delivery.keepInOutbox(to, email);
  }

  private async claim(
    user: User,
    eventId: string,
    contact: Contact,
    message: string | null,
  ): Promise<InvitationEntity> {
    const where = contact.email ? { eventId, email: contact.email } : { eventId, phoneNumber: contact.phoneNumber! };
    const existing = await this.invitations.findOneBy(where);
    const label = contact.email ?? contact.phoneNumber;
    const alreadyInvited = () => AppException.conflict(`${label} is already invited to this event`, 'ALREADY_INVITED');
    if (existing && existing.status !== 'failed') throw alreadyInvited();

    // Counted only for requests that will try to send something: the host's hourly allowance, then the
    // deployment's daily budget (which bounds what a crowd of new accounts could cost in SMS and e-mail).
    const { invitationsPerHost, invitationsPerDay } = this.config.limits;
    await this.rateLimits.enforce(
      `invitations:host:${user.id}`,
      invitationsPerHost,
      `You can send at most ${invitationsPerHost.limit} invitations an hour. Please try again later.`,
    );
    await this.rateLimits.enforce(
      'invitations:all',
      invitationsPerDay,
      'Invitations are paused for today on this server. Please try again tomorrow.',
    );

    if (existing) {
      // Atomic hand-over, so two concurrent retries cannot both deliver.
      const claimed = await this.invitations.update(
        { id: existing.id, status: 'failed' },
        { status: 'pending', message, failureReason: null, invitedByUserId: user.id },
      );
      if (!claimed.affected) throw alreadyInvited();
      return this.invitations.findOneByOrFail({ id: existing.id });
    }
    try {
      return await this.invitations.save(
        this.invitations.create({
          eventId,
          ...contact,
          invitedByUserId: user.id,
          message,
          status: 'pending',
          delivery: 'outbox',
        }),
      );
    } catch (e) {
      // Unique (eventId, contact) index: a concurrent request invited the same contact first.
      if (e instanceof QueryFailedError && (e.driverError as { code?: string }).code === '23505')
        throw alreadyInvited();
      throw e;
    }
  }

  private async deliver(invitation: InvitationEntity, facts: InviteEventFacts, host: User): Promise<InvitationResult> {
    const text = invitation.message ?? inviteMessage(facts);
    try {
      invitation.delivery = invitation.email
        ? await this.delivery.sendEmail(
            invitation.id,
            invitation.email,
            inviteEmail(facts, text),
            host.email ?? this.config.invitations.mailFrom,
          )
        : await this.delivery.sendSms(invitation.id, invitation.phoneNumber!, messageWithLink(text, facts.joinUrl));
    } catch (e) {
      if (!(e instanceof DeliveryError)) throw e;
      invitation.status = 'failed';
      invitation.failureReason = e.message;
      await this.invitations.save(invitation);
      // The provider's own words (account, sender, configuration) stay in the logs and the row, never in the answer.
      this.logger.warn(`Invitation ${invitation.id} (${invitation.email ? 'email' : 'sms'}) failed: ${e.message}`);
      throw new AppException(
        502,
        'DELIVERY_FAILED',
        `The invitation to ${invitation.email ?? invitation.phoneNumber} could not be sent. Please check the address and try again later.`,
      );
    }
    invitation.status = invitation.delivery === 'outbox' ? 'outbox' : 'sent';
    invitation.sentAt = invitation.status === 'sent' ? new Date() : null;
    await this.invitations.save(invitation);
    return toInvitationResult(invitation);
  }

  private normaliseContact(input: InvitationInput): Contact {
    if (input.email) return { email: input.email, phoneNumber: null };
    const region = this.config.invitations.defaultPhoneRegion;
    const phone = parsePhoneNumberFromString(input.phoneNumber ?? '', region);
    if (!phone?.isValid()) {
      throw AppException.badRequest('Invalid phone number', 'VALIDATION_FAILED', {
        phoneNumber: ['Invalid phone number'],
      });
    }
    // Numbers that cost the sender (or the recipient) extra are refused: sending to them is how SMS fraud earns.
    const type = phone.getType();
    if (type === 'PREMIUM_RATE' || type === 'SHARED_COST') {
      throw AppException.badRequest('Premium-rate and shared-cost numbers cannot be invited', 'VALIDATION_FAILED', {
        phoneNumber: ['Premium-rate and shared-cost numbers cannot be invited'],
      });
    }
    return { email: null, phoneNumber: phone.number };
  }

  private facts(event: AccessibleEvent, host: User): InviteEventFacts {
    return {
      name: event.name,
      date: event.date,
      location: event.location,
      hostName: displayName(host),
      joinUrl: `${this.config.publicUrl}/join/${event.id}`,
      timeZone: event.timeZone,
    };
  }
}
