import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { User } from '../contracts/user.rules';
import type { DomainEvent, LiveState, ServerMessage } from '../contracts/realtime.contract';
import { EventAccessService } from '../events/event-access.service';
import { eventBaseOf, pagedGuestListOf, peopleWhoMay } from '../events/event-snapshot';
import { seesOf } from '../events/visibility/event-people';
import { EventsService } from '../events/events.service';
import { restrictionSummary, waitlistPositions } from '../events/events.mapper';
import { toRsvpView } from '../rsvps/rsvps.mapper';
import { toDishView } from '../dishes/dishes.mapper';
import { InsightsService } from '../insights/insights.service';
import { VersionsService } from '../platform/versions/versions.service';
import { doorHelperIds } from '../check-in/check-in.queries';

export interface LiveTexts {
  /** Who gets `full`: the host and co-hosts (they see every guest's details, and the hosts' insights). */
  fullViewers: string[];
  full: string;
  redacted: string;
  /** The text for the guest the change is about (their own answer or dish, named), when they do not manage the event. */
  own?: { userId: string; text: string };
  bare: string;
  /** People removed from the event: their sockets that follow it are closed instead of receiving anything. */
  removed: ReadonlySet<string>;
  /** When set, only these people's sockets get the message (a private question: its asker, host and co-hosts). */
  only?: ReadonlySet<string>;
}

const NOBODY: ReadonlySet<string> = new Set();

