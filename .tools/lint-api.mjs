// `npm run lint:api`: builds the OpenAPI document from the app's route declarations (the backend must be built) and
// lints it with Redocly's recommended rules (backend/redocly.yaml). Passes with 0 errors and 0 warnings: Redocly itself
// fails only on errors, so its JSON report's totals decide. Redocly runs offline: no telemetry, no update check.
import { spawnSync } from 'node:child_process';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const document = join(root, '.cache', 'openapi.json');
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
const redocly = (format) =>
  spawnSync(
    process.execPath,
    [
      join(root, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js'),
      'lint',
      `--config=${join(root, 'backend', 'redocly.yaml')}`,
      `--format=${format}`,
      document,
    ],
    { cwd: root, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );

const built = spawnSync(process.execPath, [join(root, 'backend', 'scripts', 'openapi-document.mjs'), document], {
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(1);

let totals;
try {
  totals = JSON.parse(redocly('json').stdout).totals;
} catch {
  totals = null;
}
if (totals && totals.errors === 0 && totals.warnings === 0) {
  process.stdout.write('OpenAPI document: Redocly recommended rules, 0 errors, 0 warnings\n');
  process.exit(0);
}
const report = redocly('stylish');
process.stdout.write(report.stdout);
process.stderr.write(report.stderr);
process.stdout.write(
  totals ? `OpenAPI document: ${totals.errors} errors, ${totals.warnings} warnings\n` : 'Redocly did not report\n',
);
process.exit(1);
