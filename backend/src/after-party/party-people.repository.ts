import type { EntityManager } from 'typeorm';
import type { NamedUser } from '../contracts/user.rules';
import { REMOVED_FROM } from '../events/event-removals';

// After the party: who is asked for a recipe (everyone who brought a dish) and who gets the summary (everyone who
// came), and the party's dishes with who brought them. A read model (table-owners.ts): it reads the events, the
// answers, the dishes and the people, and writes only the after-party's own table.

type Db = Pick<EntityManager, 'query'>;

/**
 * A plan reads every ended party while an account or an event may be deleted in the same instant: the rows a planned
 * send points at are locked against deletion, and one deleted between the plan's snapshot and its insert is skipped
 * (without the lock, the insert would break on its foreign key and fail the whole scan).
 */
const KEEPS_EVENT_AND_PERSON = 'FOR KEY SHARE OF e, u';

/**
 * Plans the notices of the parties that ended by `now` (within `lookBackDays`, the party lasting `partyHours`): the
 * prompt to every contributor not removed, and `summaryDelayHours` later the summary to everyone Going with a place.
 */
export async function planAfterPartyNotices(
  db: Db,
  now: Date,
  partyHours: number,
  lookBackDays: number,
  summaryDelayHours: number,
): Promise<void> {
  const ended = `e."date" IS NOT NULL AND e."date" + make_interval(hours => $2) > $1::timestamptz - make_interval(days => $3)`;
  await db.query(
    `INSERT INTO "after_party_sends" ("eventId", "userId", "kind")
       SELECT d."eventId", d."contributorId", 'prompt'
         FROM "dishes" d JOIN "events" e ON e."id" = d."eventId" JOIN "users" u ON u."id" = d."contributorId"
        WHERE ${ended} AND e."date" + make_interval(hours => $2) <= $1
          AND NOT ${REMOVED_FROM('e."id"', 'd."contributorId"')}
          ${KEEPS_EVENT_AND_PERSON}
       ON CONFLICT DO NOTHING`,
    [now, partyHours, lookBackDays],
  );
  await db.query(
    `INSERT INTO "after_party_sends" ("eventId", "userId", "kind")
       SELECT r."eventId", r."userId", 'summary'
         FROM "rsvps" r JOIN "events" e ON e."id" = r."eventId" JOIN "users" u ON u."id" = r."userId"
        WHERE ${ended} AND e."date" + make_interval(hours => $2 + $4) <= $1
          AND r."status" = 'attending' AND r."waitlistedAt" IS NULL
          ${KEEPS_EVENT_AND_PERSON}
       ON CONFLICT DO NOTHING`,
    [now, partyHours, lookBackDays, summaryDelayHours],
  );
}

/** A dish of the party with its note and who brought it. */
export interface PartyDish {
  name: string;
  note: string | null;
  contributorId: string;
  by: NamedUser;
  /** The contributor is a co-host (named to every guest, as the host is). */
  byCoHost: boolean;
}

/** The party's dishes, oldest first. */
export function partyDishes(db: Db, eventId: string): Promise<PartyDish[]> {
  return db.query(
    `SELECT d."name", d."afterNote" AS "note", d."contributorId",
              json_build_object('firstName', u."firstName", 'lastName', u."lastName", 'nickname', u."nickname") AS "by",
              EXISTS (SELECT 1 FROM "rsvps" r WHERE r."eventId" = d."eventId" AND r."userId" = d."contributorId"
                         AND r."coHost") AS "byCoHost"
         FROM "dishes" d JOIN "users" u ON u."id" = d."contributorId"
        WHERE d."eventId" = $1 ORDER BY d."createdAt", d."id"`,
    [eventId],
  );
}