/** Who may follow what on the socket. The same rules as the HTTP API, through EventAccessService. */
@Injectable()
export class RealtimeService {
  constructor(
    private readonly events: EventsService,
    private readonly eventAccess: EventAccessService,
    private readonly insights: InsightsService,
    private readonly versions: VersionsService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /**
   * Throws the API's 404 (unknown, malformed or unreadable id) when the user may not follow this event; otherwise
   * answers the event's version, from which the page counts the messages it receives.
   */
  async followEvent(user: User, eventId: string): Promise<number> {
    return (await this.eventAccess.requireSnapshot(user, eventId, 'read')).version;
  }

  /**
   * The socket texts for one change, built once per process whatever the number of sockets: `full` for the host and
   * co-hosts, `own` for the guest whose answer or dish changed, `redacted` (what the visibility policy shows a guest)
   * for every other follower, `bare` (the change alone) for dashboards, which only refresh their lists. The state is
   * the event as of at least `seq`.
   */
  async liveTexts(event: DomainEvent): Promise<LiveTexts> {
    const bare = JSON.stringify(event);
    if (event.type === 'event_deleted') return { fullViewers: [], full: bare, redacted: bare, bare, removed: NOBODY };
    if (
      event.type === 'talk_updated' ||
      event.type === 'question_updated' ||
      event.type === 'costs_updated' ||
      event.type === 'check_ins_updated'
    )
      return this.changeOnlyTexts(event);
    let snapshot = await this.eventAccess.snapshot(event.eventId);
    if (snapshot && snapshot.version < event.seq) {
      // This process has not heard of the change yet (its notice comes on the same channel, so rarely): reload.
      this.versions.forgetEvent(event.eventId);
      snapshot = await this.eventAccess.snapshot(event.eventId);
    }
    if (!snapshot) return { fullViewers: [], full: bare, redacted: bare, bare, removed: NOBODY };
    const state: LiveState = {
      event: eventBaseOf(snapshot),
      insights: this.insights.insightsOf(snapshot),
      suggestions: this.insights.suggestionsOf(snapshot),
    };
    const managers = peopleWhoMay(snapshot, 'manage');
    // What every other follower may see: a guest reader of the event, by the visibility policy.
    const guestMay = seesOf(snapshot, { userId: null, role: 'guest' });
    const readerState: LiveState = {
      ...state,
      insights: this.insights.insightsOf(snapshot, undefined, 'en', 'reader'),
    };
    if (event.type === 'rsvp_updated') {
      const rsvp = snapshot.rsvps.find((r) => r.userId === event.userId);
      const position = rsvp ? (waitlistPositions(snapshot.rsvps).get(rsvp.userId) ?? null) : null;
      // The hosts see it whole, with everyone's restrictions; the person their own answer; other guests no e-mail,
      // no restrictions, and nothing when the host hides the guest list. No dietary counts go to anyone but the
      // hosts (they come with the next read), so no two messages tie a need to a person. No one's picture: each
      // text goes to several people.
      const view = rsvp ? toRsvpView(rsvp, true, snapshot.event.questions, position) : null;
      const redactedView =
        rsvp && guestMay('name', rsvp.userId) ? toRsvpView(rsvp, false, snapshot.event.questions, position) : null;
      const manages = managers.includes(event.userId);
      // A long list is read by pages: guests get its counts instead of its rows.
      const guestList = pagedGuestListOf(snapshot);
      return {
        fullViewers: managers,
        full: JSON.stringify({
          ...event,
          ...state,
          rsvp: view,
          restrictionSummary: restrictionSummary(snapshot.rsvps),
        } satisfies ServerMessage),
        redacted: JSON.stringify({ ...event, ...readerState, rsvp: redactedView, guestList } satisfies ServerMessage),
        own: manages
          ? undefined
          : {
              userId: event.userId,
              text: JSON.stringify({ ...event, ...readerState, rsvp: view, guestList } satisfies ServerMessage),
            },
        bare,
        removed: snapshot.removed,
      };
    }
    if (event.type === 'dish_added' || event.type === 'dish_updated') {
      const dish = snapshot.dishes.find((d) => d.id === event.dishId);
      const message = (named: boolean, s: LiveState) =>
        JSON.stringify({ ...event, ...s, dish: dish ? toDishView(dish, named) : null } satisfies ServerMessage);
      const full = message(true, state);
      const own = dish && !managers.includes(dish.contributorId) ? message(true, readerState) : undefined;
      return {
        fullViewers: managers,
        full,
        redacted: message(!dish || guestMay('brings', dish.contributorId), readerState),
        own: own && dish ? { userId: dish.contributorId, text: own } : undefined,
        bare,
        removed: snapshot.removed,
      };
    }
    return {
      fullViewers: managers,
      full: JSON.stringify({ ...event, ...state } satisfies ServerMessage),
      redacted: JSON.stringify({ ...event, ...readerState } satisfies ServerMessage),
      bare,
      removed: snapshot.removed,
    };
  }

  /**
   * A conversation change: no state, only what changed, so pages read it again with their own rights. A question's
   * message goes to its asker and the event's managers only, never to the event's other followers; the door's counts
   * go to the managers and the door helpers only.
   */
  private async changeOnlyTexts(
    event: Extract<DomainEvent, { type: 'talk_updated' | 'question_updated' | 'costs_updated' | 'check_ins_updated' }>,
  ): Promise<LiveTexts> {
    const text = JSON.stringify(event satisfies ServerMessage);
    const snapshot = await this.eventAccess.snapshot(event.eventId);
    const removed = snapshot?.removed ?? NOBODY;
    if (event.type === 'check_ins_updated') {
      const door = snapshot ? await doorHelperIds(this.dataSource, event.eventId) : [];
      const only = new Set(snapshot ? [...peopleWhoMay(snapshot, 'manage'), ...door] : []);
      return { fullViewers: [], full: text, redacted: text, bare: text, removed, only };
    }
    if (event.type !== 'question_updated') return { fullViewers: [], full: text, redacted: text, bare: text, removed };
    const only = new Set(snapshot ? [...peopleWhoMay(snapshot, 'manage'), event.askerId] : []);
    return { fullViewers: [], full: text, redacted: text, bare: text, removed, only };
  }

  /** The dashboard follows every event the user hosts or has an RSVP for. */
  dashboardEventIds(userId: string): Promise<string[]> {
    return this.events.listedEventIds(userId);
  }

  /** The users whose dashboard shows this event now (its host and everyone with an RSVP). */
  dashboardUserIds(eventId: string): Promise<string[]> {
    return this.events.listingUserIds(eventId);
  }

  /**
   * Records an open socket for the user unless they already have `limit` live ones (on any process). A per-user
   * lock makes concurrent connects count one after the other. Returns false when over the limit.
   */
  async registerSocket(socketId: string, userId: string, limit: number): Promise<boolean> {
    return this.dataSource.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('sockets:' || $1))`, [userId]);
      const [{ open }]: { open: number }[] = await tx.query(
        `SELECT count(*)::int AS "open" FROM "live_sockets" WHERE "userId" = $1 AND "expiresAt" > now()`,
        [userId],
      );
      if (open >= limit) return false;
      await tx.query(
        `INSERT INTO "live_sockets" ("id", "userId", "expiresAt") VALUES ($1, $2, now() + make_interval(secs => $3))`,
        [socketId, userId, SOCKET_PRESENCE_TTL_SECONDS],
      );
      return true;
    });
  }

  /** The heartbeat: these sockets are still open; rows of sockets nobody refreshes (a dead process) expire. */
  async refreshSockets(socketIds: string[]): Promise<void> {
    if (socketIds.length > 0) {
      await this.dataSource.query(
        `UPDATE "live_sockets" SET "expiresAt" = now() + make_interval(secs => $2) WHERE "id" = ANY($1)`,
        [socketIds, SOCKET_PRESENCE_TTL_SECONDS],
      );
    }
    await this.dataSource.query(`DELETE FROM "live_sockets" WHERE "expiresAt" < now()`);
  }

  async unregisterSocket(socketId: string): Promise<void> {
    await this.unregisterSockets([socketId]);
  }

  async unregisterSockets(socketIds: string[]): Promise<void> {
    if (socketIds.length === 0) return;
    await this.dataSource.query(`DELETE FROM "live_sockets" WHERE "id" = ANY($1)`, [socketIds]);
  }
}

/** Three heartbeats: a socket row outlives a missed refresh or two, not a dead process. */
export const SOCKET_PRESENCE_TTL_SECONDS = 90;
