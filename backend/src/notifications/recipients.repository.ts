import type { EntityManager } from 'typeorm';
import { PERSON_NAME_SQL } from '../users/person-name.sql';

// Who hears of an event, and what they are told: the reminders, the reminders to answer, the notices, the host's
// digest and its lines, each read with the event, its answers and dishes, and the person's address, language and
// choices. A read model (table-owners.ts): it writes only the notifications module's own tables.

type Db = Pick<EntityManager, 'query'>;

/** A planned reminder (mail or push) with its event as it is now and the guest's language. */
export interface ReminderRow {
  id: string;
  eventId: string;
  kind: '2d' | '2h';
  userId: string;
  /** The event's date when the reminder was planned. */
  eventDate: Date;
  name: string;
  date: Date;
  timeZone: string;
  location: string | null;
  /** The event still sends reminders. */
  on: boolean;
  locale: string | null;
}

/** Reads one unsent planned reminder of `table` ($1: its id) and locks it; `extra`: more of its columns. */
export const lockedReminder = (table: 'reminder_sends' | 'push_reminder_sends', extra = '') =>
  `SELECT s."id", s."eventId", s."kind", s."userId", s."eventDate"${extra},
          e."name", e."date", e."timeZone", e."location", e."remindersEnabled" AS "on", u."locale"
     FROM "${table}" s JOIN "events" e ON e."id" = s."eventId"
     LEFT JOIN "users" u ON u."id" = s."userId"
    WHERE s."id" = $1 AND s."sentAt" IS NULL
    FOR UPDATE OF s SKIP LOCKED`;

/** A planned reminder to answer, with its event as it is now and whether the person has answered meanwhile. */
export interface AnswerReminderRow {
  id: string;
  eventId: string;
  /** The deadline it was planned for. */
  closesAt: Date;
  email: string | null;
  userId: string | null;
  name: string;
  timeZone: string;
  answersCloseAt: Date | null;
  on: boolean;
  locale: string | null;
  hostLocale: string | null;
  mailWanted: boolean;
  answered: boolean;
}

/** Reads one unsent reminder to answer ($1: its id) and locks it. */
export const LOCKED_ANSWER_REMINDER = `SELECT n."id", n."eventId", n."closesAt", n."email", n."userId", e."name", e."timeZone",
                        e."answersCloseAt", e."remindersEnabled" AS "on", u."locale", h."locale" AS "hostLocale",
                        COALESCE(ns."emailReminders", true) AS "mailWanted",
                        EXISTS (SELECT 1 FROM "rsvps" r JOIN "users" a ON a."id" = r."userId"
                                 WHERE r."eventId" = n."eventId"
                                   AND (CASE WHEN n."userId" IS NULL THEN lower(a."email") = n."email"
                                             ELSE r."userId" = n."userId" AND r."status" <> 'maybe' END)) AS "answered"
                   FROM "answer_reminders" n
                   JOIN "events" e ON e."id" = n."eventId"
                   JOIN "users" h ON h."id" = e."hostId"
                   LEFT JOIN "users" u ON u."id" = n."userId"
                   LEFT JOIN "notification_settings" ns ON ns."userId" = n."userId"
                  WHERE n."id" = $1 AND n."sentAt" IS NULL
                  FOR UPDATE OF n SKIP LOCKED`;

/**
 * Reads one unsent notice of `table` ($1: its id) with the person's address, choice and language, and locks it;
 * `columns`: what the notice reads besides, of its row `n` and its event `e`.
 */
export const lockedNotice = (table: string, columns: string) =>
  `SELECT n."id", n."userId", n."eventId", ${columns},
                        lower(u."email") AS "email", COALESCE(ns."emailReminders", true) AS "mailWanted", u."locale"
                   FROM "${table}" n
                   JOIN "users" u ON u."id" = n."userId"
                   LEFT JOIN "notification_settings" ns ON ns."userId" = n."userId"
                   LEFT JOIN "events" e ON e."id" = n."eventId"
                  WHERE n."id" = $1 AND n."sentAt" IS NULL
                  FOR UPDATE OF n SKIP LOCKED`;

// Timing of each reminder kind, shared by the e-mail and push plans: due from `lead` before the event; once the
// 2-hour reminder is due, the 2-day one is not sent late.
const DUE_REMINDERS = `CROSS JOIN (VALUES ('2d', interval '2 days'), ('2h', interval '2 hours')) AS k("kind", "lead")`;
/**
 * A plan reads every due event of every host, while an account or an event may be deleted in the same instant: the
 * rows a planned send points at are locked against deletion, and one deleted between the plan's snapshot and its
 * insert is skipped (without the lock, the insert would break on its foreign key and fail the whole scan).
 */
const KEEPS_EVENT_AND_PERSON = 'FOR KEY SHARE OF e, u';
const IS_DUE = `e."date" > $1 AND e."date" - k."lead" <= $1 AND (k."kind" = '2h' OR e."date" - interval '2 hours' > $1)`;

