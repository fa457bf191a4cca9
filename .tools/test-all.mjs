// `npm test`: the quality gates (format, lint, types, dead code), the build, and every test suite (backend jest,
// frontend vitest, Playwright in Chromium), each run even when an earlier one fails, then the coverage of backend/src
// and frontend/src against their floors, ending with one line of totals: "N passed, N failed". With
// POTLUCK_EXTRA_NODE set to another Node.js binary (CI sets the machine's Node 20 while the run itself is on Node 24),
// the backend's small tier (`src/**/*.spec.ts`) runs once more on it and counts in the totals: the server is what runs
// on Node.js; the frontend's code runs in the browser, so its units run once.
// `npm test -- rsvps` runs one module's tests only, without gates or build: the backend's `src/rsvps/` specs and
// `test/rsvps*.e2e-spec.ts`, and the frontend's `src/features/rsvps/` units.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, '.test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const results = [];
/** Lines worth reading above the totals: which tests failed, and which browser tests needed their retry. */
const notes = [];
const bin = (pkg, file) => join(root, 'node_modules', pkg, file);

/** The wall time of each suite (seconds), printed beside its totals: where the run's minutes go. */
const seconds = new Map();

/**
 * Runs one step and answers its exit status. Its output shows as it comes, or, with `capture` (a step running beside
 * another), whole when it ends.
 */
