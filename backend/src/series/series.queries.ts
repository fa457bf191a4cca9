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
