import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { MigrationInterface } from 'typeorm';

type MigrationClass = new () => MigrationInterface;

/**
 * A migration is a file `migrations/<13-digit timestamp>-<what>.ts` (`.js` once built) exporting one class; nothing
 * lists them. Every other file there (the shared pieces, the specs, declaration and source maps) has a dot or no
 * timestamp in its name.
 */
const MIGRATION_FILE = /^(\d{13})-[a-z0-9-]+\.(ts|js)$/;

export const MIGRATIONS_DIR = join(__dirname, 'migrations');

const timestampOf = (file: string): number => Number(MIGRATION_FILE.exec(file)?.[1]);

/** The migration files in `dir`, in the order they run: oldest timestamp first. */
export function migrationFiles(dir: string = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((file) => MIGRATION_FILE.test(file))
    .sort((a, b) => timestampOf(a) - timestampOf(b));
}

/** Each migration file's class, in the order they run. A file that does not export exactly one class stops start-up. */
export function loadMigrations(dir: string = MIGRATIONS_DIR): MigrationClass[] {
  return migrationFiles(dir).map((file) => {
    // Migrations are found by their files, so they are loaded by their paths (from src/ under jest, dist/ built).
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a path known only at run time
    const exported = require(join(dir, file)) as Record<string, unknown>;
    const classes = Object.values(exported).filter((value) => typeof value === 'function');
    if (classes.length !== 1)
      throw new Error(`Migration ${file} must export exactly one class (found ${classes.length})`);
    return classes[0] as MigrationClass;
  });
}
