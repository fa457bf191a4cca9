import { moveAllJobHelps } from '../jobs/jobs.queries';
import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import { saveSession, startSession } from '../auth/start-session';
import { AppException } from '../platform/common/app-exception';
import { APP_CONFIG } from '../platform/config/config.module';
import type { AppConfig } from '../platform/config/config.schema';
import type {
  GuestIdentitySummary,
  GuestRsvpData,
  GuestRsvpResult,
  GuestLinkResult,
  GuestMergeResult,
  PendingGuestMerge,
} from '../contracts/guest.contract';
import type { User } from '../contracts/user.rules';
import { DomainEventsService } from '../platform/domain-events/domain-events.service';
import { DishesService } from '../dishes/dishes.service';
import { carryRemovals, removedEventIdsOf } from '../events/event-removals';
import { EventsService } from '../events/events.service';
import { EmailConfirmationService } from '../mail/email-confirmation.service';
import { MailService } from '../mail/mail.service';
import { PushService } from '../push/push.service';
import { clientNetwork } from '../platform/rate-limit/client-network';
import { RateLimitService } from '../platform/rate-limit/rate-limit.service';
import { RsvpsService } from '../rsvps/rsvps.service';
import { UsersService } from '../users/users.service';
import { startEventChange, versionInTransaction } from '../platform/versions/versions.service';
import { moveDatePollAnswers } from '../date-polls/date-poll.queries';
import { moveConversationOf } from '../conversation/conversation-merge';
import { movePhotosOf, photoEventIdsOf } from '../photos/photo-rows';
import { GUEST_TOKEN_RE, hashGuestToken, newGuestToken } from './guest-token';
import { requestLocale } from '../i18n/locale';
import { serverText } from '../i18n/server-text';

/**
 * How long a guest's join key can sign them in again (the replay of a join whose answer was lost). A replay is a
 * retry within minutes; a day is generous, and an older key is refused like a retired one.
 */
