import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * People the host (or a co-host) removed from an event: while a row exists the person cannot read the event, follow
 * it live, answer it or bring a dish, until the host lets them back in (the row is deleted). A person's rows go with
 * the event and with the person; the remover may be deleted without undoing the removal.
 */
export class EventRemovals1765030000000 implements MigrationInterface {
  name = 'EventRemovals1765030000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "event_removals" (
        "eventId" uuid NOT NULL REFERENCES "events" ("id") ON DELETE CASCADE,
        "userId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "removedBy" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("eventId", "userId")
      )`);
    await q.query(`CREATE INDEX "IDX_event_removals_user" ON "event_removals" ("userId")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "event_removals"`);
  }
}
