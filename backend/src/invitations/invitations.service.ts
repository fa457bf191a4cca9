import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
// The full metadata knows number types (premium-rate, shared-cost), which the default build does not.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { QueryFailedError, type EntityManager, type Repository } from 'typeorm';
import { requireAccount } from '../auth/require-account';
import { AppException } from '../platform/common/app-exception';
import { serverText } from '../i18n/server-text';
import { APP_CONFIG } from '../platform/config/config.module';
import type { AppConfig } from '../platform/config/config.schema';
import {
  invitationInputSchema,
  type BulkInvitationData,
  type BulkInvitationResult,
  type InvitationInput,
  type InvitationResult,
  type InvitationView,
  type InviteMessage,
} from '../contracts/invitation.contract';
import type { BulkRefusal } from '../contracts/invitation.rules';
import { displayName, type User } from '../contracts/user.rules';
import type { AccessibleEvent } from '../events/event-access';
import { EventAccessService } from '../events/event-access.service';
import { hostName, invitationMail, invitationSms, inviteMessage, type InviteFacts } from '../mail/mail-templates';
import { MailFailed, MailRefused, MailService } from '../mail/mail.service';
import { RateLimitService } from '../platform/rate-limit/rate-limit.service';
import { InvitationEntity } from './invitation.entity';
import { accountAgeMs } from '../users/users.queries';
import { inviteeLocale } from './invitee-locale';
import type { ServerLocale } from '../i18n/catalogue';
import { serverLocale } from '../i18n/locale';
import { toInvitationResult, toInvitationView } from './invitations.mapper';
import { DeliveryError, SmsDelivery } from './sms-delivery';

type Contact = { email: string; phoneNumber: null } | { email: null; phoneNumber: string };

/** A single invitation's refusal, as a list's row names it. */
const BULK_REASON_OF: Partial<Record<string, BulkRefusal>> = {
  ALREADY_INVITED: 'already-invited',
  EMAIL_UNDELIVERABLE: 'suppressed',
  RATE_LIMITED: 'over-quota',
};

@Injectable()
export class InvitationsService {
  private readonly logger = new Logger(InvitationsService.name);

  constructor(
    @InjectRepository(InvitationEntity) private readonly invitations: Repository<InvitationEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly eventAccess: EventAccessService,
    private readonly sms: SmsDelivery,
    private readonly mail: MailService,
    private readonly rateLimits: RateLimitService,
  ) {}

  async inviteMessage(user: User, eventId: string): Promise<InviteMessage> {
    const { event } = await this.eventAccess.requireEvent(user, eventId, 'manage');
    const locale = localeOf(user);
    const facts = this.facts(event, user, locale);
    return { message: inviteMessage(facts, locale), joinUrl: facts.joinUrl, eventName: event.name };
  }

  /**
   * The invitations a host sent to an event they hand to a co-host (they deleted their account) stay with the event,
   * as the new host's, inside the deletion's transaction.
   */
  async handOver(tx: EntityManager, eventId: string, fromUserId: string, toUserId: string): Promise<void> {
    await tx.query(`UPDATE "invitations" SET "invitedByUserId" = $3 WHERE "eventId" = $1 AND "invitedByUserId" = $2`, [
      eventId,
      fromUserId,
      toUserId,
    ]);
  }

  async list(user: User, eventId: string): Promise<InvitationView[]> {
    await this.eventAccess.requireEvent(user, eventId, 'manage');
    const rows = await this.invitations.find({ where: { eventId }, order: { createdAt: 'DESC' } });
    return rows.map(toInvitationView);
  }

  // A repeated request with the same Idempotency-Key is answered by the global idempotency interceptor;
  // a failed delivery (5xx) releases the key, so its retry reaches claim() and takes over the failed row.
  async invite(user: User, eventId: string, input: InvitationInput): Promise<InvitationResult> {
    requireAccount(user);
    const { event } = await this.eventAccess.requireEvent(user, eventId, 'manage');
    const contact = this.normaliseContact(input);
    const established = await this.isEstablished(user);
    if (contact.phoneNumber && !established) {
      const hours = Math.round(this.config.invitations.establishedAfterMs / 3_600_000);
      throw AppException.forbidden(serverText('error.invitations.smsTooSoon', { hours }), 'SMS_NOT_ALLOWED');
    }
    const message = input.message?.trim() || null;
    const invitation = await this.claim(user, eventId, contact, message, established);
    return this.deliver(invitation, event, user);
  }

