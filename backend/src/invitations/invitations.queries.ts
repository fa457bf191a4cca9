import type { EntityManager } from 'typeorm';

/**
 * The addresses the host invited by e-mail to each of these events, and whose invitation went out (lower case, once
 * per event): those the reminder to answer may reach (the notifications module).
 */
export async function invitedAddresses(
  db: Pick<EntityManager, 'query'>,
  eventIds: readonly string[],
): Promise<Array<{ eventId: string; email: string }>> {
  return db.query(
    `SELECT DISTINCT "eventId", lower("email") AS "email" FROM "invitations"
      WHERE "eventId" = ANY($1::uuid[]) AND "email" IS NOT NULL AND "sentAt" IS NOT NULL`,
    [eventIds],
  );
}
