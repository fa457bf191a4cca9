import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS } from './data-source-options';
import { MIGRATIONS_DIR, loadMigrations, migrationFiles } from './migration-files';

const timestamp = (file: string): number => Number(file.slice(0, 13));

describe('migrations found in their folder', () => {
  it('finds every migration file there, oldest first, each timestamp once', () => {
    const files = migrationFiles();
    // Everything in the folder but the shared pieces and the specs is a migration: a misnamed one must not be missed.
    const all = readdirSync(MIGRATIONS_DIR).filter((file) => file !== 'migration.ts' && !file.endsWith('.spec.ts'));
    expect([...files].sort()).toEqual([...all].sort());
    expect(files.length).toBeGreaterThan(0);
    for (let i = 1; i < files.length; i++) expect(timestamp(files[i])).toBeGreaterThan(timestamp(files[i - 1]));
  });

  it('gives the app the class of each file, in the same order, named after its timestamp', () => {
    const names = MIGRATIONS.map((Migration) => new Migration().name ?? '');
    expect(names.map((name) => Number(name.slice(-13)))).toEqual(migrationFiles().map(timestamp));
  });

  describe('built (dist/)', () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'migrations-'));
      const migration = (name: string): string =>
        `exports.${name} = class { constructor() { this.name = '${name}'; } async up() {} async down() {} };\n`;
      writeFileSync(join(dir, '1700000000000-later.js'), migration('Later1700000000000'));
      writeFileSync(join(dir, '1600000000000-earlier.js'), `exports.SQL = 'x';\n${migration('Earlier1600000000000')}`);
      for (const other of ['1700000000000-later.js.map', 'migration.js', 'migrations-frozen.spec.js', 'x.d.ts']) {
        writeFileSync(join(dir, other), '');
      }
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('loads the compiled files in timestamp order and nothing else', () => {
      expect(migrationFiles(dir)).toEqual(['1600000000000-earlier.js', '1700000000000-later.js']);
      expect(loadMigrations(dir).map((Migration) => new Migration().name)).toEqual([
        'Earlier1600000000000',
        'Later1700000000000',
      ]);
    });

    it('refuses a migration file that does not export exactly one class', () => {
      writeFileSync(join(dir, '1800000000000-empty.js'), "exports.SQL = 'x';\n");
      expect(() => loadMigrations(dir)).toThrow('1800000000000-empty.js must export exactly one class');
    });
  });
});
