import { dropTables, migration } from './migration';

/**
 * Open sockets per user, shared by every app process, so the limit on sockets per user holds across replicas.
 * Rows are refreshed by each process's heartbeat; a process that dies leaves rows that simply expire.
 */
export const LiveSockets1764200000000 = migration('LiveSockets1764200000000', {
  up: [
    `
      CREATE TABLE "live_sockets" (
        "id" uuid PRIMARY KEY,
        "userId" uuid NOT NULL,
        "expiresAt" timestamptz NOT NULL
      )`,
    `CREATE INDEX "IDX_live_sockets_user" ON "live_sockets" ("userId", "expiresAt")`,
  ],
  down: dropTables('live_sockets'),
});
