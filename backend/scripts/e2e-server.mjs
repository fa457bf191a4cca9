// The server the browser tests talk to: the built app on a fresh database, development sign-in on.
import { createRequire } from 'node:module';
import { ensureDatabase } from './database.mjs';

const db = await ensureDatabase({
  name: process.env.E2E_DB_NAME ?? 'potluck_e2e',
  dataDir: 'pg-test',
  port: Number(process.env.EMBEDDED_PG_TEST_PORT ?? 5434),
  fresh: true,
  durable: false,
});
Object.assign(process.env, {
  DATABASE_URL: db.url,
  PORT: process.env.PORT ?? '3100',
  HOST: '127.0.0.1',
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://127.0.0.1:${process.env.PORT ?? '3100'}`,
  NODE_ENV: 'test',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  GOOGLE_CLIENT_ID: '',
  GOOGLE_CLIENT_SECRET: '',
  // Browser tests sign many users in from loopback within minutes.
  SIGN_IN_LIMIT_PER_IP: process.env.SIGN_IN_LIMIT_PER_IP ?? '100000',
  GUEST_JOIN_LIMIT_PER_IP: process.env.GUEST_JOIN_LIMIT_PER_IP ?? '100000',
  MUTATION_LIMIT_PER_MINUTE: process.env.MUTATION_LIMIT_PER_MINUTE ?? '100000',
  MUTATION_LIMIT_PER_NETWORK_PER_MINUTE: process.env.MUTATION_LIMIT_PER_NETWORK_PER_MINUTE ?? '100000',
  // Their accounts are minutes old and their addresses repeat: text invitations and mail caps as for old accounts.
  HOST_ESTABLISHED_AFTER_HOURS: process.env.HOST_ESTABLISHED_AFTER_HOURS ?? '0',
  MAIL_PER_RECIPIENT_PER_DAY: process.env.MAIL_PER_RECIPIENT_PER_DAY ?? '100000',
  MAIL_PER_SENDER_PER_HOUR: process.env.MAIL_PER_SENDER_PER_HOUR ?? '100000',
  // A host invites a list of 200 at once (frontend/e2e/invitations.spec.ts).
  INVITE_RATE_LIMIT_PER_HOUR: process.env.INVITE_RATE_LIMIT_PER_HOUR ?? '1000',
  INVITE_HOST_DAILY_QUOTA: process.env.INVITE_HOST_DAILY_QUOTA ?? '1000',
  INVITE_DAILY_BUDGET: process.env.INVITE_DAILY_BUDGET ?? '100000',
  // The operator of the console's browser test (frontend/e2e/operator-console.spec.ts); reports come from loopback.
  OPERATOR_EMAILS: process.env.OPERATOR_EMAILS ?? 'operator@e2e.example.com',
  REPORTS_PER_NETWORK_PER_DAY: process.env.REPORTS_PER_NETWORK_PER_DAY ?? '100000',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => db.stop().finally(() => process.exit(0)));
createRequire(import.meta.url)('../dist/main.js');