  /**
   * A list of names and addresses (pasted, or read from a CSV by the browser): each row checked as the one-by-one
   * invitation checks it (an address, not in the list twice, not invited already, not suppressed) and, in order,
   * within what is left of the host's hourly and daily allowance; `send` invites the rows that pass, one at a time,
   * each through the same claim and delivery as a single invitation, so an address is never invited twice.
   */
  async inviteList(user: User, eventId: string, input: BulkInvitationData): Promise<BulkInvitationResult> {
    requireAccount(user);
    const { event } = await this.eventAccess.requireEvent(user, eventId, 'manage');
    const established = await this.isEstablished(user);
    const invited = new Set(
      (await this.invitations.find({ where: { eventId }, select: { email: true, status: true } }))
        .filter((i) => i.email && i.status !== 'failed')
        .map((i) => i.email!),
    );
    const l = this.config.limits;
    const daily = established ? l.invitationsPerHostPerDay : l.invitationsPerNewHostPerDay;
    let allowance = Math.min(
      l.invitationsPerHost.limit -
        (await this.rateLimits.peek(`invitations:host:${user.id}`, l.invitationsPerHost.windowSeconds)),
      daily.limit - (await this.rateLimits.peek(`invitations:host-day:${user.id}`, daily.windowSeconds)),
    );
    const seen = new Set<string>();
    const rows: BulkInvitationResult['rows'] = [];
    for (const row of input.rows) {
      const email = row.email.trim().toLowerCase();
      const refuse = (reason: BulkRefusal) => rows.push({ name: row.name, email, outcome: 'refused', reason });
      // Not an address: shown as it was typed.
      if (!invitationInputSchema.safeParse({ email }).success)
        rows.push({ name: row.name, email: row.email.trim(), outcome: 'refused', reason: 'invalid' });
      else if (seen.has(email)) refuse('duplicate');
      else if (invited.has(email)) refuse('already-invited');
      else if (await this.mail.isSuppressed(email, eventId)) refuse('suppressed');
      else if (allowance <= 0) refuse('over-quota');
      else {
        allowance -= 1;
        rows.push({ name: row.name, email, outcome: 'ready', reason: null });
      }
      seen.add(email);
    }
    if (input.send) {
      for (const row of rows) {
        if (row.outcome !== 'ready') continue;
        try {
          const invitation = await this.claim(
            user,
            eventId,
            { email: row.email, phoneNumber: null },
            input.message,
            established,
          );
          await this.deliver(invitation, event, user);
          row.outcome = 'sent';
        } catch (e) {
          if (!(e instanceof AppException)) throw e;
          row.outcome = 'refused';
          row.reason = BULK_REASON_OF[e.code] ?? 'failed';
        }
      }
    }
    const count = (outcome: string) => rows.filter((r) => r.outcome === outcome).length;
    return { rows, ready: count('ready'), sent: count('sent'), refused: count('refused') };
  }

  /** An account older than HOST_ESTABLISHED_AFTER_HOURS: the full daily quota, and texts. Read from the row. */
  private async isEstablished(user: User): Promise<boolean> {
    return (await accountAgeMs(this.invitations.manager, user.id)) >= this.config.invitations.establishedAfterMs;
  }

