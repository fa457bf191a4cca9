import { belongsTo, CREATED_AT, ID, mayPointTo, migration, UPDATED_AT } from './migration';

/**
 * The operator's console: an event an operator hid (`events.hiddenAt`) and the events of an account an operator
 * blocked (`users.blockedAt`) answer everyone else as a missing event does; reports of an event by anyone with its
 * link (`event_reports`, each form or API key taken once); the audit log of every operator action
 * (`operator_actions`, kept when its target goes); and the one row of settings the console changes
 * (`instance_settings`: who may create events).
 */
export const OperatorConsole1767600000000 = migration('OperatorConsole1767600000000', {
  up: [
    `ALTER TABLE "events" ADD COLUMN "hiddenAt" timestamptz`,
    `ALTER TABLE "users" ADD COLUMN "blockedAt" timestamptz`,
    `CREATE INDEX "IDX_users_blocked" ON "users" ("blockedAt") WHERE "blockedAt" IS NOT NULL`,
    `
      CREATE TABLE "event_reports" (
        ${ID},
        ${belongsTo('eventId', 'events')},
        ${mayPointTo('reporterId', 'users')},
        "reason" text NOT NULL CHECK (char_length("reason") BETWEEN 1 AND 500),
        "formKey" uuid UNIQUE,
        ${CREATED_AT}
      )`,
    `CREATE INDEX "IDX_event_reports_event" ON "event_reports" ("eventId")`,
    `CREATE INDEX "IDX_event_reports_reporter" ON "event_reports" ("reporterId")`,
    `CREATE INDEX "IDX_event_reports_created" ON "event_reports" ("createdAt" DESC)`,
    `
      CREATE TABLE "operator_actions" (
        ${ID},
        "operatorEmail" text NOT NULL,
        "action" text NOT NULL CHECK ("action" IN ('hide_event', 'unhide_event', 'delete_event', 'block_account',
          'unblock_account', 'set_creation_policy')),
        "target" text NOT NULL,
        ${CREATED_AT}
      )`,
    `CREATE INDEX "IDX_operator_actions_created" ON "operator_actions" ("createdAt" DESC)`,
    `
      CREATE TABLE "instance_settings" (
        "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
        "eventCreation" text NOT NULL CHECK ("eventCreation" IN ('everyone', 'allowlist', 'operators')),
        "creationAllowlist" text[] NOT NULL DEFAULT '{}',
        ${UPDATED_AT}
      )`,
  ],
  down: [
    `DROP TABLE IF EXISTS "instance_settings"`,
    `DROP TABLE IF EXISTS "operator_actions"`,
    `DROP TABLE IF EXISTS "event_reports"`,
    `DROP INDEX IF EXISTS "IDX_users_blocked"`,
    `ALTER TABLE "users" DROP COLUMN IF EXISTS "blockedAt"`,
    `ALTER TABLE "events" DROP COLUMN IF EXISTS "hiddenAt"`,
  ],
});
