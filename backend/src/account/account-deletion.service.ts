import { deleteAllJobHelps } from '../jobs/jobs.queries';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AccountDeletionData } from '../contracts/account.contract';
import type { AccountDeletionPlan } from '../contracts/responses.contract';
import type { User } from '../contracts/user.rules';
import { SessionService } from '../auth/session.service';
import { forgetConversationOf } from '../conversation/conversation-forget';
import { keepFormerShares } from '../costs/costs.queries';
import { deleteDatePollAnswersOf } from '../date-polls/date-poll.queries';
import { DishesService } from '../dishes/dishes.service';
import { deleteEventRow, handOverEvent, hostedEventIds } from '../events/events.queries';
import { InvitationsService } from '../invitations/invitations.service';
import { MailService } from '../mail/mail.service';
import { NotificationsService, type DishLeft } from '../notifications/notifications.service';
import { deletePhotosOf, handOverCover } from '../photos/photo-rows';
import { AppException } from '../platform/common/app-exception';
import { DomainEventsService } from '../platform/domain-events/domain-events.service';
import {
  forgetListVersion,
  startEventChange,
  versionInTransaction,
  VersionsService,
} from '../platform/versions/versions.service';
import { PushService } from '../push/push.service';
import { RsvpsService } from '../rsvps/rsvps.service';
import { handOverSeries } from '../series/series.queries';
import { UsersService } from '../users/users.service';
import { AccountDataRepository } from './account-data.repository';
import { serverText } from '../i18n/server-text';

const outdated = () =>
  AppException.conflict(serverText('error.account.deletionPlanChanged'), 'ACCOUNT_CHOICES_OUTDATED');

/** What the deletion changed, for the messages sent once it is committed. */
interface Deleted {
  deletedEvents: string[];
  handedOver: Array<{ eventId: string; to: string }>;
  changed: Array<{ eventId: string; seq: number }>;
  conversationEvents: string[];
  dishesLeft: DishLeft[];
  /** Guests given the places the person held, by event. */
  promotions: Array<{ eventId: string; promoted: string[] }>;
  /** Events whose costs keep the person's share as a former guest's. */
  costed: string[];
}

/**
 * "Delete my account", for an account or a guest (from their personal link): one transaction, in which each module
 * lets go of the person's rows through its own functions. Every event they host is handed to the co-host they chose
 * or deleted; in other people's events their RSVPs, poll answers, questions, reactions and photos are deleted, their
 * dishes too (missing again; the hosts are told), and their comments stay as a former guest's without their text;
 * their sessions, push subscriptions and mail waiting in the outbox end at once; then their row goes. A row some
 * module forgets makes the deletion fail (its reference refuses), never half-done. What each column of a person
 * becomes is written in person-columns.ts.
 */
