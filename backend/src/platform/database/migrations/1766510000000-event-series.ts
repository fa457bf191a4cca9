import { belongsTo, CREATED_AT, ID, mayPointTo, migration } from './migration';

/**
 * Potluck series: events that repeat. The series keeps the rule (weekly, every two weeks, monthly on the nth
 * weekday, or custom dates), the first start as wall-clock time in its IANA zone (so 18:30 stays 18:30 across
 * daylight-saving changes) and the starts of cancelled occurrences (the calendar's EXDATE). Each occurrence is a real
 * event (its own RSVPs and dishes) pointing at its series; `seriesStart` is the start the rule gave it.
 */
export const EventSeries1766510000000 = migration('EventSeries1766510000000', {
  up: [
    `
      CREATE TABLE "event_series" (
        ${ID},
        ${belongsTo('hostId', 'users')},
        "frequency" varchar(16) NOT NULL CHECK ("frequency" IN ('weekly', 'biweekly', 'monthly', 'custom')),
        "firstLocal" varchar(16) NOT NULL,
        "timeZone" varchar(64) NOT NULL,
        "customStarts" timestamptz[] NOT NULL DEFAULT '{}',
        "cancelledStarts" timestamptz[] NOT NULL DEFAULT '{}',
        ${CREATED_AT}
      )`,
    `ALTER TABLE "events" ADD COLUMN ${mayPointTo('seriesId', 'event_series')}`,
    `ALTER TABLE "events" ADD COLUMN "seriesStart" timestamptz`,
    `CREATE UNIQUE INDEX "UQ_events_series_start" ON "events" ("seriesId", "seriesStart") WHERE "seriesId" IS NOT NULL`,
  ],
  down: [
    `DROP INDEX IF EXISTS "UQ_events_series_start"`,
    `ALTER TABLE "events" DROP COLUMN IF EXISTS "seriesStart"`,
    `ALTER TABLE "events" DROP COLUMN IF EXISTS "seriesId"`,
    `DROP TABLE IF EXISTS "event_series"`,
  ],
});
