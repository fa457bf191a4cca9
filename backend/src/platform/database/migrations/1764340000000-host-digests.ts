import { belongsTo, CREATED_AT, dropTables, ID, migration, oneRowPer } from './migration';

/** Guest answers and dish changes waiting for the host's digest, and when each event's last digest went out. */
export const HostDigests1764340000000 = migration('HostDigests1764340000000', {
  up: [
    `
      CREATE TABLE "host_digest_changes" (
        ${ID},
        ${belongsTo('eventId', 'events')},
        "summary" text NOT NULL,
        ${CREATED_AT},
        "sentAt" timestamptz
      )`,
    `CREATE INDEX "IDX_host_digest_changes_pending" ON "host_digest_changes" ("eventId") WHERE "sentAt" IS NULL`,
    `
      CREATE TABLE "host_digests" (
        ${oneRowPer('eventId', 'events')},
        "lastSentAt" timestamptz NOT NULL
      )`,
  ],
  down: dropTables('host_digests', 'host_digest_changes'),
});
