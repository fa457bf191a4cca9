import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configSchema } from './config.schema';

// The schema is the list of the server's environment variables. `.env.example` and the table in
// backend/docs/configuration.md are written by hand (their comments and meanings are prose) and checked against it:
// each names every variable of the schema and nothing else, but for the variables below.

/** Read by the development, test and benchmark scripts or by docker-compose.yml, never by the server. */
const NOT_READ_BY_THE_SERVER = [
  'EMBEDDED_PG_PORT',
  'EMBEDDED_PG_TEST_PORT',
  'E2E_PORT',
  'E2E_DB_NAME',
  'FUZZ_SEED',
  'FUZZ_RUNS',
  'CI',
  'POTLUCK_EXTRA_NODE',
  'BENCH_SECONDS',
  'BENCH_CONNECTIONS',
  'BENCH_SOCKETS',
  'BENCH_PORT',
  'BENCH_LOG_LEVEL',
  'BENCH_OUTPUT',
  'BENCH_ROUNDS',
  'BENCH_LOADER',
  'BENCH_ONLY',
  'BENCH_EXTRAS',
  'BENCH_PROFILE_DIR',
  'BENCH_APP_MAIN',
  'BENCH_PDF_PORT',
  'BENCH_PDF_OUTPUT',
  'BENCH_WEB_PORT',
  'CHROME_PATH',
  'BENCH_WEB_PAGES',
  'BENCH_WEB_RUNS',
  'BENCH_WEB_OUTPUT',
  'BENCH_PHOTO_RUNS',
  'BENCH_PHOTO_BROWSER',
  'BENCH_PHOTO_BROWSER_RUNS',
  'BENCH_PHOTOS_PORT',
  'BENCH_PHOTOS_OUTPUT',
  'HTTP_PORT',
  'POSTGRES_PASSWORD',
];

const schemaVariables = Object.keys(configSchema.in.shape).sort();
const read = (path: string): string => readFileSync(join(__dirname, path), 'utf8');

/** `NAME=` at the start of a line, commented out or not (optional groups are shown commented out). */
function envExampleVariables(): string[] {
  return [...read('../../../../.env.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
}

/** Every `NAME` in the first cell of the table's rows (a row may name several). */
function configurationTableVariables(): string[] {
  return read('../../../docs/configuration.md')
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]));
}

const duplicates = (names: string[]): string[] => names.filter((name, i) => names.indexOf(name) !== i);
const unknown = (names: string[]): string[] =>
  names.filter((name) => !schemaVariables.includes(name) && !NOT_READ_BY_THE_SERVER.includes(name));

describe('environment variables: the schema, .env.example and configuration.md agree', () => {
  it('reads the variables of the schema', () => {
    expect(schemaVariables).toContain('DATABASE_URL');
    expect(schemaVariables.length).toBeGreaterThan(50);
  });

  it('.env.example names every variable of the schema, each once, and no other', () => {
    const names = envExampleVariables();
    expect(schemaVariables.filter((name) => !names.includes(name))).toEqual([]);
    expect(unknown(names)).toEqual([]);
    expect(duplicates(names)).toEqual([]);
  });

  it('the table in configuration.md names every variable of the schema and the scripts, each once, and no other', () => {
    const names = configurationTableVariables();
    expect(schemaVariables.filter((name) => !names.includes(name))).toEqual([]);
    expect(NOT_READ_BY_THE_SERVER.filter((name) => !names.includes(name))).toEqual([]);
    expect(unknown(names)).toEqual([]);
    expect(duplicates(names)).toEqual([]);
  });

  it('a variable the server reads is not also listed as read only by the scripts', () => {
    expect(NOT_READ_BY_THE_SERVER.filter((name) => schemaVariables.includes(name))).toEqual([]);
  });
});
