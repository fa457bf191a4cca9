import type { MigrationInterface, QueryRunner } from 'typeorm';

// How the migrations are written: each is its name and the statements its `up` and `down` send, in order, with the
// columns many tables share spelled once below. A released migration sends the same text forever (pinned in
// migrations-frozen.spec.ts), so a piece here never changes; a new spelling gets a new piece. (The first migrations
// wrote references as `"users"("id")`, without the space these pieces have: they keep their own text.)

/** A migration class (TypeORM makes it with `new`) sending `up`'s statements in order, and `down`'s to undo them. */
export function migration(
  name: string,
  statements: { up: readonly string[]; down: readonly string[] },
): new () => MigrationInterface {
  return class implements MigrationInterface {
    name = name;

    async up(q: QueryRunner): Promise<void> {
      for (const sql of statements.up) await q.query(sql);
    }

    async down(q: QueryRunner): Promise<void> {
      for (const sql of statements.down) await q.query(sql);
    }
  };
}

/** `DROP TABLE IF EXISTS` for each table, in the order given. */
export const dropTables = (...tables: string[]): string[] => tables.map((table) => `DROP TABLE IF EXISTS "${table}"`);

/** A uuid primary key the database draws at random. */
export const ID = `"id" uuid PRIMARY KEY DEFAULT gen_random_uuid()`;

/** When the row was written. */
export const CREATED_AT = `"createdAt" timestamptz NOT NULL DEFAULT now()`;

/** When the row last changed. */
export const UPDATED_AT = `"updatedAt" timestamptz NOT NULL DEFAULT now()`;

/** `column` holds the id of a row of `table`, and this row is deleted with that one. */
export const belongsTo = (column: string, table: string): string =>
  `"${column}" uuid NOT NULL REFERENCES "${table}" ("id") ON DELETE CASCADE`;

/** One row per row of `table`, keyed by its id in `column` and deleted with it. */
export const oneRowPer = (column: string, table: string): string =>
  `"${column}" uuid PRIMARY KEY REFERENCES "${table}" ("id") ON DELETE CASCADE`;

/** `column` may hold the id of a row of `table`; it becomes NULL when that row is deleted. */
export const mayPointTo = (column: string, table: string): string =>
  `"${column}" uuid REFERENCES "${table}" ("id") ON DELETE SET NULL`;

/** A trigger calling `fn()` for each row of `table` that `events` touch (e.g. 'AFTER UPDATE OR DELETE'). */
export const rowTrigger = (name: string, events: string, table: string, fn: string): string => `
      CREATE TRIGGER "${name}" ${events} ON "${table}"
        FOR EACH ROW EXECUTE FUNCTION ${fn}()`;
