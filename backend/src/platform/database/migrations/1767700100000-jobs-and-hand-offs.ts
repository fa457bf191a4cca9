import { belongsTo, CREATED_AT, dropTables, ID, migration, UPDATED_AT } from './migration';

/**
 * Jobs besides food (set up the tables, bring ice, wash up): each asks for a number of people and may have a time;
 * one row per person who took a job, so taking it twice keeps one. A dish its contributor offered to someone else
 * (`offeredAt`) counts as missing until a going guest takes it over.
 */
export const JobsAndHandOffs1767700100000 = migration('JobsAndHandOffs1767700100000', {
  up: [
    `
      CREATE TABLE "jobs" (
        ${ID},
        ${belongsTo('eventId', 'events')},
        "title" varchar(120) NOT NULL,
        "needed" integer NOT NULL CHECK ("needed" BETWEEN 1 AND 50),
        "startsAt" timestamptz,
        ${CREATED_AT},
        ${UPDATED_AT}
      )`,
    `CREATE INDEX "IDX_jobs_event" ON "jobs" ("eventId", "createdAt")`,
    `
      CREATE TABLE "job_helpers" (
        ${belongsTo('jobId', 'jobs')},
        ${belongsTo('eventId', 'events')},
        ${belongsTo('userId', 'users')},
        ${CREATED_AT},
        PRIMARY KEY ("jobId", "userId")
      )`,
    `CREATE INDEX "IDX_job_helpers_user" ON "job_helpers" ("userId")`,
    `CREATE INDEX "IDX_job_helpers_event" ON "job_helpers" ("eventId")`,
    `ALTER TABLE "dishes" ADD "offeredAt" timestamptz`,
  ],
  down: [`ALTER TABLE "dishes" DROP COLUMN "offeredAt"`, ...dropTables('job_helpers', 'jobs')],
});
