import type { EntityManager } from 'typeorm';
import type { DatePollAnswer } from '../contracts/date-poll.rules';
import { REMOVED_FROM } from '../events/event-removals';
import { peopleNames } from '../users/users.queries';

type Db = Pick<EntityManager, 'query'>;

export interface OptionRow {
  id: string;
  startsAt: Date;
  pickedAt: Date | null;
}

export interface AnswerRow {
  optionId: string;
  userId: string;
  answer: DatePollAnswer;
  firstName: string | null;
  lastName: string | null;
  nickname: string | null;
}

/**
 * Stores a new event's date options. Run again with the same options (a create retried with its Idempotency-Key),
 * it adds nothing.
 */
export async function insertDateOptions(db: Db, eventId: string, options: readonly string[]): Promise<void> {
  await db.query(
    `INSERT INTO "date_poll_options" ("eventId", "startsAt")
     SELECT $1, unnest($2::timestamptz[])
     ON CONFLICT ON CONSTRAINT "UQ_date_poll_options_event_start" DO NOTHING`,
    [eventId, options.map((o) => new Date(o).toISOString())],
  );
}

export async function pollOptions(db: Db, eventId: string): Promise<OptionRow[]> {
  return db.query(
    `SELECT "id", "startsAt", "pickedAt" FROM "date_poll_options" WHERE "eventId" = $1 ORDER BY "startsAt", "id"`,
    [eventId],
  );
}

/** Every answer with the answerer's name, except those of people removed from the event. */
export async function pollAnswers(db: Db, eventId: string): Promise<AnswerRow[]> {
  const answers: Pick<AnswerRow, 'optionId' | 'userId' | 'answer'>[] = await db.query(
    `SELECT a."optionId", a."userId", a."answer"
       FROM "date_poll_answers" a
      WHERE a."eventId" = $1
        AND NOT ${REMOVED_FROM('a."eventId"', 'a."userId"')}
      ORDER BY a."answeredAt", a."userId"`,
    [eventId],
  );
  if (answers.length === 0) return [];
  const names = new Map((await peopleNames(db, [...new Set(answers.map((a) => a.userId))])).map((p) => [p.id, p]));
  return answers.flatMap((a) => {
    const person = names.get(a.userId);
    return person ? [{ ...a, firstName: person.firstName, lastName: person.lastName, nickname: person.nickname }] : [];
  });
}

/**
 * A guest's poll answers go to the account they moved into (inside the merge's transaction); where both answered
 * the same date, the account's answer stands and the guest's is deleted here (a guest's answers never go with their
 * user row).
 */
export async function moveDatePollAnswers(db: Db, guestId: string, accountId: string): Promise<void> {
  await db.query(
    `UPDATE "date_poll_answers" g SET "userId" = $2
      WHERE g."userId" = $1
        AND NOT EXISTS (SELECT 1 FROM "date_poll_answers" a WHERE a."optionId" = g."optionId" AND a."userId" = $2)`,
    [guestId, accountId],
  );
  await db.query(`DELETE FROM "date_poll_answers" WHERE "userId" = $1`, [guestId]);
}

/** Deletes every date-poll answer of a person who deletes their account; answers the events concerned. */
export async function deleteDatePollAnswersOf(db: Db, userId: string): Promise<string[]> {
  const rows: { eventId: string }[] = await db.query(
    `SELECT DISTINCT o."eventId" FROM "date_poll_answers" a JOIN "date_poll_options" o ON o."id" = a."optionId"
      WHERE a."userId" = $1`,
    [userId],
  );
  await db.query(`DELETE FROM "date_poll_answers" WHERE "userId" = $1`, [userId]);
  return rows.map((r) => r.eventId);
}
