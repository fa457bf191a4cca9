import { belongsTo, CREATED_AT, dropTables, mayPointTo, migration } from './migration';

/**
 * People the host (or a co-host) removed from an event: while a row exists the person cannot read the event, follow
 * it live, answer it or bring a dish, until the host lets them back in (the row is deleted). A person's rows go with
 * the event and with the person; the remover may be deleted without undoing the removal.
 */
export const EventRemovals1765030000000 = migration('EventRemovals1765030000000', {
  up: [
    `
      CREATE TABLE "event_removals" (
        ${belongsTo('eventId', 'events')},
        ${belongsTo('userId', 'users')},
        ${mayPointTo('removedBy', 'users')},
        ${CREATED_AT},
        PRIMARY KEY ("eventId", "userId")
      )`,
    `CREATE INDEX "IDX_event_removals_user" ON "event_removals" ("userId")`,
  ],
  down: dropTables('event_removals'),
});