export const GUEST_JOIN_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

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
  async rsvp(req: Request, eventId: string, input: GuestRsvpData, key: string | null): Promise<GuestRsvpResult> {
    const fingerprint = createHash('sha256').update(JSON.stringify({ eventId, input })).digest('hex');
    if (key) {
      if (await this.users.isJoinKeyRetired(key)) {
        throw AppException.conflict(serverText('error.guest.joinKeyExpired'), 'GUEST_JOIN_KEY_EXPIRED');
      }
      const earlier = await this.users.findGuestByJoinKey(key);
      if (earlier) {
        if (earlier.fingerprint !== fingerprint) {
          throw AppException.unprocessable(serverText('error.idempotency.keyReused'), 'IDEMPOTENCY_KEY_REUSED');
        }
        if (Date.now() - earlier.joinedAt.getTime() > GUEST_JOIN_KEY_LIFETIME_MS) {
          throw AppException.conflict(serverText('error.guest.joinKeyExpired'), 'GUEST_JOIN_KEY_EXPIRED');
        }
        return this.replay(req, earlier.user, eventId);
      }
    }
    const signedIn = req.session?.userId ? await this.users.findById(req.session.userId) : null;
    if (signedIn) {
      throw AppException.conflict(serverText('error.guest.alreadySignedIn'), 'ALREADY_SIGNED_IN');
    }
    await this.events.publicView(eventId); // 404 before anything is created
    await this.rateLimits.enforce(
      // Per network, not per address: a whole IPv6 /64 belongs to one subscriber.
      `guest-join:net:${clientNetwork(req.ip ?? req.socket.remoteAddress)}`,
      this.config.limits.guestRsvpsPerIp,
      serverText('error.guest.tooManyFromNetwork'),
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
      // Their mails and reminders speak the language they answered in (their choice later changes it).
      await this.users.setLocale(user.id, requestLocale(req));
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

  /** Whose a personal link is and what it holds (only what signing in with it would show). Changes nothing. */
  async previewLink(token: string): Promise<GuestIdentitySummary> {
    return this.summaryOf(await this.guestOfLink(token));
  }

  /**
   * Signs the link's guest in on this device, on an explicit request (a same-origin POST, never a GET). A device
   * signed in as someone else is refused: a link never replaces anyone's session; they sign out first.
   */
  async signInWithLink(req: Request, token: string): Promise<User> {
    const guest = await this.guestOfLink(token);
    const current = req.session?.userId ? await this.users.findById(req.session.userId) : null;
    if (current?.id === guest.id) return guest;
    if (current) {
      throw AppException.conflict(serverText('error.guest.signedInAsOther'), 'ALREADY_SIGNED_IN');
    }
    await startSession(req, guest.id);
    await this.users.markSeen(guest.id);
    return guest;
  }

  /** The guest this device held before signing in to the account, and what would move. */
  async pendingMerge(req: Request, account: User): Promise<PendingGuestMerge> {
    const guestId = req.session.pendingGuestId;
    const guest = guestId && !account.isGuest ? await this.users.findById(guestId) : null;
    // A guest gone meanwhile (moved from another device, removed): nothing to offer. A GET writes nothing.
    return { pending: guest?.isGuest ? await this.summaryOf(guest) : null };
  }

  /** The confirmed merge: only the guest this session remembers, and only the one the confirmation named. */
  async confirmMerge(req: Request, account: User, guestId: string): Promise<GuestMergeResult> {
    if (account.isGuest || !req.session.pendingGuestId || req.session.pendingGuestId !== guestId) {
      throw AppException.conflict(serverText('error.guest.nothingToMove'), 'NO_PENDING_MERGE');
    }
    const moved = await this.mergeInto(guestId, account.id);
    await this.forgetPendingMerge(req);
    return moved;
  }

  /** "Keep separate": the guest stays as it is (its link keeps working); this device stops offering the move. */
  async forgetPendingMerge(req: Request): Promise<void> {
    if (!req.session.pendingGuestId) return;
    delete req.session.pendingGuestId;
    await saveSession(req);
  }

  /** A new personal link for the signed-in guest (the route admits guests only); the old one stops working. */
  async renewLink(user: User, sendByEmail: boolean): Promise<GuestLinkResult> {
    if (sendByEmail && !user.email) {
      throw AppException.conflict(serverText('error.guest.emailForLink'), 'NO_EMAIL');
    }
    // An address not confirmed yet gets the confirmation link instead, never the personal link (asked first, so a
    // refusal leaves the current link working).
    const confirming = sendByEmail && !(await this.confirmations.isConfirmed(user));
    if (confirming) await this.confirmations.request(user);
    const { token, hash } = newGuestToken();
    await this.users.renewGuestToken(user.id, hash);
    const personalLink = this.linkFor(token);
    if (confirming) return { personalLink, emailConfirmation: 'sent' };
    if (!sendByEmail || !user.email) return { personalLink };
    const delivery = await this.mail.sendPersonalLink(user, personalLink);
    return { personalLink, delivery };
  }

  /**
   * Moves a guest's answers, dishes, poll answers, photos and conversation (comments, reactions, questions) into an
   * account in one transaction and removes the guest (their personal link and join key with it). Where both answered the same event, the more recent RSVP stands. The guest's push
   * subscriptions are deleted, never moved. Not a guest: nothing to do.
   */
  private async mergeInto(guestId: string, accountId: string): Promise<GuestMergeResult> {
    const result = await this.dataSource.transaction(async (tx) => {
      if (!(await this.users.lockGuest(tx, guestId)))
        return { changed: [], conversationEvents: [], movedRsvps: 0, movedDishes: 0 };
      const [answered, bringing, removedFrom, photographed] = [
        await this.rsvps.eventIdsOf(tx, guestId),
        await this.dishes.eventIdsOf(tx, guestId),
        await removedEventIdsOf(tx, guestId),
        await photoEventIdsOf(tx, guestId),
      ];
      // Sorted, so two merges touching the same events lock them in the same order.
      const events = [...new Set([...answered, ...bringing, ...removedFrom, ...photographed])].sort();
      for (const eventId of events) await startEventChange(tx, eventId);
      const movedDishes = await this.dishes.countOf(tx, guestId);
      // Every row the guest wrote or brought changes owners here, inside the one transaction a merge must be. The
      // user row refuses deletion while any still names the guest, so a forgotten table fails the merge instead
      // of deleting what they wrote.
      await this.rsvps.moveAll(tx, guestId, accountId);
      await this.dishes.moveAll(tx, guestId, accountId);
      await moveAllJobHelps(tx, guestId, accountId);
      await moveDatePollAnswers(tx, guestId, accountId);
      await movePhotosOf(tx, guestId, accountId);
      const conversationEvents = await moveConversationOf(tx, guestId, accountId);
      await this.push.deleteAllOf(tx, guestId);
      // Someone the host removed stays removed: signing in with an account is no way back in.
      await carryRemovals(tx, guestId, accountId);
      await this.users.retireJoinKey(guestId, tx);
      await this.users.deleteGuest(guestId, tx);
      const changed: Array<{ eventId: string; seq: number }> = [];
      for (const eventId of events) changed.push({ eventId, seq: await versionInTransaction(tx, eventId) });
      return { changed, conversationEvents, movedRsvps: answered.length, movedDishes };
    });
    for (const { eventId, seq } of result.changed) {
      this.domainEvents.publish({
        type: 'rsvp_updated',
        eventId,
        userId: accountId,
        removedDishIds: [],
        seq,
        answered: false,
      });
    }
    for (const eventId of new Set(result.conversationEvents)) {
      this.domainEvents.publish({ type: 'talk_updated', eventId, part: 'thread' });
    }
    return { movedRsvps: result.movedRsvps, movedDishes: result.movedDishes };
  }

  private async guestOfLink(token: string): Promise<User> {
    const user = GUEST_TOKEN_RE.test(token) ? await this.users.findGuestByTokenHash(hashGuestToken(token)) : null;
    if (!user) throw AppException.notFound(serverText('validation.guest.linkInvalid'), 'GUEST_LINK_INVALID');
    return user;
  }

  /** The guest's name, the events they answered (soonest first) and how many dishes they bring. */
  private async summaryOf(guest: User): Promise<GuestIdentitySummary> {
    const answers = await this.rsvps.answersOf(guest.id);
    const statusOf = new Map(answers.map((a) => [a.eventId, a.status]));
    // An event an operator took down is not named, as a deleted one is not.
    const shown = await this.events.shownByDate(answers.map((a) => a.eventId));
    const events = shown.flatMap((e) => {
      const status = statusOf.get(e.id);
      return status ? [{ ...e, status }] : [];
    });
    const dishCount = await this.dishes.countOf(this.dataSource.manager, guest.id);
    return {
      id: guest.id,
      name: guest.firstName ?? 'Guest',
      events: events.map((e) => ({
        id: e.id,
        name: e.name,
        date: e.date === null ? null : new Date(e.date).toISOString(),
        status: e.status,
      })),
      dishCount,
    };
  }

  private async replay(req: Request, user: User, eventId: string): Promise<GuestRsvpResult> {
    // A replay signs its guest in again, but never over someone else's session.
    if (req.session?.userId && req.session.userId !== user.id) {
      throw AppException.conflict(serverText('error.guest.alreadySignedIn'), 'ALREADY_SIGNED_IN');
    }
    const rsvp = await this.rsvps.findResult(user, eventId);
    if (!rsvp) throw AppException.notFound(serverText('error.event.mayBeDeleted'), 'EVENT_NOT_FOUND');
    // The first answer's link never arrived: this answer carries a new one.
    const { token, hash } = newGuestToken();
    await this.users.setGuestToken(user.id, hash);
    await startSession(req, user.id);
    await this.users.markSeen(user.id);
    return { user, rsvp, personalLink: this.linkFor(token) };
  }

  private linkFor(token: string): string {
    // The secret rides in the fragment: browsers never send it to a server, so no access log or proxy records it.
    return `${this.config.publicUrl}/guest-link#${token}`;
  }
}
