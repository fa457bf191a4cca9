import type { EntityManager } from 'typeorm';
import { PERSON_NAME_SQL } from './person-name.sql';

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

/** An account (never a guest) by its sign-in address, with whether an operator blocked it; null when there is none. */
export async function accountByEmail(
  db: Db,
  email: string,
): Promise<{ id: string; email: string; blocked: boolean } | null> {
  const rows: { id: string; email: string; blocked: boolean }[] = await db.query(
    `SELECT "id", "email", "blockedAt" IS NOT NULL AS "blocked" FROM "users"
      WHERE lower("email") = lower($1) AND NOT "isGuest" ORDER BY "createdAt" LIMIT 1`,
    [email.trim()],
  );
  return rows[0] ?? null;
}

/** Blocks or unblocks an account (the row's trigger tells every process to forget its cached user). */
export async function setAccountBlocked(db: Db, userId: string, blocked: boolean): Promise<void> {
  await db.query(
    `UPDATE "users" SET "blockedAt" = CASE WHEN $2 THEN COALESCE("blockedAt", now()) END WHERE "id" = $1`,
    [userId, blocked],
  );
}

/** The accounts an operator blocked, most recent first. */
export async function blockedAccounts(db: Db): Promise<{ id: string; email: string; blockedAt: Date }[]> {
  return db.query(
    `SELECT "id", "email", "blockedAt" FROM "users" WHERE "blockedAt" IS NOT NULL ORDER BY "blockedAt" DESC LIMIT 200`,
  );
}

/** How many people the server knows: accounts and guests. */
export async function peopleCount(db: Db): Promise<{ accounts: number; guests: number }> {
  const rows: { accounts: number; guests: number }[] = await db.query(
    `SELECT count(*) FILTER (WHERE NOT "isGuest")::int AS "accounts", count(*) FILTER (WHERE "isGuest")::int AS "guests"
       FROM "users"`,
  );
  return rows[0];
}

/** Of these ids (as text), those of people who still exist. */
export async function existingPeople(db: Db, userIds: readonly string[]): Promise<Set<string>> {
  const rows: { id: string }[] = await db.query(`SELECT "id"::text AS "id" FROM "users" WHERE "id"::text = ANY($1)`, [
    userIds,
  ]);
  return new Set(rows.map((r) => r.id));
}

/** A person's parts of a name, as they gave them. */
export interface PersonNameRow {
  id: string;
  firstName: string | null;
  lastName: string | null;
  nickname: string | null;
}

/** The parts of a name of each of these people who exists. */
export function peopleNames(db: Db, userIds: readonly string[]): Promise<PersonNameRow[]> {
  return db.query(`SELECT "id", "firstName", "lastName", "nickname" FROM "users" WHERE "id" = ANY($1::uuid[])`, [
    userIds,
  ]);
}

/**
 * The name a person goes by, as `nameSql` (over their row aliased `u`) writes it, PERSON_NAME_SQL unless told; null
 * when they gave none, undefined when there is no such person.
 */
export async function personName(
  db: Db,
  userId: string,
  nameSql: string = PERSON_NAME_SQL,
): Promise<{ name: string | null } | undefined> {
  const rows: { name: string | null }[] = await db.query(
    `SELECT ${nameSql} AS "name" FROM "users" u WHERE u."id" = $1`,
    [userId],
  );
  return rows[0];
}

/** A person's address (in lower case; null: none) and whether they are a guest; undefined when there is no such person. */
export async function personAddress(
  db: Db,
  userId: string,
): Promise<{ isGuest: boolean; email: string | null } | undefined> {
  const rows: { isGuest: boolean; email: string | null }[] = await db.query(
    `SELECT "isGuest", lower("email") AS "email" FROM "users" WHERE "id" = $1`,
    [userId],
  );
  return rows[0];
}

/** The language each of these people chose (null: none), of those who exist. */
export function peopleLocales(db: Db, userIds: readonly string[]): Promise<{ id: string; locale: string | null }[]> {
  return db.query(`SELECT "id", "locale" FROM "users" WHERE "id" = ANY($1::uuid[])`, [userIds]);
}

/** Each of these people who exists (ids as text), with their address as stored (null: none) and whether a guest. */
export function peopleAddresses(
  db: Db,
  userIds: readonly string[],
): Promise<{ id: string; email: string | null; isGuest: boolean }[]> {
  return db.query(`SELECT "id"::text AS "id", "email", "isGuest" FROM "users" WHERE "id"::text = ANY($1)`, [userIds]);
}
