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

// TypeScript's native compiler (TypeScript 7); TypeScript 5.9 stays only as the library the lint and dead-code tools read.
const tsc = [resolve(root, 'node_modules/typescript-7/bin/tsc'), '-p', 'backend/tsconfig.build.json'];
spawnSync(process.execPath, tsc, { cwd: root, stdio: 'inherit' });
start(process.execPath, [...tsc, '--watch', '--preserveWatchOutput']);
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
