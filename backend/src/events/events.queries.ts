import type { EntityManager } from 'typeorm';

/**
 * Locks the event row against deletion until the caller's transaction ends (FOR SHARE: others may still read and
 * insert rows that reference it). False when the event is gone.
 */
export async function lockEventForShare(tx: EntityManager, eventId: string): Promise<boolean> {
  const rows: unknown[] = await tx.query(`SELECT 1 FROM "events" WHERE "id" = $1 FOR SHARE`, [eventId]);
  return rows.length > 0;
}
