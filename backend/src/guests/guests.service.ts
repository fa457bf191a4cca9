import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import { startSession } from '../auth/start-session';
import { AppException } from '../common/app-exception';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import type { GuestJoinData, GuestJoinResult, GuestLinkResult } from '../contracts/guest.contract';
import type { User } from '../contracts/user.rules';
import { DomainEventsService } from '../domain-events/domain-events.service';
import { DishesService } from '../dishes/dishes.service';
import { EventsService } from '../events/events.service';
import { EmailConfirmationService } from '../mail/email-confirmation.service';
import { MailService } from '../mail/mail.service';
import { PushService } from '../push/push.service';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { RsvpsService } from '../rsvps/rsvps.service';
import { UsersService } from '../users/users.service';
import { startEventChange, versionInTransaction } from '../versions/versions.service';
import { GUEST_TOKEN_RE, hashGuestToken, newGuestToken } from './guest-token';

/**
 * Guests without an account: joining from the link with a name, their personal link (a capability token kept
 * only as a hash), and the merge into an account when they later sign in.
 */
@Injectable()
export class GuestsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly events: EventsService,
    private readonly rsvps: RsvpsService,
    private readonly dishes: DishesService,
    private readonly push: PushService,
    private readonly mail: MailService,
    private readonly confirmations: EmailConfirmationService,
    private readonly rateLimits: RateLimitService,
    private readonly domainEvents: DomainEventsService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /**
   * Creates the guest identity, their RSVP and their session in one request. The Idempotency-Key is kept on the
   * guest: the same request again (its answer lost on the way) signs the same guest in again and changes nothing.
   */
  async join(req: Request, eventId: string, input: GuestJoinData, key: string | null): Promise<GuestJoinResult> {
    const fingerprint = createHash('sha256').update(JSON.stringify({ eventId, input })).digest('hex');
    if (key) {
      const earlier = await this.users.findGuestByJoinKey(key);
      if (earlier) {
        if (earlier.fingerprint !== fingerprint) {
          throw AppException.unprocessable(
            'This Idempotency-Key was already used for a different request',
            'IDEMPOTENCY_KEY_REUSED',
          );
        }
        return this.replay(req, earlier.user, eventId);
      }
    }
    const signedIn = req.session?.userId ? await this.users.findById(req.session.userId) : null;
    if (signedIn) {
      throw AppException.conflict('You are already signed in: answer with the RSVP form.', 'ALREADY_SIGNED_IN');
    }
    await this.events.publicView(eventId); // 404 before anything is created
    await this.rateLimits.enforce(
      `guest-join:ip:${req.ip ?? req.socket.remoteAddress ?? 'unknown'}`,
      this.config.limits.guestJoinsPerIp,
      'Too many new guests from this network. Please wait a while and try again.',
    );

    const { token, hash } = newGuestToken();
    const user = await this.users.createGuest({
      name: input.name,
      email: input.email,
      tokenHash: hash,
      joinKey: key,
      joinFingerprint: fingerprint,
    });
    const { name: _name, email: _email, ...answer } = input;
    try {
      const rsvp = await this.rsvps.submit(user, eventId, answer);
      await startSession(req, user.id);
      // The typed address gets one mail, the confirmation link, and nothing else until its owner confirms.
      if (user.email) await this.confirmations.requestQuietly(user);
      return { user, rsvp, personalLink: this.linkFor(token) };
    } catch (err) {
      // Nothing half-made stays behind: the guest exists only with their answer.
      await this.users.deleteGuest(user.id);
      throw err;
    }
  }

  /** Opening a personal link: the guest it belongs to is signed in on this device. */
  async openLink(req: Request, token: string): Promise<User> {
    const user = GUEST_TOKEN_RE.test(token) ? await this.users.findGuestByTokenHash(hashGuestToken(token)) : null;
    if (!user) throw AppException.notFound('This personal link is not valid any more', 'GUEST_LINK_INVALID');
    await startSession(req, user.id);
    return user;
  }

  /** A new personal link for the signed-in guest; the old one stops working. Optionally e-mailed to them. */
  async renewLink(user: User, sendByEmail: boolean): Promise<GuestLinkResult> {
    if (!user.isGuest) throw AppException.forbidden('Only guests without an account have a personal link');
    if (sendByEmail && !user.email) {
      throw AppException.conflict('Add an e-mail address to receive your link', 'NO_EMAIL');
    }
    // An address not confirmed yet gets the confirmation link instead, never the personal link (asked first, so a
    // refusal leaves the current link working).
    const confirming = sendByEmail && !(await this.confirmations.isConfirmed(user));
    if (confirming) await this.confirmations.request(user);
    const { token, hash } = newGuestToken();
    await this.users.setGuestToken(user.id, hash);
    const personalLink = this.linkFor(token);
    if (confirming) return { personalLink, emailConfirmation: 'sent' };
    if (!sendByEmail || !user.email) return { personalLink };
    const delivery = await this.mail.sendPersonalLink(user, personalLink);
    return { personalLink, delivery };
  }

  /**
   * Moves a guest's answers and dishes into an account in one transaction and removes the guest (their personal
   * link with it). Where both answered the same event, the more recent RSVP stands. Not a guest: nothing to do.
   */
  async mergeInto(guestId: string, accountId: string): Promise<void> {
    const changed = await this.dataSource.transaction(async (tx) => {
      if (!(await this.users.lockGuest(tx, guestId))) return [];
      const [answered, bringing] = [
        await this.rsvps.eventIdsOf(tx, guestId),
        await this.dishes.eventIdsOf(tx, guestId),
      ];
      // Sorted, so two merges touching the same events lock them in the same order.
      const events = [...new Set([...answered, ...bringing])].sort();
      for (const eventId of events) await startEventChange(tx, eventId);
      // The RSVP and dish rows change owners here, inside the one transaction a merge must be.
      await this.rsvps.moveAll(tx, guestId, accountId);
      await this.dishes.moveAll(tx, guestId, accountId);
      await this.push.moveAll(tx, guestId, accountId);
      await this.users.deleteGuest(guestId, tx);
      const versions: Array<{ eventId: string; seq: number }> = [];
      for (const eventId of events) versions.push({ eventId, seq: await versionInTransaction(tx, eventId) });
      return versions;
    });
    for (const { eventId, seq } of changed) {
      this.domainEvents.publish({ type: 'rsvp_updated', eventId, userId: accountId, removedDishIds: [], seq });
    }
  }

  private async replay(req: Request, user: User, eventId: string): Promise<GuestJoinResult> {
    const rsvp = await this.rsvps.findResult(user, eventId);
    if (!rsvp) throw AppException.notFound('This event may have been deleted', 'EVENT_NOT_FOUND');
    // The first answer's link never arrived: this answer carries a new one.
    const { token, hash } = newGuestToken();
    await this.users.setGuestToken(user.id, hash);
    await startSession(req, user.id);
    return { user, rsvp, personalLink: this.linkFor(token) };
  }

  private linkFor(token: string): string {
    return `${this.config.publicUrl}/api/guest-link/${token}`;
  }
}