/** Plans every e-mail reminder due at `now`: to Going and Maybe guests whose address may be mailed. */
export async function planReminders(db: Db, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO "reminder_sends" ("eventId", "kind", "eventDate", "email", "userId")
       SELECT e."id", k."kind", e."date", lower(u."email"), u."id"
         FROM "events" e
         ${DUE_REMINDERS}
         JOIN "rsvps" r ON r."eventId" = e."id" AND r."status" IN ('attending', 'maybe')
         JOIN "users" u ON u."id" = r."userId"
        WHERE e."remindersEnabled" AND ${IS_DUE}
          AND COALESCE(u."email", '') <> ''
          -- The person's own choice, the address's suppression and this event's unsubscribe; a guest's address only
          -- once confirmed (the mail policy checks all of it again when sending).
          AND NOT EXISTS (SELECT 1 FROM "notification_settings" ns WHERE ns."userId" = u."id" AND NOT ns."emailReminders")
          AND NOT EXISTS (SELECT 1 FROM "mail_suppressions" ms WHERE ms."email" = lower(u."email"))
          AND NOT EXISTS (SELECT 1 FROM "email_unsubscribes" x WHERE x."email" = lower(u."email") AND x."scope" = e."id"::text)
          AND (NOT u."isGuest" OR EXISTS (SELECT 1 FROM "email_confirmations" c
                WHERE c."userId" = u."id" AND c."email" = lower(u."email") AND c."confirmedAt" IS NOT NULL))
          ${KEEPS_EVENT_AND_PERSON}
       ON CONFLICT DO NOTHING`,
    [now],
  );
}

/** Plans every push reminder due at `now`: the same timing, to Going and Maybe guests with a place and a browser. */
export async function planPushReminders(db: Db, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO "push_reminder_sends" ("eventId", "kind", "eventDate", "userId")
       SELECT e."id", k."kind", e."date", r."userId"
         FROM "events" e
         ${DUE_REMINDERS}
         JOIN "rsvps" r ON r."eventId" = e."id" AND r."status" IN ('attending', 'maybe') AND r."waitlistedAt" IS NULL
         JOIN "users" u ON u."id" = r."userId"
        WHERE e."remindersEnabled" AND ${IS_DUE}
          AND EXISTS (SELECT 1 FROM "push_subscriptions" s WHERE s."userId" = r."userId")
          ${KEEPS_EVENT_AND_PERSON}
       ON CONFLICT DO NOTHING`,
    [now],
  );
}

/**
 * Plans the reminders to answer of these events: to those who answered Maybe, and to the invited addresses (pairs
 * of event and address) that have not answered.
 */
export async function planAnswerReminders(
  db: Db,
  eventIds: readonly string[],
  invited: readonly { eventId: string; email: string }[],
): Promise<void> {
  await db.query(
    `INSERT INTO "answer_reminders" ("eventId", "closesAt", "email", "userId")
         SELECT e."id", e."answersCloseAt", NULLIF(lower(u."email"), ''), u."id"
           FROM "events" e
           JOIN "rsvps" r ON r."eventId" = e."id" AND r."status" = 'maybe'
           JOIN "users" u ON u."id" = r."userId"
          WHERE e."id" = ANY($1::uuid[])
         UNION ALL
         SELECT e."id", e."answersCloseAt", i."email", NULL
           FROM unnest($2::uuid[], $3::text[]) AS i("eventId", "email")
           JOIN "events" e ON e."id" = i."eventId"
          WHERE NOT EXISTS (SELECT 1 FROM "rsvps" r JOIN "users" u ON u."id" = r."userId"
                             WHERE r."eventId" = e."id" AND lower(u."email") = i."email")
         ON CONFLICT DO NOTHING`,
    [eventIds, invited.map((i) => i.eventId), invited.map((i) => i.email)],
  );
}

/** The language of the event's host, as stored now; undefined when there is no such event. */
export async function hostLocaleOf(db: Db, eventId: string): Promise<{ locale: string | null } | undefined> {
  const hosts: { locale: string | null }[] = await db.query(
    `SELECT u."locale" FROM "events" e JOIN "users" u ON u."id" = e."hostId" WHERE e."id" = $1`,
    [eventId],
  );
  return hosts[0];
}

/** The event's host and co-hosts with their languages, each with the event's name. */
export function eventManagers(
  db: Db,
  eventId: string,
): Promise<{ id: string; locale: string | null; eventName: string }[]> {
  return db.query(
    `SELECT u."id", u."locale", e."name" AS "eventName"
           FROM "events" e
           JOIN "users" u ON u."id" = e."hostId"
                          OR u."id" IN (SELECT c."userId" FROM "rsvps" c WHERE c."eventId" = e."id" AND c."coHost")
          WHERE e."id" = $1`,
    [eventId],
  );
}

/**
 * Claims the hour's digest of the event (inside the caller's transaction): an upsert guarded by the last send time,
 * which locks the event's row, or claims nothing when the event is gone. Answers whether it claimed.
 */
