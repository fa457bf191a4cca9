import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { QueryRunner } from 'typeorm';
import { MIGRATIONS } from './data-source-options';
import { READ_MODELS, SHARED_WRITES, TABLE_OWNERS, type Table } from './table-owners';
import { sourceFiles } from '../common/source-files.test-support';

const SRC = join(__dirname, '../..');
const NAME = String.raw`"?([a-z_][a-z0-9_]*)(?!\w)`;
const WRITE = new RegExp(
  String.raw`\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?|LOCK\s+TABLE)\s+(?:ONLY\s+)?${NAME}`,
  'g',
);
const READ = new RegExp(String.raw`\b(?:FROM|JOIN|USING)\s+${NAME}`, 'g');
const ENTITY = /@Entity\(\s*['"]([a-z_][a-z0-9_]*)['"]/g;
const isTable = (name: string): name is Table => Object.hasOwn(TABLE_OWNERS, name);

type Access = 'read' | 'write';

/**
 * The known tables a source names, and whether it writes them: SQL keywords in capitals followed by a table
 * (INSERT INTO, UPDATE, DELETE FROM, TRUNCATE, LOCK TABLE write; FROM, JOIN, USING read), and entities' tables
 * (an entity writes).
 */
function tablesNamed(source: string): Map<Table, Access> {
  const named = new Map<Table, Access>();
  for (const m of [...source.matchAll(WRITE), ...source.matchAll(ENTITY)]) {
    if (isTable(m[1])) named.set(m[1], 'write');
  }
  for (const m of source.matchAll(READ)) {
    const deleteFrom = /\bDELETE\s+$/.test(source.slice(Math.max(0, m.index - 10), m.index));
    if (isTable(m[1]) && !deleteFrom && !named.has(m[1])) named.set(m[1], 'read');
  }
  return named;
}

/** Production sources under backend/src/ (specs and their builders aside; the migrations create every table). */
const productionFiles = (): string[] =>
  sourceFiles(SRC, (name) => /(?<!\.spec|\.test-support)\.ts$/.test(name)).map((path) =>
    relative(SRC, path).split('\\').join('/'),
  );

const moduleOf = (file: string): string => {
  const [top, sub] = file.split('/');
  return top === 'platform' ? `${top}/${sub}` : top;
};

/** Each file's tables of other owners (read models and the shared write aside), by how it uses them. */
function outsideOwners(): Record<Access, Record<string, Table[]>> {
  const found: Record<Access, Record<string, Table[]>> = { read: {}, write: {} };
  for (const file of productionFiles()) {
    const readModel = Object.values(READ_MODELS).find((model) => model.file === file);
    for (const [table, access] of tablesNamed(readFileSync(join(SRC, file), 'utf8'))) {
      if (TABLE_OWNERS[table] === moduleOf(file)) continue;
      if (access === 'read' && readModel?.reads.includes(table)) continue;
      if (access === 'write' && SHARED_WRITES[file]?.includes(table)) continue;
      (found[access][file] ??= []).push(table);
    }
  }
  return found;
}

/** The tables the migrations leave, from the statements their `up`s send in order (no database needed). */
async function migratedTables(): Promise<string[]> {
  const tables = new Set<string>();
  const statement =
    /CREATE TABLE (?:IF NOT EXISTS )?"?(\w+)"?|DROP TABLE (?:IF EXISTS )?"?(\w+)"?|ALTER TABLE "?(\w+)"? RENAME TO "?(\w+)"?/g;
  const runner = {
    query: async (sql: string) => {
      for (const [, created, dropped, from, to] of sql.matchAll(statement)) {
        if (created) tables.add(created);
        if (dropped) tables.delete(dropped);
        if (from && to) {
          tables.delete(from);
          tables.add(to);
        }
      }
      return [];
    },
  } as unknown as QueryRunner;
  for (const Migration of MIGRATIONS) await new Migration().up(runner);
  return [...tables].sort();
}

describe('one owner per table', () => {
  it('gives every table the migrations create an owner, and only those', async () => {
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual(await migratedTables());
  });

  it('names only module folders that exist as owners, read models and shared writers', () => {
    const modules = new Set(productionFiles().map(moduleOf));
    expect(Object.values(TABLE_OWNERS).filter((owner) => !modules.has(owner))).toEqual([]);
    const files = new Set(productionFiles());
    const named = [...Object.values(READ_MODELS).map((model) => model.file), ...Object.keys(SHARED_WRITES)];
    expect(named.filter((file) => !files.has(file))).toEqual([]);
  });

  it('lists with each read model and shared write only tables its file names', () => {
    const stale = (file: string, tables: readonly Table[]) => {
      const named = tablesNamed(readFileSync(join(SRC, file), 'utf8'));
      return tables.filter((table) => !named.has(table)).map((table) => `${file} → ${table}`);
    };
    expect([
      ...Object.values(READ_MODELS).flatMap((model) => stale(model.file, model.reads)),
      ...Object.entries(SHARED_WRITES).flatMap(([file, tables]) => stale(file, tables)),
    ]).toEqual([]);
  });

  it('reads the tables in SQL and entities', () => {
    const named = tablesNamed(`
      @Entity('users')
      DELETE FROM "events" WHERE "id" = $1;
      UPDATE "dishes" d SET "x" = 1 FROM "rsvps" r JOIN announcements a ON true;
      SELECT 1 FROM "eventsCount", "unknown_table" JOIN "photos_x" ON true; -- from event_series in lower case
    `);
    expect(Object.fromEntries(named)).toEqual({
      users: 'write',
      events: 'write',
      dishes: 'write',
      rsvps: 'read',
      announcements: 'read',
    });
  });

  it('no module writes a table it does not own', () => {
    expect(outsideOwners().write).toEqual({});
  });

  it('no module reads a table it does not own, but for the read models', () => {
    expect(outsideOwners().read).toEqual({});
  });
});
