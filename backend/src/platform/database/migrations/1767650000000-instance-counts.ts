import { CREATED_AT, dropTables, migration } from './migration';

/** The instance's running totals for its operators (mails, pushes and texts sent, limits hit), every process's. */
export const InstanceCounts1767650000000 = migration('InstanceCounts1767650000000', {
  up: [
    `
      CREATE TABLE "instance_counts" (
        "name" varchar(32) PRIMARY KEY,
        "n" bigint NOT NULL DEFAULT 0,
        ${CREATED_AT}
      )`,
  ],
  down: dropTables('instance_counts'),
});
