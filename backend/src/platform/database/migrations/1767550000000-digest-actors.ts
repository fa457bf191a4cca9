import { migration } from './migration';

/**
 * Who a line waiting for a digest is about ("Asha asked: …", "Asha is going"): such a line goes with that person when
 * they delete their account, so no digest names them or quotes them afterwards. Lines about no one keep a null.
 */
export const DigestActors1767550000000 = migration('DigestActors1767550000000', {
  up: [
    `ALTER TABLE "host_digest_changes" ADD COLUMN "actorId" uuid REFERENCES "users" ("id") ON DELETE CASCADE`,
    `CREATE INDEX "IDX_host_digest_changes_actor" ON "host_digest_changes" ("actorId") WHERE "actorId" IS NOT NULL`,
    `ALTER TABLE "talk_digest_items" ADD COLUMN "actorId" uuid REFERENCES "users" ("id") ON DELETE CASCADE`,
    `CREATE INDEX "IDX_talk_digest_items_actor" ON "talk_digest_items" ("actorId") WHERE "actorId" IS NOT NULL`,
  ],
  down: [
    `ALTER TABLE "talk_digest_items" DROP COLUMN "actorId"`,
    `ALTER TABLE "host_digest_changes" DROP COLUMN "actorId"`,
  ],
});
