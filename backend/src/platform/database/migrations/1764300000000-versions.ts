import { migration, rowTrigger } from './migration';

/**
 * Versions for cheap revalidation and live-update sequence numbers, bumped by triggers in the same transaction as
 * the change, so no write path can forget them:
 * - `events.version`: once per transaction that changes the event, its RSVPs, its dishes or a name shown on it.
 * - `list_versions`: per user, once per change to which events their lists hold (hosting, RSVPs).
 * Every bump, every session deletion (sign-out, expiry) and every user change is NOTIFYed on the realtime
 * channel (delivered at commit), so each app process keeps its in-memory versions and caches current.
 */
export const Versions1764300000000 = migration('Versions1764300000000', {
  up: [
    `ALTER TABLE "events" ADD "version" bigint NOT NULL DEFAULT 1, ADD "versionTx" bigint NOT NULL DEFAULT 0`,
    `CREATE TABLE "list_versions" ("userId" uuid PRIMARY KEY, "version" bigint NOT NULL DEFAULT 1)`,

    `
      CREATE FUNCTION potluck_notify(payload json) RETURNS void LANGUAGE sql AS $$
        SELECT pg_notify('potluck_realtime', payload::text)
      $$`,
    `
      CREATE FUNCTION potluck_bump_list(uid uuid) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE v bigint;
      BEGIN
        IF uid IS NULL THEN RETURN; END IF;
        INSERT INTO "list_versions" ("userId", "version") VALUES (uid, 2)
          ON CONFLICT ("userId") DO UPDATE SET "version" = "list_versions"."version" + 1
          RETURNING "version" INTO v;
        PERFORM potluck_notify(json_build_object('kind', 'list', 'userId', uid, 'version', v));
      END $$`,
    // One bump per transaction: a change that also removes ten dishes is one step of the sequence.
    `
      CREATE FUNCTION potluck_event_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          NEW."version" := 1;
          NEW."versionTx" := txid_current();
          PERFORM potluck_bump_list(NEW."hostId");
          RETURN NEW;
        END IF;
        IF OLD."versionTx" IS DISTINCT FROM txid_current() THEN
          NEW."version" := OLD."version" + 1;
          NEW."versionTx" := txid_current();
          PERFORM potluck_notify(json_build_object('kind', 'version', 'eventId', NEW."id", 'version', NEW."version"));
        ELSE
          NEW."version" := OLD."version";
        END IF;
        IF NEW."hostId" IS DISTINCT FROM OLD."hostId" THEN
          PERFORM potluck_bump_list(OLD."hostId");
          PERFORM potluck_bump_list(NEW."hostId");
        END IF;
        RETURN NEW;
      END $$`,
    rowTrigger('events_version', 'BEFORE INSERT OR UPDATE', 'events', 'potluck_event_version'),
    `
      CREATE FUNCTION potluck_event_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM potluck_notify(json_build_object('kind', 'version', 'eventId', OLD."id", 'version', 0));
        PERFORM potluck_bump_list(OLD."hostId");
        RETURN NULL;
      END $$`,
    rowTrigger('events_deleted', 'AFTER DELETE', 'events', 'potluck_event_deleted'),

    // RSVPs and dishes bump their event (once per transaction); RSVPs also change their user's lists.
    `
      CREATE FUNCTION potluck_touch_event() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN
          UPDATE "events" SET "versionTx" = 0 WHERE "id" = OLD."eventId" AND "versionTx" <> txid_current();
        END IF;
        IF TG_OP <> 'DELETE' THEN
          UPDATE "events" SET "versionTx" = 0 WHERE "id" = NEW."eventId" AND "versionTx" <> txid_current();
        END IF;
        IF TG_TABLE_NAME = 'rsvps' THEN
          IF TG_OP = 'INSERT' THEN PERFORM potluck_bump_list(NEW."userId");
          ELSIF TG_OP = 'DELETE' THEN PERFORM potluck_bump_list(OLD."userId");
          ELSIF NEW."userId" IS DISTINCT FROM OLD."userId" OR NEW."eventId" IS DISTINCT FROM OLD."eventId" THEN
            PERFORM potluck_bump_list(OLD."userId");
            PERFORM potluck_bump_list(NEW."userId");
          END IF;
        END IF;
        RETURN NULL;
      END $$`,
    ...['rsvps', 'dishes'].map(
      (table) => `
        CREATE TRIGGER "${table}_touch_event" AFTER INSERT OR UPDATE OR DELETE ON "${table}"
          FOR EACH ROW EXECUTE FUNCTION potluck_touch_event()`,
    ),

    // Names and pictures appear on event pages; sessions and users are cached in memory by every process.
    `
      CREATE FUNCTION potluck_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' THEN
          IF (NEW."firstName", NEW."lastName", NEW."nickname", NEW."email", NEW."profileImageUrl")
             IS NOT DISTINCT FROM (OLD."firstName", OLD."lastName", OLD."nickname", OLD."email", OLD."profileImageUrl") THEN
            RETURN NULL;
          END IF;
          UPDATE "events" SET "versionTx" = 0
           WHERE "versionTx" <> txid_current()
             AND ("hostId" = NEW."id"
                  OR "id" IN (SELECT "eventId" FROM "rsvps" WHERE "userId" = NEW."id")
                  OR "id" IN (SELECT "eventId" FROM "dishes" WHERE "contributorId" = NEW."id"));
        END IF;
        PERFORM potluck_notify(json_build_object('kind', 'user', 'userId', OLD."id"));
        RETURN NULL;
      END $$`,
    rowTrigger('users_changed', 'AFTER UPDATE OR DELETE', 'users', 'potluck_user_changed'),
    `
      CREATE FUNCTION potluck_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM potluck_notify(json_build_object('kind', 'session', 'sid', OLD."sid"));
        RETURN NULL;
      END $$`,
    rowTrigger('sessions_ended', 'AFTER UPDATE OR DELETE', 'sessions', 'potluck_session_ended'),
  ],
  down: [
    `DROP TRIGGER IF EXISTS "sessions_ended" ON "sessions"`,
    `DROP TRIGGER IF EXISTS "users_changed" ON "users"`,
    `DROP TRIGGER IF EXISTS "dishes_touch_event" ON "dishes"`,
    `DROP TRIGGER IF EXISTS "rsvps_touch_event" ON "rsvps"`,
    `DROP TRIGGER IF EXISTS "events_deleted" ON "events"`,
    `DROP TRIGGER IF EXISTS "events_version" ON "events"`,
    ...[
      'potluck_session_ended()',
      'potluck_user_changed()',
      'potluck_touch_event()',
      'potluck_event_deleted()',
      'potluck_event_version()',
      'potluck_bump_list(uuid)',
      'potluck_notify(json)',
    ].map((fn) => `DROP FUNCTION IF EXISTS ${fn}`),
    `DROP TABLE IF EXISTS "list_versions"`,
    `ALTER TABLE "events" DROP COLUMN "version", DROP COLUMN "versionTx"`,
  ],
});
