import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Guest answers and dish changes waiting for the host's digest, and when each event's last digest went out. */
export class HostDigests1764340000000 implements MigrationInterface {
  name = 'HostDigests1764340000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "host_digest_changes" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "eventId" uuid NOT NULL REFERENCES "events" ("id") ON DELETE CASCADE,
        "summary" text NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "sentAt" timestamptz
      )`);
    await q.query(
      `CREATE INDEX "IDX_host_digest_changes_pending" ON "host_digest_changes" ("eventId") WHERE "sentAt" IS NULL`,
    );
    await q.query(`
      CREATE TABLE "host_digests" (
        "eventId" uuid PRIMARY KEY REFERENCES "events" ("id") ON DELETE CASCADE,
        "lastSentAt" timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "host_digests"`);
    await q.query(`DROP TABLE IF EXISTS "host_digest_changes"`);
  }
}