@Injectable()
export class AccountDeletionService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly data: AccountDataRepository,
    private readonly users: UsersService,
    private readonly sessions: SessionService,
    private readonly rsvps: RsvpsService,
    private readonly dishes: DishesService,
    private readonly push: PushService,
    private readonly invitations: InvitationsService,
    private readonly mail: MailService,
    private readonly notifications: NotificationsService,
    private readonly versions: VersionsService,
    private readonly domainEvents: DomainEventsService,
  ) {}

  /** The events the person hosts, each with the co-hosts it may be handed to. */
  plan(user: User): Promise<AccountDeletionPlan> {
    return this.data.hostedEventsWithCoHosts(user.id).then((hostedEvents) => ({ hostedEvents }));
  }

  async delete(user: User, input: AccountDeletionData): Promise<void> {
    const result = await this.db.transaction(async (tx): Promise<Deleted | null> => {
      const person = await this.users.lockForDeletion(tx, user.id);
      if (!person) return null;
      const hosted = await hostedEventIds(tx, user.id);
      const choices = new Map(input.events.map((c) => [c.eventId, c.handOverTo]));
      if (
        choices.size !== input.events.length ||
        hosted.length !== choices.size ||
        hosted.some((id) => !choices.has(id))
      )
        throw outdated();
      const coHosts = new Map(
        (await this.data.hostedEventsWithCoHosts(user.id, tx)).map((e) => [e.id, e.coHosts.map((c) => c.id)]),
      );
      const deletedEvents: string[] = [];
      const handedOver: Deleted['handedOver'] = [];
      for (const eventId of hosted) {
        const to = choices.get(eventId) ?? null;
        if (to === null) deletedEvents.push(eventId);
        else if (coHosts.get(eventId)?.includes(to)) handedOver.push({ eventId, to });
        else throw outdated();
      }
      // Events are locked in id order, as every change of several events does, before anything is changed.
      for (const eventId of hosted) await startEventChange(tx, eventId);
      for (const eventId of deletedEvents) await deleteEventRow(tx, eventId);
      for (const { eventId, to } of handedOver) {
        const moved = await handOverEvent(tx, eventId, user.id, to);
        if (!moved) throw outdated();
        if (moved.seriesId) await handOverSeries(tx, moved.seriesId, user.id, to);
        await handOverCover(tx, eventId, user.id, to);
        await this.invitations.handOver(tx, eventId, user.id, to);
      }
      const answered = await this.rsvps.eventIdsOf(tx, user.id);
      const costed = await keepFormerShares(tx, user.id, await this.rsvps.goingHouseholdsOf(tx, user.id));
      const polled = await deleteDatePollAnswersOf(tx, user.id);
      const photographed = await deletePhotosOf(tx, user.id);
      const conversationEvents = await forgetConversationOf(tx, user.id);
      const dishesLeft = await this.dishes.deleteAllOf(tx, user.id);
      await deleteAllJobHelps(tx, user.id);
      const promotions = await this.rsvps.deleteAllOf(tx, user.id);
      // The hosts of the events they brought to are told in their next digest (a push follows the commit).
      await this.notifications.recordDishesLeft(
        tx,
        dishesLeft.filter((d) => !deletedEvents.includes(d.eventId)),
      );
      await this.push.deleteAllOf(tx, user.id);
      await this.sessions.endAllOf(tx, user.id);
      await this.mail.forgetPendingTo(
        tx,
        [person.email, person.phoneNumber].filter((a): a is string => !!a),
      );
      await this.users.deleteForever(tx, user.id);
      await forgetListVersion(tx, user.id);
      const touched = [
        ...new Set([
          ...handedOver.map((h) => h.eventId),
          ...answered,
          ...polled,
          ...photographed,
          ...conversationEvents,
          ...dishesLeft.map((d) => d.eventId),
        ]),
      ]
        .filter((id) => !deletedEvents.includes(id))
        .sort();
      const changed: Deleted['changed'] = [];
      for (const eventId of touched) changed.push({ eventId, seq: await versionInTransaction(tx, eventId) });
      const costedStill = costed.filter((id) => !deletedEvents.includes(id));
      return { deletedEvents, handedOver, changed, conversationEvents, dishesLeft, promotions, costed: costedStill };
    });
    if (!result) return;
    for (const eventId of result.deletedEvents) this.domainEvents.publish({ type: 'event_deleted', eventId });
    for (const { eventId, seq } of result.changed) {
      const removedDishIds = result.dishesLeft.filter((d) => d.eventId === eventId).map((d) => d.id);
      this.domainEvents.publish({
        type: 'rsvp_updated',
        eventId,
        userId: user.id,
        removedDishIds,
        seq,
        answered: false,
      });
    }
    for (const { eventId, promoted } of result.promotions) {
      const seq = result.changed.find((c) => c.eventId === eventId)?.seq;
      if (seq === undefined) continue;
      for (const userId of promoted) this.domainEvents.publish({ type: 'rsvp_promoted', eventId, userId, seq });
    }
    for (const eventId of result.costed) this.domainEvents.publish({ type: 'costs_updated', eventId });
    for (const eventId of new Set(result.conversationEvents)) {
      if (!result.deletedEvents.includes(eventId))
        this.domainEvents.publish({ type: 'talk_updated', eventId, part: 'thread' });
    }
    for (const { to } of result.handedOver) this.versions.forgetList(to);
    await this.notifications.pushDishesLeft(result.dishesLeft.filter((d) => !result.deletedEvents.includes(d.eventId)));
  }
}
