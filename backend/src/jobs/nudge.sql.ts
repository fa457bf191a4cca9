import type { DataSource } from 'typeorm';

/** Hours before the event the nudge goes when the host has not changed it. */
export const DEFAULT_NUDGE_HOURS = 48;

/**
 * The events whose nudge is due at `now`: dated, not yet begun, within their nudge's hours of starting (the host's
 * choice, 48 hours without one; none when the host turned it off), and not taken down by an operator.
 */
export async function eventsDueForNudge(db: DataSource, now: Date): Promise<string[]> {
  const rows: { id: string }[] = await db.query(
    `SELECT e."id" FROM "events" e LEFT JOIN "nudge_settings" s ON s."eventId" = e."id"
      WHERE e."date" IS NOT NULL AND e."date" > $1 AND e."hiddenAt" IS NULL
        AND (s."eventId" IS NULL OR s."hours" IS NOT NULL)
        AND e."date" - make_interval(hours => COALESCE(s."hours", $2)) <= $1`,
    [now, DEFAULT_NUDGE_HOURS],
  );
  return rows.map((r) => r.id);
}
