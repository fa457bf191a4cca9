// `npm start`: the built app on the embedded PostgreSQL (or DATABASE_URL), stopping the database on exit.
import { createRequire } from 'node:module';
import { ensureDatabase } from './database.mjs';

const db = await ensureDatabase({ name: 'potluck', dataDir: 'pg', port: Number(process.env.EMBEDDED_PG_PORT ?? 5433) });
process.env.DATABASE_URL = db.url;

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // Nest's shutdown hooks close the app; the database goes last.
    setTimeout(() => db.stop().finally(() => process.exit(0)), 500);
  });
}

createRequire(import.meta.url)('../dist/main.js');
