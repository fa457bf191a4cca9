import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { startSmtpServer, type TestSmtpServer } from './smtp-server';
import { createTestApp, useTestApps, type TestContext } from './test-app';

export interface MailTestContext {
  app: INestApplication;
  db: DataSource;
  smtp: TestSmtpServer;
}

/**
 * One app whose mail goes to a real SMTP server of its own: the server starts before the app and closes after it.
 * The fields are set before the suite's first `beforeAll` declared after this call.
 */
export function useMailTestApp(env: Record<string, string> = {}): MailTestContext {
  const ctx = {} as MailTestContext;
  beforeAll(async () => {
    ctx.smtp = await startSmtpServer();
    ctx.app = await createTestApp({ SMTP_URL: ctx.smtp.url, ...env });
    ctx.db = ctx.app.get(DataSource);
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.smtp?.close();
  });
  return ctx;
}

/**
 * Two app processes, `a` and `b`, that run jobs (pg-boss) and mail one real SMTP server: for "sent exactly once"
 * tests. The server starts before the apps and closes after them; `mail.smtp` is set before the suite's first
 * `beforeAll` declared after this call. `env`: settings over the apps' (a job schema of their own, for one).
 */
export function useMailingReplicas(env: Record<string, string> = {}): {
  mail: { smtp: TestSmtpServer };
  a: TestContext;
  b: TestContext;
} {
  const mail = {} as { smtp: TestSmtpServer };
  beforeAll(async () => {
    mail.smtp = await startSmtpServer();
  });
  const [a, b] = useTestApps(2, () => ({ JOBS_ENABLED: 'true', SMTP_URL: mail.smtp.url, ...env }));
  afterAll(async () => {
    await mail.smtp?.close();
  });
  return { mail, a, b };
}
