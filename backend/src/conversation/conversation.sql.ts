// SQL fragments shared by the conversation's queries.

/**
 * The name people see for user `u`: the nickname if set, else first and last name (never an e-mail address); null
 * for someone without either, whom each reader's language names ("A guest"; the app writes it, and so does the
 * server in a mail, push or digest line in its recipient's language).
 */
export const WHO = `coalesce(nullif(trim(u."nickname"), ''), nullif(trim(concat_ws(' ', u."firstName", u."lastName")), ''))`;

/** Whether user column `col` manages event `e` (its host or a co-host). */
export const MANAGES = (col: string) =>
  `(${col} = e."hostId" OR EXISTS (SELECT 1 FROM "rsvps" co WHERE co."eventId" = e."id" AND co."userId" = ${col} AND co."coHost"))`;

/** The RSVP statuses each announcement audience reaches. */
export const AUDIENCE_STATUSES: Record<string, string[]> = {
  going: ['attending'],
  going_maybe: ['attending', 'maybe'],
  everyone: ['attending', 'maybe', 'not_attending'],
};

/**
 * How user column `col` hears about conversations: their choice, else push when one of their browsers has push on,
 * else nothing when they switched e-mail reminders off (their e-mail choice before this one existed), else the e-mail
 * digest (whose mails still follow the mail policy: confirmed addresses, "Stop all", caps).
 */
export const CHANNEL = (col: string) =>
  `coalesce((SELECT cs."channel" FROM "conversation_settings" cs WHERE cs."userId" = ${col}),
            CASE WHEN EXISTS (SELECT 1 FROM "push_subscriptions" ps WHERE ps."userId" = ${col}) THEN 'push'
                 WHEN EXISTS (SELECT 1 FROM "notification_settings" ns WHERE ns."userId" = ${col} AND NOT ns."emailReminders")
                   THEN 'none'
                 ELSE 'digest' END)`;

/** Whether user column `col` muted conversation news about event column `eventCol`. */
export const MUTED = (eventCol: string, col: string) =>
  `EXISTS (SELECT 1 FROM "conversation_mutes" m WHERE m."eventId" = ${eventCol} AND m."userId" = ${col})`;
