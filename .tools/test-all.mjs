// `npm test`: builds the app, runs every suite (backend jest, frontend vitest, Playwright in Chromium)
// even when an earlier one fails, and ends with one line of totals: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, '.test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const results = [];

function run(label, cmd, args, opts = {}) {
  process.stdout.write(`\n=== ${label} ===\n`);
  const res = spawnSync(cmd, args, { cwd: opts.cwd ?? root, stdio: 'inherit', env: { ...process.env, ...opts.env } });
  return res.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function record(label, status, counts) {
  // A suite that crashed before reporting counts as one failure, so it can never pass silently.
  if (!counts) counts = { passed: 0, failed: 1 };
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  results.push({ label, ...counts });
}

const buildStatus = run('build', 'npm', ['run', 'build']);
record('build', buildStatus, { passed: 0, failed: 0 });

const jestFile = join(reports, 'backend.json');
const jestStatus = run('backend (jest)', 'npx', ['jest', '--json', `--outputFile=${jestFile}`], {
  cwd: join(root, 'backend'),
});
const jest = readJson(jestFile);
record(
  'backend',
  jestStatus,
  jest && { passed: jest.numPassedTests, failed: jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0) },
);

const vitestFile = join(reports, 'frontend-unit.json');
const vitestStatus = run(
  'frontend unit (vitest)',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${vitestFile}`],
  {
    cwd: join(root, 'frontend'),
  },
);
const vitest = readJson(vitestFile);
record('frontend unit', vitestStatus, vitest && { passed: vitest.numPassedTests, failed: vitest.numFailedTests });

const pwFile = join(reports, 'e2e.json');
let pw = null;
let pwStatus = 0;
if (existsSync(join(root, 'frontend', 'playwright.config.ts'))) {
  pwStatus = run('browser (Playwright, Chromium 390x844)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    cwd: join(root, 'frontend'),
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: pwFile },
  });
  const json = readJson(pwFile);
  pw = json && { passed: (json.stats?.expected ?? 0) + (json.stats?.flaky ?? 0), failed: json.stats?.unexpected ?? 0 };
  record('browser', pwStatus, pw);
}

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
process.stdout.write('\n');
for (const r of results) process.stdout.write(`  ${r.label.padEnd(14)} ${r.passed} passed, ${r.failed} failed\n`);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 ? 1 : 0);
