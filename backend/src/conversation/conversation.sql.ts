// SQL fragments shared by the conversation's queries.

/** The name people see for user `u`: the nickname if set, else first and last name (never an e-mail address). */
export const WHO = `coalesce(nullif(trim(u."nickname"), ''), nullif(concat_ws(' ', u."firstName", u."lastName"), ''), 'A guest')`;

/** Whether user column `col` manages event `e` (its host or a co-host). */
export const MANAGES = (col: string) =>
  `(${col} = e."hostId" OR EXISTS (SELECT 1 FROM "rsvps" co WHERE co."eventId" = e."id" AND co."userId" = ${col} AND co."coHost"))`;

/** The RSVP statuses each announcement audience reaches. */
export const AUDIENCE_STATUSES: Record<string, string[]> = {
  going: ['attending'],
  going_maybe: ['attending', 'maybe'],
  everyone: ['attending', 'maybe', 'not_attending'],
};
