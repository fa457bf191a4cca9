import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { User } from '../contracts/user.contract';
import { EventsService } from '../events/events.service';

/** Who may follow what on the socket. The same rules as the HTTP API, through EventsService. */
@Injectable()
export class RealtimeService {
  constructor(
    private readonly events: EventsService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Throws the API's 404 (unknown, malformed or unreadable id) when the user may not follow this event. */
  async assertCanFollowEvent(user: User, eventId: string): Promise<void> {
    await this.events.findReadable(user, eventId);
  }

  /** The dashboard follows every event the user hosts or has an RSVP for. */
  async dashboardEventIds(userId: string): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT "id" FROM "events" WHERE "hostId" = $1
       UNION
       SELECT "eventId" AS "id" FROM "rsvps" WHERE "userId" = $1`,
      [userId],
    );
    return rows.map((r) => r.id);
  }

  /** The users whose dashboard shows this event now (its host and everyone with an RSVP). */
  async dashboardUserIds(eventId: string): Promise<string[]> {
    const rows: { userId: string }[] = await this.dataSource.query(
      `SELECT "hostId" AS "userId" FROM "events" WHERE "id" = $1
       UNION
       SELECT "userId" FROM "rsvps" WHERE "eventId" = $1`,
      [eventId],
    );
    return rows.map((r) => r.userId);
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
