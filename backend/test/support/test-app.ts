import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import type { DomainEvent } from '../../src/contracts/realtime.contract';
import { DomainEventsService } from '../../src/platform/domain-events/domain-events.service';
import { loadConfig, type AppConfig } from '../../src/platform/config/config.schema';

export type Agent = TestAgent;

/** A job queue schema of its own, for apps whose jobs no other app may take or leave work in (see jobsSchema). */
export const newJobsSchema = (): string => `pgboss_${randomUUID().slice(0, 8)}`;

/**
 * The job queue's schema of the apps of this worker process: replicas share their jobs, and another process's apps,
 * which run at the same time, never take them (their mail would reach another file's SMTP server). The files a
 * process runs one after another share it, and what one leaves queued the next one's apps work on.
 */
export const jobsSchema = newJobsSchema();

/**
 * A fresh database of its own beside the shared one (same server, its name suffixed), for a test that changes what
 * every app on a database reads (the instance's settings): done on the shared one, it would change the test files
 * running beside it. The app migrates it when it starts. Returns its URL, for DATABASE_URL.
 */
export async function ownDatabase(suffix: string): Promise<string> {
  const url = new URL(testConfig().databaseUrl);
  const name = `${url.pathname.slice(1)}_${suffix}`;
  const admin = new Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

export function testConfig(env: Record<string, string> = {}): AppConfig {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error('TEST_DATABASE_URL is not set: run the tests through jest (global-setup starts PostgreSQL)');
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
    PORT: '0',
    PUBLIC_URL: 'http://127.0.0.1:3999',
    FRONTEND_DIST: '/nonexistent',
    // Every test signs users in from 127.0.0.1 against one shared database: limits are tested on their own.
    SIGN_IN_LIMIT_PER_IP: '1000000',
    GUEST_JOIN_LIMIT_PER_IP: '1000000',
    MUTATION_LIMIT_PER_MINUTE: '1000000',
    MUTATION_LIMIT_PER_NETWORK_PER_MINUTE: '1000000',
    INVITE_DAILY_BUDGET: '1000000',
    // Mail and invitation caps likewise (the attack suites set them back to their defaults): every test account is
    // young, and addresses repeat across suites.
    INVITE_NEW_HOSTS_DAILY_BUDGET: '1000000',
    INVITE_HOST_DAILY_QUOTA: '1000000',
    HOST_ESTABLISHED_AFTER_HOURS: '0',
    MAIL_PER_RECIPIENT_PER_DAY: '1000000',
    SMS_PER_RECIPIENT_PER_DAY: '1000000',
    MAIL_PER_SENDER_PER_HOUR: '1000000',
    MAIL_CONFIRMATIONS_PER_ADDRESS_PER_HOUR: '1000000',
    MAIL_CONFIRMATIONS_PER_ADDRESS_PER_DAY: '1000000',
    JOBS_SCHEMA: jobsSchema,
    ...env,
  });
}

/** The real app (real PostgreSQL, real sessions) for supertest. */
export async function createTestApp(env: Record<string, string> = {}): Promise<INestApplication> {
  const app = await createApp(testConfig(env));
  await app.init();
  return app;
}

export interface TestContext {
  app: INestApplication;
  db: DataSource;
  /** Every domain event the app published since it started (tests that count them clear it first). */
  published: DomainEvent[];
  /** `http://127.0.0.1:<port>` and the socket's `ws://…/ws`, when started with `listen` (empty otherwise). */
  origin: string;
  wsUrl: string;
  /** The job queue's schema: the process's (jobsSchema), or the one the test's settings name. */
  jobsSchema: string;
}

/** Settings over testConfig's, or a function giving them in beforeAll (e.g. the port of a server started there). */
export type TestEnv = Record<string, string> | (() => Record<string, string> | Promise<Record<string, string>>);

export interface TestAppOptions {
  /**
   * Listen on a free port of 127.0.0.1 (sockets, raw HTTP clients, pages that call back): sets `origin` and `wsUrl`.
   * Without it supertest reaches the app through its server without a port.
   */
  listen?: boolean;
}