  /** Creates the invitation row, or takes over a failed one for a retry; refuses a contact already invited. */
  private async claim(
    user: User,
    eventId: string,
    contact: Contact,
    message: string | null,
    established: boolean,
  ): Promise<InvitationEntity> {
    const where = contact.email ? { eventId, email: contact.email } : { eventId, phoneNumber: contact.phoneNumber! };
    const existing = await this.invitations.findOneBy(where);
    const label = contact.email ?? contact.phoneNumber;
    const alreadyInvited = () =>
      AppException.conflict(serverText('error.invitations.alreadyInvited', { contact: label }), 'ALREADY_INVITED');
    if (existing && existing.status !== 'failed') throw alreadyInvited();

    await this.enforceQuotas(user, contact, established);

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

  /**
   * Counted only for requests that will try to send something, in this order, so a refusal stops before the
   * shared budgets are touched: the host's hourly allowance; the host's daily quota (smaller while the account is
   * new); texts per host and day; texts one number receives per day; the day's share of all new accounts together; the deployment's daily budget.
   * A host can thus take at most its own quota out of the shared budget, and new accounts together at most their
   * pool, so a crowd of fresh accounts cannot spend the budget of established hosts.
   */
  private async enforceQuotas(user: User, contact: Contact, established: boolean): Promise<void> {
    const l = this.config.limits;
    await this.rateLimits.enforce(
      `invitations:host:${user.id}`,
      l.invitationsPerHost,
      serverText('error.invitations.perHour', { max: l.invitationsPerHost.limit }),
    );
    const daily = established ? l.invitationsPerHostPerDay : l.invitationsPerNewHostPerDay;
    await this.rateLimits.enforce(
      `invitations:host-day:${user.id}`,
      daily,
      serverText('error.invitations.perDay', { max: daily.limit, newAccount: established ? 'no' : 'yes' }),
    );
    if (contact.phoneNumber) {
      await this.rateLimits.enforce(
        `invitations:sms:${user.id}`,
        l.textsPerHostPerDay,
        serverText('error.invitations.textsPerDay', { max: l.textsPerHostPerDay.limit }),
      );
      // Whoever invites them: a number is not texted into the ground by many hosts (or many fresh accounts) at once.
      await this.rateLimits.enforce(
        `invitations:sms-to:${contact.phoneNumber}`,
        l.textsPerRecipientPerDay,
        serverText('error.invitations.textsToNumber'),
      );
    }
    if (!established) {
      await this.rateLimits.enforce(
        'invitations:new-hosts',
        l.invitationsByNewHostsPerDay,
        serverText('error.invitations.newHostsPaused'),
      );
    }
    await this.rateLimits.enforce('invitations:all', l.invitationsPerDay, serverText('error.invitations.allPaused'));
  }

  /** The host's own words, unless they are just Potluck's prefilled invitation text (in the host's language). */
  private noteOf(message: string | null, event: AccessibleEvent, host: User): string | null {
    const plain = (s: string) => s.replace(/\r\n/g, '\n').trim();
    const prefilled = [localeOf(host), 'en' as const].map((l) => plain(inviteMessage(this.facts(event, host, l), l)));
    return message && !prefilled.includes(plain(message)) ? message : null;
  }

  /** Sends an invitation in the invitee's language (see inviteeLocale). */
  private async deliver(invitation: InvitationEntity, event: AccessibleEvent, host: User): Promise<InvitationResult> {
    const note = this.noteOf(invitation.message, event, host);
    const locale = await inviteeLocale(this.invitations.manager, invitation.email, localeOf(host));
    const facts = this.facts(event, host, locale);
    try {
      invitation.delivery = invitation.email
        ? await this.mail.send({
            kind: 'invitation',
            to: invitation.email,
            recipient: { invitee: true },
            body: invitationMail(facts, note, locale),
            locale,
            replyTo: host.email ?? undefined,
            invitationId: invitation.id,
          })
        : await this.sms.send(invitation.id, invitation.phoneNumber!, invitationSms(facts, note, locale));
    } catch (e) {
      if (e instanceof MailRefused) {
        invitation.status = 'failed';
        invitation.failureReason = e.message;
        await this.invitations.save(invitation);
        if (e.reason === 'suppressed') {
          throw AppException.conflict(
            serverText('error.invitations.suppressed', { email: invitation.email }),
            'EMAIL_UNDELIVERABLE',
          );
        }
        throw AppException.rateLimited(
          serverText('error.invitations.recipientLimit', { email: invitation.email }),
          e.retryAfterSeconds,
        );
      }
      if (!(e instanceof DeliveryError) && !(e instanceof MailFailed)) throw e;
      invitation.status = 'failed';
      invitation.failureReason = e.message;
      await this.invitations.save(invitation);
      // The provider's own words (account, sender, configuration) stay in the logs and the row, never in the answer.
      this.logger.warn(`Invitation ${invitation.id} (${invitation.email ? 'email' : 'sms'}) failed: ${e.message}`);
      throw new AppException(
        502,
        'DELIVERY_FAILED',
        serverText('error.invitations.deliveryFailed', { contact: invitation.email ?? invitation.phoneNumber }),
      );
    }
    invitation.status = invitation.delivery === 'outbox' ? 'outbox' : 'sent';
    invitation.sentAt = invitation.status === 'sent' ? new Date() : null;
    await this.invitations.save(invitation);
    return toInvitationResult(invitation, localeOf(host));
  }

  private normaliseContact(input: InvitationInput): Contact {
    if (input.email) return { email: input.email, phoneNumber: null };
    const region = this.config.invitations.defaultPhoneRegion;
    const phone = parsePhoneNumberFromString(input.phoneNumber ?? '', region);
    if (!phone?.isValid()) {
      throw AppException.badRequest(serverText('validation.invitation.invalidPhone'), 'VALIDATION_FAILED', {
        phoneNumber: [serverText('validation.invitation.invalidPhone')],
      });
    }
    // Numbers that cost the sender (or the recipient) extra are refused: sending to them is how SMS fraud earns.
    const type = phone.getType();
    if (type === 'PREMIUM_RATE' || type === 'SHARED_COST') {
      throw AppException.badRequest(serverText('error.invitations.premiumNumber'), 'VALIDATION_FAILED', {
        phoneNumber: [serverText('error.invitations.premiumNumber')],
      });
    }
    // Texts cost money per message and are what SMS-pumping fraud earns from: only to the countries allowed.
    const allowed = this.config.invitations.smsCountries;
    if (!phone.country || !allowed.includes(phone.country)) {
      const names = new Intl.DisplayNames(['en'], { type: 'region' });
      const message = serverText('error.invitations.smsCountries', {
        countries: allowed.map((c) => names.of(c) ?? c).join(', '),
      });
      throw AppException.badRequest(message, 'VALIDATION_FAILED', { phoneNumber: [message] });
    }
    return { email: null, phoneNumber: phone.number };
  }

  private facts(event: AccessibleEvent, host: User, locale: ServerLocale): InviteFacts {
    return {
      name: event.name,
      date: event.date,
      location: event.location,
      hostName: hostName(displayName(host), locale),
      joinUrl: `${this.config.publicUrl}/join/${event.id}`,
      timeZone: event.timeZone,
    };
  }
}

const localeOf = (user: User): ServerLocale => serverLocale(user.locale) ?? 'en';
