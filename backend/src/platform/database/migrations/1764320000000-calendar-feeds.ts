import { CREATED_AT, dropTables, migration, oneRowPer } from './migration';

/** One private calendar feed link per user; only a hash of its secret is stored. */
export const CalendarFeeds1764320000000 = migration('CalendarFeeds1764320000000', {
  up: [
    `
      CREATE TABLE "calendar_feeds" (
        ${oneRowPer('userId', 'users')},
        "tokenHash" varchar(64) NOT NULL UNIQUE,
        ${CREATED_AT}
      )`,
  ],
  down: dropTables('calendar_feeds'),
});
