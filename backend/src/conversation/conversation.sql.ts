// SQL fragments shared by the conversation's queries.

/**
 * The name people see for user `u`: the nickname if set, else first and last name (never an e-mail address); null
 * for someone without either, whom each reader's language names ("A guest"; the app writes it, and so does the
 * server in a mail, push or digest line in its recipient's language).
 */
export const WHO = `coalesce(nullif(trim(u."nickname"), ''), nullif(trim(concat_ws(' ', u."firstName", u."lastName")), ''))`;

/** The RSVP statuses each announcement audience reaches. */
export const AUDIENCE_STATUSES: Record<string, string[]> = {
  going: ['attending'],
  going_maybe: ['attending', 'maybe'],
  everyone: ['attending', 'maybe', 'not_attending'],
};

/** Whether user column `col` muted conversation news about event column `eventCol`. */
export const MUTED = (eventCol: string, col: string) =>
  `EXISTS (SELECT 1 FROM "conversation_mutes" m WHERE m."eventId" = ${eventCol} AND m."userId" = ${col})`;
