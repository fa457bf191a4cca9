import { belongsTo, CREATED_AT, dropTables, mayPointTo, migration, oneRowPer } from './migration';

/**
 * Check-in at the door: a household's arrival (`check_ins`, one row per answer at most, so a code scanned on two
 * phones counts once; gone with the answer, so a removed guest's arrival goes too) and whether they brought their
 * dish; and the accounts the hosts let check guests in (`door_helpers`, one list per event). The codes themselves are
 * not stored: each is the answer's id with a proof made from the server's secret.
 */
export const CheckIns1767800000000 = migration('CheckIns1767800000000', {
  up: [
    `
      CREATE TABLE "check_ins" (
        ${oneRowPer('rsvpId', 'rsvps')},
        ${belongsTo('eventId', 'events')},
        "arrivedAt" timestamptz NOT NULL DEFAULT now(),
        "dishBrought" boolean NOT NULL DEFAULT false,
        ${mayPointTo('checkedInBy', 'users')}
      )`,
    `CREATE INDEX "IDX_check_ins_event" ON "check_ins" ("eventId")`,
    `CREATE INDEX "IDX_check_ins_checked_in_by" ON "check_ins" ("checkedInBy")`,
    `
      CREATE TABLE "door_helpers" (
        ${belongsTo('eventId', 'events')},
        ${belongsTo('userId', 'users')},
        ${mayPointTo('addedBy', 'users')},
        ${CREATED_AT},
        PRIMARY KEY ("eventId", "userId")
      )`,
    `CREATE INDEX "IDX_door_helpers_user" ON "door_helpers" ("userId")`,
    `CREATE INDEX "IDX_door_helpers_added_by" ON "door_helpers" ("addedBy")`,
  ],
  down: dropTables('door_helpers', 'check_ins'),
});
