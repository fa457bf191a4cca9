// `npm run dev`: the backend recompiled and restarted on change (embedded PostgreSQL unless DATABASE_URL),
// and Vite with hot reload on http://localhost:5173 proxying /api and /ws to it.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const children = [];
const start = (cmd, args, opts = {}) => {
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  children.push(child);
  return child;
};

spawnSync('npx', ['tsc', '-p', 'backend/tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
start('npx', ['tsc', '-p', 'backend/tsconfig.build.json', '--watch', '--preserveWatchOutput']);
start(process.execPath, ['--watch-path=backend/dist', 'backend/scripts/start.mjs'], {
  env: { ...process.env, ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS ?? 'http://localhost:5173' },
});
start('npx', ['vite'], { cwd: resolve(root, 'frontend') });

const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
