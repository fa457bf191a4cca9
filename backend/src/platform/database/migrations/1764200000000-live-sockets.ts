import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Open sockets per user, shared by every app process, so the limit on sockets per user holds across replicas.
 * Rows are refreshed by each process's heartbeat; a process that dies leaves rows that simply expire.
 */
export class LiveSockets1764200000000 implements MigrationInterface {
  name = 'LiveSockets1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "live_sockets" (
        "id" uuid PRIMARY KEY,
        "userId" uuid NOT NULL,
        "expiresAt" timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX "IDX_live_sockets_user" ON "live_sockets" ("userId", "expiresAt")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "live_sockets"`);
  }
}