function run(label, cmd, args, opts = {}) {
  if (!opts.capture) process.stdout.write(`\n=== ${label} ===\n`);
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(cmd, args, {
      cwd: opts.cwd ?? root,
      stdio: opts.capture ? 'pipe' : 'inherit',
      env: { ...process.env, ...opts.env },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (err) => (output += `${err.message}\n`));
    child.on('close', (code) => {
      seconds.set(label, (Date.now() - started) / 1000);
      if (opts.capture) process.stdout.write(`\n=== ${label} ===\n${output}`);
      else if (output) process.stdout.write(output);
      done(code ?? 1);
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function record(label, status, counts, runLabel = label) {
  // A suite that crashed before reporting counts as one failure, so it can never pass silently.
  if (!counts) counts = { passed: 0, failed: 1 };
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  results.push({ label, ...counts, seconds: seconds.get(runLabel) });
}

/** Every spec of a Playwright JSON report, however its suites nest. */
function specsOf(suites = []) {
  return suites.flatMap((suite) => [...(suite.specs ?? []), ...specsOf(suite.suites)]);
}

/**
 * Gates are checks that pass or fail as a whole and need nothing from each other, each mostly one core: they run side
 * by side, and each one's output is printed whole, in the order given. The build runs after them, not beside: it
 * uses both cores, and beside the checks it slowed them by more than its own time.
 */
async function gates(list) {
  const outcomes = await Promise.all(
    list.map(
      ({ label, cmd, args }) =>
        new Promise((done) => {
          const started = Date.now();
          const child = spawn(cmd, args, { cwd: root, env: process.env });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('error', (err) => (output += `${err.message}\n`));
          child.on('close', (code) =>
            done({ label, status: code ?? 1, output, seconds: (Date.now() - started) / 1000 }),
          );
        }),
    ),
  );
  for (const { label, status, output, seconds: took } of outcomes) {
    process.stdout.write(`\n=== ${label} ===\n${output}`);
    seconds.set(label, took);
    record(label, status, { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 });
  }
}

const node = process.execPath;
const extraNode = process.env.POTLUCK_EXTRA_NODE;
const only = process.argv[2];
if (only !== undefined && !/^[a-z][a-z0-9-]*$/.test(only)) {
  process.stderr.write(`npm test -- <module>: a module's folder name (rsvps, dishes, …), not "${only}"\n`);
  process.exit(2);
}

if (!only) {
  await gates([
    {
      label: 'format',
      cmd: node,
      args: [bin('prettier', 'bin/prettier.cjs'), '--check', '--cache', '--cache-location', '.cache/prettier', '.'],
    },
    {
      label: 'lint',
      cmd: node,
      args: [
        bin('eslint', 'bin/eslint.js'),
        '--config',
        '.eslint.config.mjs',
        '--cache',
        '--cache-location',
        '.cache/eslint/',
        '--max-warnings',
        '0',
        '.',
      ],
    },
    { label: 'typecheck', cmd: 'npm', args: ['run', 'typecheck'] },
    { label: 'dead code', cmd: node, args: [bin('knip', 'bin/knip.js'), '--no-progress'] },
  ]);

  const buildStatus = await run('build', 'npm', ['run', 'build']);
  record('build', buildStatus, { passed: 0, failed: 0 });
  // The OpenAPI document, built from the routes' declarations (needs the build), linted by Redocly's recommended rules
  // (backend/redocly.yaml): 0 errors and 0 warnings. Redocly runs offline: no telemetry, no update check.
  await gates([{ label: 'API document (Redocly)', cmd: 'npm', args: ['run', 'lint:api'] }]);
}

/** The failed tests of a jest-shaped JSON report (jest's own, or vitest's), by file and name, for the summary. */
function noteFailures(label, json) {
  for (const file of json?.testResults ?? []) {
    const name = relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) notes.push(`${label} failed: ${name} › ${a.fullName}`);
    if (file.status === 'failed' && failed.length === 0) notes.push(`${label} failed to run: ${name}`);
  }
}

/**
 * Runs jest on the backend's files matching `patterns` (but `ignored`), with `config` (else jest.config.js), and records
 * the outcome under `label`; with `tiers` ([label, files' path pattern] pairs), one record per tier instead, from the
 * files each pattern matches.
 */
async function jest(
  label,
  nodeBin,
  { patterns = [], ignored = [], coverageDir = null, capture = false, config, tiers } = {},
) {
  const file = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const args = [
    bin('jest', 'bin/jest.js'),
    ...(config ? ['--config', config] : []),
    '--json',
    `--outputFile=${file}`,
    ...(coverageDir ? ['--coverage', `--coverageDirectory=${coverageDir}`] : []),
    ...patterns.flatMap((p) => ['--testPathPatterns', p]),
    ...(ignored.length ? ['--testPathIgnorePatterns', '/node_modules/', ...ignored] : []),
  ];
  const status = await run(`${label} (jest)`, nodeBin, args, { cwd: join(root, 'backend'), capture });
  const json = readJson(file);
  noteFailures(label, json);
  if (!tiers) {
    record(
      label,
      status,
      json && { passed: json.numPassedTests, failed: json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0) },
      `${label} (jest)`,
    );
    return;
  }
  // Each tier's time is its share of the run's wall time, in proportion to the time its files took.
  const took = (files) => files.reduce((sum, f) => sum + (f.endTime - f.startTime), 0);
  const total = took(json?.testResults ?? []) || 1;
  for (const [tier, pattern] of tiers) {
    const files = (json?.testResults ?? []).filter((f) => new RegExp(pattern).test(f.name));
    const count = (state) => files.reduce((n, f) => n + f.assertionResults.filter((a) => a.status === state).length, 0);
    const failedToRun = files.filter(
      (f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed'),
    );
    seconds.set(tier, (seconds.get(`${label} (jest)`) * took(files)) / total);
    record(tier, json ? 0 : status, json && { passed: count('passed'), failed: count('failed') + failedToRun.length });
  }
  if (json && status !== 0 && json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0) === 0) {
    record(label, status, null);
  }
}

async function vitest(label, nodeBin, filters = [], coverageDir = null, capture = false) {
  const file = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const args = [bin('vitest', 'vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile=${file}`];
  if (coverageDir) args.push('--coverage', `--coverage.reportsDirectory=${coverageDir}`);
  args.push(...filters, ...(filters.length ? ['--passWithNoTests'] : []));
  const status = await run(`${label} (vitest)`, nodeBin, args, { cwd: join(root, 'frontend'), capture });
  const json = readJson(file);
  record(label, status, json && { passed: json.numPassedTests, failed: json.numFailedTests }, `${label} (vitest)`);
  noteFailures(label, json);
}

/** The small tier: pure functions and services with their collaborators replaced, beside the code. */
const SMALL = ['/backend/src/'];
/** The medium tier: a module's queries (its repository, its read model) on the real PostgreSQL, without an app. */
const MEDIUM = ['/backend/test/medium/'];
/** The end-to-end tier: the real app over HTTP and its socket. */
const END_TO_END = ['/backend/test/[^/]+\\.e2e-spec\\.ts$'];
/**
 * The medium and end-to-end tiers run on jest-light-runner (backend/jest.e2e.config.mjs): each worker loads the app's
 * modules once, not once per file.
 */
const E2E_CONFIG = 'jest.e2e.config.mjs';
/**
 * Fuzzing and fault injection: run once, in a step of their own (the only tests that may wait on real time: a real
 * shutdown, a real outage, deadlocks between processes declaring job queues).
 */
const FUZZ_AND_FAULTS = [
  '/backend/test/fuzz\\.',
  '/backend/test/fault\\.',
  '/backend/test/database-outage\\.',
  '/backend/test/jobs-(shutdown|restart|startup)\\.',
];

/**
 * Line and branch coverage (v8) of backend/src by its small tier and of frontend/src by its units: neither may fall below
 * its floor in coverage-floor.json; raise a floor there when coverage grows. The end-to-end tier is measured without it:
 * coverage of the whole app booted per file costs three times the tier's time (`cd backend && npx jest --coverage`
 * measures the whole backend when wanted).
 */
const COVERAGE = {
  backend: { dir: join(reports, 'coverage-backend'), source: 'backend/src, small tier' },
  frontend: { dir: join(reports, 'coverage-frontend'), source: 'frontend/src' },
};

function checkCoverage() {
  const floors = readJson(join(root, '.tools', 'coverage-floor.json')) ?? {};
  const lines = [];
  let below = 0;
  for (const [name, { dir, source }] of Object.entries(COVERAGE)) {
    const total = readJson(join(dir, 'coverage-summary.json'))?.total;
    if (!total) {
      notes.push(`coverage of ${source}: no report`);
      below++;
      continue;
    }
    const measured = { lines: total.lines.pct, branches: total.branches.pct };
    const parts = Object.entries(measured).map(([kind, pct]) => {
      const floor = floors[name]?.[kind] ?? 0;
      if (pct < floor) {
        notes.push(`coverage of ${source}: ${kind} ${pct}% is below its floor of ${floor}%`);
        below++;
      }
      return `${kind} ${pct}% (floor ${floor}%)`;
    });
    lines.push(`  coverage of ${source.padEnd(24)} ${parts.join(', ')}`);
  }
  record('coverage', below, { passed: below ? 0 : 1, failed: below ? 1 : 0 });
  return lines;
}

if (only) {
  await jest(`backend ${only}`, node, {
    patterns: [
      `/backend/src/${only}/`,
      `/backend/test/medium/${only}[^/]*\\.medium-spec\\.ts$`,
      `/backend/test/${only}[^/]*\\.e2e-spec\\.ts$`,
    ],
  });
  await vitest(`frontend unit ${only}`, node, [`src/features/${only}/`]);
} else {
  await jest('backend small', node, { patterns: SMALL, coverageDir: COVERAGE.backend.dir });
  // The medium and end-to-end tiers in one run on the same database (one setup), recorded apart.
  await jest('backend medium & end-to-end', node, {
    patterns: [...MEDIUM, ...END_TO_END],
    ignored: FUZZ_AND_FAULTS,
    config: E2E_CONFIG,
    tiers: [
      ['backend medium', MEDIUM[0]],
      ['backend end-to-end', END_TO_END[0]],
    ],
  });
  // Side by side: the fuzzer and the fault tests spend half their time waiting on a real outage or shutdown (about one
  // core of two busy), which the frontend's units fill.
  await Promise.all([
    jest('backend fuzz & faults', node, { patterns: FUZZ_AND_FAULTS, capture: true }),
    vitest('frontend unit', node, [], COVERAGE.frontend.dir, true),
  ]);
}

/** Playwright's journeys in Chromium at phone size, against the built app. */
async function browser() {
  if (!existsSync(join(root, 'frontend', 'playwright.config.ts'))) return;
  const file = join(reports, 'e2e.json');
  const status = await run(
    'browser (Playwright, Chromium 390x844)',
    'npx',
    ['playwright', 'test', '--reporter=list,json'],
    {
      cwd: join(root, 'frontend'),
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
    },
  );
  const json = readJson(file);
  record(
    'browser',
    status,
    json && { passed: (json.stats?.expected ?? 0) + (json.stats?.flaky ?? 0), failed: json.stats?.unexpected ?? 0 },
    'browser (Playwright, Chromium 390x844)',
  );
  for (const spec of json ? specsOf(json.suites) : []) {
    const outcome = spec.tests.find((t) => t.status === 'flaky' || t.status === 'unexpected')?.status;
    if (outcome)
      notes.push(
        `browser ${outcome === 'flaky' ? 'flaky (passed on retry)' : 'failed'}: ${spec.file}:${spec.line} ${spec.title}`,
      );
  }
}

if (!only) {
  // The browser tier leaves about a seventh of the two cores idle: the small tier's second run, on the extra Node.js,
  // fits in it.
  const version = extraNode && spawnSync(extraNode, ['--version'], { encoding: 'utf8' }).stdout.trim();
  await Promise.all([
    browser(),
    extraNode && jest(`backend small ${version}`, extraNode, { patterns: SMALL, capture: true }),
  ]);
}

const coverageLines = only ? [] : checkCoverage();

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
process.stdout.write(
  `\nNode.js ${process.version}${extraNode ? ' (the backend small tier also on the extra Node.js)' : ''}\n`,
);
for (const note of notes) process.stdout.write(`  ${note}\n`);
for (const line of coverageLines) process.stdout.write(`${line}\n`);
for (const r of results) {
  const time = r.seconds === undefined ? '' : `  (${Math.round(r.seconds)} s)`;
  process.stdout.write(`  ${r.label.padEnd(24)} ${r.passed} passed, ${r.failed} failed${time}\n`);
}
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 ? 1 : 0);
