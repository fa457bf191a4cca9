import type { EntityManager } from 'typeorm';

// The users table for other modules, which name no table they do not own. Each function takes the caller's
// connection or transaction.

type Db = Pick<EntityManager, 'query'>;

/** The language the person chose, as stored now (null: none chosen, or no such person). */
export async function storedLocale(db: Db, userId: string): Promise<string | null> {
  const rows: { locale: string | null }[] = await db.query(`SELECT "locale" FROM "users" WHERE "id" = $1`, [userId]);
  return rows[0]?.locale ?? null;
}

/**
 * The language chosen by the account whose sign-in address this is (the oldest such account; guests' typed addresses
 * do not count), or null.
 */
export async function accountLocaleOfAddress(db: Db, email: string): Promise<string | null> {
  const rows: { locale: string }[] = await db.query(
    `SELECT "locale" FROM "users"
      WHERE lower("email") = lower($1) AND NOT "isGuest" AND "locale" IS NOT NULL
      ORDER BY "createdAt" LIMIT 1`,
    [email],
  );
  return rows[0]?.locale ?? null;
}

/** How old the person's row is, in milliseconds (0: no such person). */
export async function accountAgeMs(db: Db, userId: string): Promise<number> {
  const rows: { ageMs: number }[] = await db.query(
    `SELECT extract(epoch FROM now() - "createdAt") * 1000 AS "ageMs" FROM "users" WHERE "id" = $1`,
    [userId],
  );
  return Number(rows[0]?.ageMs ?? 0);
}
