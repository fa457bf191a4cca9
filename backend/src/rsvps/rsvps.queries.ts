import type { EntityManager } from 'typeorm';
import type { RsvpStatus } from '../contracts/common.contract';
import { loaded, type Loaded } from '../platform/common/loaded';
import { RsvpEntity } from './rsvp.entity';

/**
 * Reads of the rsvps table for modules that cannot use RsvpsService (the events module, which RsvpsService itself
 * depends on): the SQL stays with the module that owns the table.
 */

/** An RSVP with its person. */
export type RsvpWithUser = Loaded<RsvpEntity, 'user'>;

/** An event's answers with their people: newest answer first (the event page) or oldest first (the export). */
export async function eventRsvps(
  manager: EntityManager,
  eventId: string,
  order: 'newest' | 'oldest',
): Promise<RsvpWithUser[]> {
  const rows = await manager.getRepository(RsvpEntity).find({
    where: { eventId },
    relations: { user: true },
    order: { respondedAt: order === 'newest' ? 'DESC' : 'ASC', id: 'ASC' },
  });
  return rows.map((r) => loaded(r, 'user'));
}

/**
 * The person's answer to the event, locked FOR SHARE until the caller's transaction ends: a concurrent RSVP change
 * waits for it (a dish sign-up is checked against the answer it sees). Null: no answer yet.
 */
export async function lockAnswer(
  tx: EntityManager,
  eventId: string,
  userId: string,
): Promise<{ status: RsvpStatus; waitlistedAt: Date | null } | null> {
  const rows: { status: RsvpStatus; waitlistedAt: Date | null }[] = await tx.query(
    `SELECT "status", "waitlistedAt" FROM "rsvps" WHERE "eventId" = $1 AND "userId" = $2 FOR SHARE`,
    [eventId, userId],
  );
  return rows[0] ?? null;
}

/** Whether the person is a co-host of the event (false: not, or no answer). */
export async function isCoHost(db: Pick<EntityManager, 'query'>, eventId: string, userId: string): Promise<boolean> {
  const [me]: { coHost: boolean }[] = await db.query(
    `SELECT "coHost" FROM "rsvps" WHERE "eventId" = $1 AND "userId" = $2`,
    [eventId, userId],
  );
  return me?.coHost ?? false;
}

/** The event's co-hosts. */
export async function coHostIds(db: Pick<EntityManager, 'query'>, eventId: string): Promise<string[]> {
  const rows: { userId: string }[] = await db.query(`SELECT "userId" FROM "rsvps" WHERE "eventId" = $1 AND "coHost"`, [
    eventId,
  ]);
  return rows.map((r) => r.userId);
}
