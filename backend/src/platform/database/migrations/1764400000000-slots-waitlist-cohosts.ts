import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Dish slots per category group and an optional capacity on events; a waitlist mark and the co-host role on RSVPs.
 * A waitlisted RSVP is a Going answer that did not fit; its waitlistedAt orders the waitlist (first in, first out).
 */
export class SlotsWaitlistCohosts1764400000000 implements MigrationInterface {
  name = 'SlotsWaitlistCohosts1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "events" ADD COLUMN "dishSlots" jsonb`);
    await q.query(
      `ALTER TABLE "events" ADD COLUMN "capacity" integer CONSTRAINT "CHK_events_capacity" CHECK ("capacity" BETWEEN 1 AND 1000)`,
    );
    await q.query(`ALTER TABLE "rsvps" ADD COLUMN "waitlistedAt" timestamptz`);
    await q.query(`ALTER TABLE "rsvps" ADD COLUMN "coHost" boolean NOT NULL DEFAULT false`);
    await q.query(
      `ALTER TABLE "rsvps" ADD CONSTRAINT "CHK_rsvps_waitlist_going" CHECK ("waitlistedAt" IS NULL OR "status" = 'attending')`,
    );
    await q.query(
      `CREATE INDEX "IDX_rsvps_waitlist" ON "rsvps" ("eventId", "waitlistedAt", "id") WHERE "waitlistedAt" IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_rsvps_waitlist"`);
    await q.query(`ALTER TABLE "rsvps" DROP CONSTRAINT "CHK_rsvps_waitlist_going"`);
    await q.query(`ALTER TABLE "rsvps" DROP COLUMN "coHost"`);
    await q.query(`ALTER TABLE "rsvps" DROP COLUMN "waitlistedAt"`);
    await q.query(`ALTER TABLE "events" DROP COLUMN "capacity"`);
    await q.query(`ALTER TABLE "events" DROP COLUMN "dishSlots"`);
  }
}
