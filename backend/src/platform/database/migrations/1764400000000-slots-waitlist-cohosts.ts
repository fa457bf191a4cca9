import { migration } from './migration';

/**
 * Dish slots per category group and an optional capacity on events; a waitlist mark and the co-host role on RSVPs.
 * A waitlisted RSVP is a Going answer that did not fit; its waitlistedAt orders the waitlist (first in, first out).
 */
export const SlotsWaitlistCohosts1764400000000 = migration('SlotsWaitlistCohosts1764400000000', {
  up: [
    `ALTER TABLE "events" ADD COLUMN "dishSlots" jsonb`,
    `ALTER TABLE "events" ADD COLUMN "capacity" integer CONSTRAINT "CHK_events_capacity" CHECK ("capacity" BETWEEN 1 AND 1000)`,
    `ALTER TABLE "rsvps" ADD COLUMN "waitlistedAt" timestamptz`,
    `ALTER TABLE "rsvps" ADD COLUMN "coHost" boolean NOT NULL DEFAULT false`,
    `ALTER TABLE "rsvps" ADD CONSTRAINT "CHK_rsvps_waitlist_going" CHECK ("waitlistedAt" IS NULL OR "status" = 'attending')`,
    `CREATE INDEX "IDX_rsvps_waitlist" ON "rsvps" ("eventId", "waitlistedAt", "id") WHERE "waitlistedAt" IS NOT NULL`,
  ],
  down: [
    `DROP INDEX "IDX_rsvps_waitlist"`,
    `ALTER TABLE "rsvps" DROP CONSTRAINT "CHK_rsvps_waitlist_going"`,
    `ALTER TABLE "rsvps" DROP COLUMN "coHost"`,
    `ALTER TABLE "rsvps" DROP COLUMN "waitlistedAt"`,
    `ALTER TABLE "events" DROP COLUMN "capacity"`,
    `ALTER TABLE "events" DROP COLUMN "dishSlots"`,
  ],
});
