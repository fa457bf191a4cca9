import { migration } from './migration';

/**
 * Each event gets the IANA zone it takes place in, a reminders switch and a calendar SEQUENCE.
 * Events created before this have no recorded zone: they get UTC (the zone the server wrote before), and the
 * host can correct it in the edit form.
 */
export const EventTimeZone1764310000000 = migration('EventTimeZone1764310000000', {
  up: [
    `ALTER TABLE "events" ADD COLUMN "timeZone" varchar(64) NOT NULL DEFAULT 'UTC'`,
    `ALTER TABLE "events" ADD COLUMN "remindersEnabled" boolean NOT NULL DEFAULT true`,
    `ALTER TABLE "events" ADD COLUMN "calendarSequence" integer NOT NULL DEFAULT 0`,
  ],
  down: [
    `ALTER TABLE "events" DROP COLUMN "calendarSequence"`,
    `ALTER TABLE "events" DROP COLUMN "remindersEnabled"`,
    `ALTER TABLE "events" DROP COLUMN "timeZone"`,
  ],
});
