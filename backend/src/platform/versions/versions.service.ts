import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { BoundedMap } from '../common/bounded-map';
import { DomainEventsService } from '../domain-events/domain-events.service';

/**
 * The event's version as of the current transaction, after its change: the triggers bump it once per transaction and
 * the row stays locked until commit, so this is the sequence number of this change.
 */
export async function versionInTransaction(
  tx: { query: (sql: string, params: unknown[]) => Promise<unknown> },
  eventId: string,
): Promise<number> {
  const rows = (await tx.query(`SELECT "version"::int AS "version" FROM "events" WHERE "id" = $1`, [eventId])) as {
    version: number;
  }[];
  return rows[0]?.version ?? 0;
}

/**
 * Takes the event's row lock and bumps its version first thing in a change's transaction. Every change locks the
 * event row before anything else, so concurrent changes (and a concurrent deletion of the event) queue there instead
 * of deadlocking on locks they would otherwise take in different orders.
 */
export async function startEventChange(
  tx: { query: (sql: string, params: unknown[]) => Promise<unknown> },
  eventId: string,
): Promise<void> {
  await tx.query(`UPDATE "events" SET "versionTx" = 0 WHERE "id" = $1 AND "versionTx" <> txid_current()`, [eventId]);
}

/**
 * A person who deleted their account has no lists any more: their list version goes, last thing after their row
 * (the changes before it, and the rows deleted with it, bump it), inside the deletion's transaction.
 */
export async function forgetListVersion(
  tx: { query: (sql: string, params: unknown[]) => Promise<unknown> },
  userId: string,
): Promise<void> {
  await tx.query(`DELETE FROM "list_versions" WHERE "userId" = $1`, [userId]);
}

/** A deleted event's id never comes back: remembered as gone, so a late read of its old version cannot revive it. */
const GONE = Number.MAX_SAFE_INTEGER;
const MAX_ENTRIES = 50_000;

/**
 * Current versions of events and of users' lists, in memory. Filled from the database on a miss, then kept current
 * by the database's notices (every process hears every commit) and by this process's own domain events (so the
 * request right after a change never sees the version before it). Versions only grow, so a late answer to an older
 * read never replaces a newer value.
 */
@Injectable()
export class VersionsService {
  private readonly events = new BoundedMap<string, number>(MAX_ENTRIES);
  private readonly lists = new BoundedMap<string, number>(MAX_ENTRIES);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    domainEvents: DomainEventsService,
  ) {
    domainEvents.onNotice((notice) => {
      if (notice.kind === 'version')
        this.raise(this.events, notice.eventId, notice.version === 0 ? GONE : notice.version);
      else if (notice.kind === 'list') this.raise(this.lists, notice.userId, notice.version);
      else if (notice.kind === 'reset') {
        this.events.clear();
        this.lists.clear();
      }
    });
    domainEvents.subscribe((event) => {
      // The conversation, the costs and the door have no event version: they change nothing the versions stand for.
      if (
        event.type === 'talk_updated' ||
        event.type === 'question_updated' ||
        event.type === 'costs_updated' ||
        event.type === 'check_ins_updated'
      )
        return;
      // The change's own version, raised at once: a read still in flight from before the change cannot put the
      // older version back (it only ever raises), so the next request sees this change.
      if (event.type === 'event_deleted') this.events.set(event.eventId, GONE);
      else if (event.seq > 0) this.raise(this.events, event.eventId, event.seq);
      else this.events.delete(event.eventId);
      if (event.type === 'rsvp_updated') this.lists.delete(event.userId);
    });
  }

  /** The event's current version, or null when it does not exist. */
  async eventVersion(eventId: string): Promise<number | null> {
    const known = this.events.get(eventId);
    if (known !== undefined) return known === GONE ? null : known;
    const rows: { version: number }[] = await this.db.query(
      `SELECT "version"::int AS "version" FROM "events" WHERE "id" = $1`,
      [eventId],
    );
    if (!rows[0]) return null;
    return this.raise(this.events, eventId, rows[0].version) === GONE ? null : rows[0].version;
  }

  /** Current versions of several events (missing ones are absent from the answer); one query for all misses. */
  async eventVersions(eventIds: string[]): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    const missing: string[] = [];
    for (const id of eventIds) {
      const known = this.events.get(id);
      if (known === undefined) missing.push(id);
      else if (known !== GONE) found.set(id, known);
    }
    if (missing.length > 0) {
      const rows: { id: string; version: number }[] = await this.db.query(
        `SELECT "id", "version"::int AS "version" FROM "events" WHERE "id" = ANY($1)`,
        [missing],
      );
      for (const row of rows) {
        const v = this.raise(this.events, row.id, row.version);
        if (v !== GONE) found.set(row.id, v);
      }
    }
    return found;
  }

  /** The version of which events the user's lists hold (hosting, RSVPs). */
  async listVersion(userId: string): Promise<number> {
    const known = this.lists.get(userId);
    if (known !== undefined) return known;
    const rows: { version: number }[] = await this.db.query(
      `SELECT "version"::int AS "version" FROM "list_versions" WHERE "userId" = $1`,
      [userId],
    );
    return this.raise(this.lists, userId, rows[0]?.version ?? 1);
  }

  /** Read this event's version from the database next time. */
  forgetEvent(eventId: string): void {
    if (this.events.peek(eventId) !== GONE) this.events.delete(eventId);
  }

  /** A change made by this process: read the new version from the database next time. */
  forgetList(userId: string): void {
    this.lists.delete(userId);
  }

  private raise(map: BoundedMap<string, number>, key: string, version: number): number {
    const current = map.peek(key);
    const next = current === undefined ? version : Math.max(current, version);
    map.set(key, next);
    return next;
  }
}