/**
 * The real app for the tests of one file or describe block: started before them, closed after them. Read its fields
 * inside tests and hooks (they are set in beforeAll). Hooks run in the order they are declared: a server the app
 * needs (SMTP, a proxy) is started by a beforeAll declared before this call, and stopped by an afterAll after it.
 */
export function useTestApp(env: TestEnv = {}, options: TestAppOptions = {}): TestContext {
  return useTestApps(1, env, options)[0];
}

/**
 * `count` apps on the one database, standing for as many processes behind the load balancer (each with its own pool,
 * LISTEN connection and in-memory caches), started together before the tests and closed after them.
 */
export function useTestApps(count: number, env: TestEnv = {}, options: TestAppOptions = {}): TestContext[] {
  const contexts = Array.from(
    { length: count },
    () => ({ published: [] as DomainEvent[], origin: '', wsUrl: '', jobsSchema: '' }) as TestContext,
  );
  beforeAll(async () => {
    const given = typeof env === 'function' ? await env() : env;
    const settings = { JOBS_SCHEMA: jobsSchema, ...given };
    await Promise.all(
      contexts.map(async (ctx) => {
        ctx.jobsSchema = settings.JOBS_SCHEMA;
        ctx.app = await createTestApp(settings);
        ctx.db = ctx.app.get(DataSource);
        ctx.app.get(DomainEventsService).subscribe((e) => ctx.published.push(e));
        if (options.listen) {
          await ctx.app.listen(0, '127.0.0.1');
          const { port } = ctx.app.getHttpServer().address() as AddressInfo;
          ctx.origin = `http://127.0.0.1:${port}`;
          ctx.wsUrl = `ws://127.0.0.1:${port}/ws`;
        }
      }),
    );
  });
  afterAll(async () => {
    await Promise.all(contexts.map((ctx) => ctx.app?.close()));
  });
  return contexts;
}

/**
 * For a test that starts and stops apps itself (a restart, processes coming and going): it adds each app it starts
 * (`createTestApp`) to this list and removes the ones it closes; those still open are closed after the tests.
 */
export function useAppsToClose(): INestApplication[] {
  const apps: INestApplication[] = [];
  afterAll(async () => {
    for (const app of apps.splice(0)) await app.close();
  });
  return apps;
}

export interface TestUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  agent: Agent;
}

/** Signs a brand-new user in through the development sign-in and returns an agent holding the session cookie. */
export async function signIn(
  app: INestApplication,
  who: { email?: string; firstName?: string; lastName?: string } = {},
): Promise<TestUser> {
  const email = who.email ?? `user-${randomUUID()}@example.test`;
  const firstName = who.firstName ?? 'Test';
  const lastName = who.lastName ?? 'User';
  const agent = request.agent(app.getHttpServer());
  await agent.post('/api/login/dev').type('form').send({ email, firstName, lastName }).expect(303);
  const me = await agent.get('/api/auth/user').expect(200);
  return { id: me.body.id as string, email, firstName, lastName, agent };
}

export interface TestGuest extends TestUser {
  personalLink: string;
  rsvpId: string;
}

/** Joins an event without an account (a guest with just a name) and returns an agent holding their session. */
export async function joinAsGuest(
  app: INestApplication,
  eventId: string,
  who: { name?: string; email?: string | null; status?: string } = {},
): Promise<TestGuest> {
  const agent = request.agent(app.getHttpServer());
  const res = await agent
    .post(`/api/events/${eventId}/guest-join`)
    .send({
      name: who.name ?? 'Guest Tester',
      email: who.email ?? null,
      status: who.status ?? 'attending',
      adultCount: 1,
      kidCount: 0,
    })
    .expect(201);
  const body = res.body as { user: { id: string; email: string | null }; personalLink: string; rsvp: { id: string } };
  return {
    id: body.user.id,
    email: body.user.email ?? '',
    firstName: who.name ?? 'Guest Tester',
    lastName: '',
    agent,
    personalLink: body.personalLink,
    rsvpId: body.rsvp.id,
  };
}
