import type { EntityManager } from 'typeorm';
import type { SeriesFrequency } from './recurrence';

// The event_series table for other modules, which name no table they do not own.

/** A series that follows a rule, as calendars write it: its rule's parts and the starts cancelled since. */
interface RuleSeriesRow {
  id: string;
  frequency: SeriesFrequency;
  firstLocal: string;
  timeZone: string;
  cancelledStarts: Date[];
}

/** The series the user hosts that follow a rule (series of custom dates aside). */
export function hostedRuleSeries(db: Pick<EntityManager, 'query'>, userId: string): Promise<RuleSeriesRow[]> {
  return db.query<RuleSeriesRow[]>(
    `SELECT "id", "frequency", "firstLocal", "timeZone", "cancelledStarts" FROM "event_series"
      WHERE "hostId" = $1 AND "frequency" <> 'custom'`,
    [userId],
  );
}

/** The series goes with its occurrence to the co-host a leaving host handed it to (inside the caller's transaction). */
export async function handOverSeries(
  db: Pick<EntityManager, 'query'>,
  seriesId: string,
  fromUserId: string,
  toUserId: string,
): Promise<void> {
  await db.query(`UPDATE "event_series" SET "hostId" = $3 WHERE "id" = $1 AND "hostId" = $2`, [
    seriesId,
    fromUserId,
    toUserId,
  ]);
}