export async function claimDigest(tx: EntityManager, eventId: string, now: Date): Promise<boolean> {
  const claimed: unknown[] = await tx.query(
    `INSERT INTO "host_digests" ("eventId", "lastSentAt")
           SELECT e."id", $2 FROM "events" e WHERE e."id" = $1 FOR KEY SHARE
           ON CONFLICT ("eventId") DO UPDATE SET "lastSentAt" = EXCLUDED."lastSentAt"
            WHERE "host_digests"."lastSentAt" <= $2::timestamptz - interval '1 hour'
           RETURNING 1`,
    [eventId, now],
  );
  return claimed.length > 0;
}

/** Whom the event's digest goes to: its host, with their address, language and digest choice. */
export interface DigestHostRow {
  email: string;
  hostId: string;
  name: string;
  on: boolean;
  locale: string | null;
}

export async function digestHost(db: Db, eventId: string): Promise<DigestHostRow | undefined> {
  const hosts: DigestHostRow[] = await db.query(
    `SELECT lower(u."email") AS "email", u."id" AS "hostId", e."name", u."locale",
                  COALESCE(ns."hostDigest", true) AS "on"
             FROM "events" e JOIN "users" u ON u."id" = e."hostId"
             LEFT JOIN "notification_settings" ns ON ns."userId" = u."id"
            WHERE e."id" = $1`,
    [eventId],
  );
  return hosts[0];
}

/** A guest's change for the host's digest: who made it, their name, the host's language, and what changed. */
export interface DigestChangeRow {
  actorId: string;
  who: string | null;
  hostLocale: string | null;
  status?: string;
  dish?: string;
}

/** The guest's answer to the event, unless the guest is its host. */
export function answerChange(db: Db, eventId: string, userId: string): Promise<DigestChangeRow[]> {
  return db.query(
    `SELECT r."userId" AS "actorId", ${PERSON_NAME_SQL} AS "who", h."locale" AS "hostLocale", r."status"
         FROM "rsvps" r JOIN "users" u ON u."id" = r."userId" JOIN "events" e ON e."id" = r."eventId"
         JOIN "users" h ON h."id" = e."hostId"
        WHERE r."eventId" = $1 AND r."userId" = $2 AND e."hostId" <> r."userId"`,
    [eventId, userId],
  );
}

/** The dish of the event, unless its contributor is the host. */
export function dishChange(db: Db, eventId: string, dishId: string): Promise<DigestChangeRow[]> {
  return db.query(
    `SELECT d."contributorId" AS "actorId", ${PERSON_NAME_SQL} AS "who", h."locale" AS "hostLocale", d."name" AS "dish"
         FROM "dishes" d JOIN "users" u ON u."id" = d."contributorId" JOIN "events" e ON e."id" = d."eventId"
         JOIN "users" h ON h."id" = e."hostId"
        WHERE d."id" = $1 AND d."eventId" = $2 AND e."hostId" <> d."contributorId"`,
    [dishId, eventId],
  );
}

// The host and co-hosts of event e.
const MANAGERS = `(SELECT e."hostId" UNION SELECT c."userId" FROM "rsvps" c WHERE c."eventId" = e."id" AND c."coHost")`;

/** A guest's answer, for a push to the event's host and co-hosts (`to`: them, but the guest). */
export async function answerNews(
  db: Db,
  eventId: string,
  userId: string,
): Promise<{ eventName: string; who: string | null; status: string; waiting: boolean; to: string[] } | undefined> {
  const rows: { eventName: string; who: string | null; status: string; waiting: boolean; to: string[] }[] =
    await db.query(
      `SELECT e."name" AS "eventName", ${PERSON_NAME_SQL} AS "who", r."status", r."waitlistedAt" IS NOT NULL AS "waiting",
                array(SELECT m FROM ${MANAGERS} AS m(m) WHERE m <> r."userId") AS "to"
           FROM "rsvps" r JOIN "users" u ON u."id" = r."userId" JOIN "events" e ON e."id" = r."eventId"
          WHERE r."eventId" = $1 AND r."userId" = $2`,
      [eventId, userId],
    );
  return rows[0];
}

/** A guest's dish, for a push to the event's host and co-hosts (`to`: them, but its contributor). */
export async function dishNews(
  db: Db,
  eventId: string,
  dishId: string,
): Promise<{ eventName: string; who: string | null; dish: string; to: string[] } | undefined> {
  const rows: { eventName: string; who: string | null; dish: string; to: string[] }[] = await db.query(
    `SELECT e."name" AS "eventName", ${PERSON_NAME_SQL} AS "who", d."name" AS "dish",
                array(SELECT m FROM ${MANAGERS} AS m(m) WHERE m <> d."contributorId") AS "to"
           FROM "dishes" d JOIN "users" u ON u."id" = d."contributorId" JOIN "events" e ON e."id" = d."eventId"
          WHERE d."id" = $1 AND d."eventId" = $2`,
    [dishId, eventId],
  );
  return rows[0];
}
