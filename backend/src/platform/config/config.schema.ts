import { availableParallelism } from 'node:os';
import { isSupportedCountry } from 'libphonenumber-js';
import * as z from 'zod';
import { RETENTION_DEFAULTS as KEEP } from '../../contracts/retention.rules';
import { bool, count, extraPushOriginProblem, listOf, optional } from './config-values';
import { oidcProvidersProblems, parseOidcProviders } from './oidc-providers';

const DEV_SESSION_SECRET = 'potluck-development-session-secret-change-me';

/**
 * Every environment variable the backend reads: the one list. .env.example and the table in
 * backend/docs/configuration.md must name each (config-documented.spec.ts fails otherwise).
 */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string'),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
    DATABASE_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
    SESSION_SECRET: optional,
    // GET /metrics (Prometheus) answers a scraper that shows this bearer token; unset, the figures are not served.
    METRICS_TOKEN: optional.refine((v) => !v || v.length >= 32, 'must be at least 32 characters'),
    // The operators: accounts (never guests) whose sign-in address is listed here may open the console at /admin.
    OPERATOR_EMAILS: optional,
    // Who may create events until an operator changes it in the console: everyone, allowlist or operators.
    EVENT_CREATION: z.enum(['everyone', 'allowlist', 'operators']).default('everyone'),
    SESSION_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    ALLOWED_ORIGINS: optional,
    GOOGLE_CLIENT_ID: optional,
    GOOGLE_CLIENT_SECRET: optional,
    GOOGLE_AUTHORIZATION_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
    GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
    GOOGLE_USERINFO_URL: z.url().default('https://www.googleapis.com/oauth2/v3/userinfo'),
    ALLOW_DEV_LOGIN: bool,
    // OpenID Connect providers, a JSON array (see oidc-providers.ts); each is shown on the sign-in screen by its name.
    OIDC_PROVIDERS: optional,
    // Set: only these sign-in providers (ids, comma-separated; `google` for Google); the others and the development
    // sign-in are off.
    SIGN_IN_ONLY_WITH: optional,
    FRONTEND_DIST: optional,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    BODY_LIMIT: z
      .string()
      .regex(/^\d+(kb|mb)$/i, 'must look like 100kb or 1mb')
      .default('100kb'),
    // Invitation delivery: with neither SMTP_URL nor SMS_PROVIDER set, invitations land in the outbox table.
    SMTP_URL: optional.refine((v) => !v || /^smtps?:\/\/./.test(v), 'must be an smtp:// or smtps:// URL'),
    MAIL_FROM: optional,
    // Background jobs (e-mail reminders) on the PostgreSQL queue; off by default in tests, which start it themselves.
    JOBS_ENABLED: z.enum(['true', 'false']).optional(),
    // The scheduled scans (reminders, digests, purges); off by default in tests, which run them with their own clock and
    // events: a scan serves every event in the database, and the test files share one.
    JOBS_CRON: z.enum(['true', 'false']).optional(),
    // Apps sharing one database keep their queues apart with different schemas.
    JOBS_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,40}$/, 'must be a lower-case PostgreSQL schema name')
      .default('pgboss'),
    // Web Push (VAPID): both keys or neither; without them push is offered only in development (a generated pair).
    VAPID_PUBLIC_KEY: optional.refine((v) => !v || /^[A-Za-z0-9_-]{80,100}$/.test(v), 'must be a base64url P-256 key'),
    VAPID_PRIVATE_KEY: optional.refine((v) => !v || /^[A-Za-z0-9_-]{40,50}$/.test(v), 'must be a base64url P-256 key'),
    VAPID_SUBJECT: optional.refine(
      (v) => !v || /^(mailto:.+@.+|https:\/\/.+)$/.test(v),
      'must be a mailto: address or an https:// URL',
    ),
    // Push services besides the browsers' own (exact origins, comma-separated). Private or plain-http origins only for
    // the test suite's local push service: with PUSH_ALLOW_PRIVATE_ORIGINS=true, itself accepted only with NODE_ENV=test.
    PUSH_EXTRA_ORIGINS: optional,
    PUSH_ALLOW_PRIVATE_ORIGINS: bool,
    PUSH_SUBSCRIPTIONS_PER_USER: count(10),
    // A series' guests are invited to each occurrence this many days before it.
    SERIES_INVITE_LEAD_DAYS: z.coerce.number().int().min(1).max(90).default(14),
    SMS_PROVIDER: z
      .enum(['twilio', 'none', ''])
      .optional()
      .transform((v) => (v === 'twilio' ? v : undefined)),
    TWILIO_ACCOUNT_SID: optional,
    TWILIO_AUTH_TOKEN: optional,
    TWILIO_FROM: optional,
    TWILIO_API_URL: z.url().default('https://api.twilio.com'),
    DEFAULT_PHONE_REGION: z
      .string()
      .trim()
      .toUpperCase()
      .refine((v) => isSupportedCountry(v), 'must be an ISO 3166-1 alpha-2 region code such as US or GB')
      .default('US'),
    // Countries text invitations may go to (ISO codes, comma-separated); empty: DEFAULT_PHONE_REGION only.
    SMS_ALLOWED_COUNTRIES: z
      .string()
      .optional()
      .transform((v) =>
        (v ?? '')
          .split(',')
          .map((c) => c.trim().toUpperCase())
          .filter(Boolean),
      )
      .refine((list) => list.every((c) => isSupportedCountry(c)), 'must be ISO 3166-1 alpha-2 codes such as US,CA'),
    INVITE_RATE_LIMIT_PER_HOUR: count(50),
    // Limits, counted in PostgreSQL and shared by every replica (see the limits table in backend/docs/security.md).
    INVITE_DAILY_BUDGET: count(1000),
    INVITE_HOST_DAILY_QUOTA: count(100),
    INVITE_NEW_HOST_DAILY_QUOTA: count(10),
    INVITE_NEW_HOSTS_DAILY_BUDGET: count(200),
    SMS_HOST_DAILY_QUOTA: count(20),
    SMS_PER_RECIPIENT_PER_DAY: count(3),
    // An account this many hours old counts as established: full invitation quota, and it may send texts.
    HOST_ESTABLISHED_AFTER_HOURS: z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 365)
      .default(24),
    MAIL_PER_RECIPIENT_PER_DAY: count(20),
    MAIL_PER_SENDER_PER_HOUR: count(10),
    MAIL_CONFIRMATIONS_PER_ADDRESS_PER_HOUR: count(1),
    MAIL_CONFIRMATIONS_PER_ADDRESS_PER_DAY: count(3),
    SIGN_IN_LIMIT_PER_IP: count(60),
    GUEST_JOIN_LIMIT_PER_IP: count(30),
    REPORTS_PER_PERSON_PER_DAY: count(10),
    REPORTS_PER_NETWORK_PER_DAY: count(30),
    MUTATION_LIMIT_PER_MINUTE: count(120),
    MUTATION_LIMIT_PER_NETWORK_PER_MINUTE: count(600),
    BODY_MAX_DEPTH: count(32),
    // Photos (see backend/docs/security.md): bytes per upload, pixels decoded, photos per event, uploads per person per day.
    PHOTO_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(100 * 1024 * 1024)
      .default(8 * 1024 * 1024),
    PHOTO_MAX_MEGAPIXELS: count(25),
    PHOTOS_PER_EVENT: count(200),
    PHOTO_UPLOADS_PER_PERSON_PER_DAY: count(60),
    // An S3-compatible store for photos instead of PostgreSQL, when a bucket is named (see backend/docs/production.md).
    PHOTO_S3_BUCKET: optional,
    PHOTO_S3_REGION: optional,
    PHOTO_S3_ENDPOINT: optional,
    PHOTO_S3_ACCESS_KEY_ID: optional,
    PHOTO_S3_SECRET_ACCESS_KEY: optional,
    PHOTO_S3_PREFIX: optional,
    PHOTO_S3_FORCE_PATH_STYLE: bool,
    MAX_DISHES_PER_EVENT: count(200),
    MAX_DISHES_PER_PERSON: count(20),
    WS_MESSAGES_PER_SECOND: count(10),
    WS_SOCKETS_PER_USER: count(10),
    // CPU-bound work (buffet-card PDFs, photo ZIPs) runs in a pool of worker threads: how many at once (default: the
    // machine's cores less one, at least one) and how many tasks may wait for one (default: 16 per thread).
    WORKER_THREADS: z.coerce.number().int().min(1).max(256).optional(),
    WORKER_QUEUE_LIMIT: z.coerce.number().int().min(0).max(100_000).optional(),
    // Retention (see backend/docs/production.md): how long each kind of record is kept, purged by the job queue.
    RETENTION_EVENT_MONTHS: z.coerce.number().int().min(1).max(1200).default(KEEP.eventMonths),
    RETENTION_EVENT_NOTICE_DAYS: z.coerce.number().int().min(0).max(365).default(KEEP.eventNoticeDays),
    RETENTION_GUEST_MONTHS: z.coerce.number().int().min(1).max(1200).default(KEEP.guestMonths),
    RETENTION_OUTBOX_DAYS: z.coerce.number().int().min(1).max(36_500).default(KEEP.outboxDays),
    RETENTION_IDEMPOTENCY_DAYS: z.coerce.number().int().min(7).max(365).default(KEEP.idempotencyDays),
    RETENTION_EXPIRED_SESSION_DAYS: z.coerce.number().int().min(0).max(365).default(KEEP.expiredSessionDays),
  })
  .superRefine((c, ctx) => {
    // The built-in secret is public (it is in this repository): only acceptable while the development sign-in,
    // which lets anyone be anyone anyway, is on.
    const devLogin = devLoginOn(c);
    if (!devLogin && (!c.SESSION_SECRET || c.SESSION_SECRET === DEV_SESSION_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message:
          c.NODE_ENV === 'production'
            ? 'is required in production'
            : 'is required when the development sign-in is off (a sign-in provider configured)',
      });
    }
    if (c.SESSION_SECRET && c.SESSION_SECRET.length < 16) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'must be at least 16 characters' });
    }
    if (c.NODE_ENV === 'production' && c.ALLOW_DEV_LOGIN) {
      ctx.addIssue({
        code: 'custom',
        path: ['ALLOW_DEV_LOGIN'],
        message: 'is not allowed in production (the development sign-in lets anyone sign in as anyone)',
      });
    }
    if (!!c.GOOGLE_CLIENT_ID !== !!c.GOOGLE_CLIENT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
      });
    }
    for (const problem of oidcProvidersProblems(c.OIDC_PROVIDERS)) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_PROVIDERS'], message: problem });
    }
    if (c.SIGN_IN_ONLY_WITH) {
      const known = new Set([
        ...(c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET ? ['google'] : []),
        ...parseOidcProviders(c.OIDC_PROVIDERS).map((p) => p.id),
      ]);
      for (const id of listOf(c.SIGN_IN_ONLY_WITH)) {
        if (!known.has(id)) {
          ctx.addIssue({
            code: 'custom',
            path: ['SIGN_IN_ONLY_WITH'],
            message: `${id}: no such sign-in provider is configured (google, or an id of OIDC_PROVIDERS)`,
          });
        }
      }
      if (c.ALLOW_DEV_LOGIN) {
        ctx.addIssue({
          code: 'custom',
          path: ['ALLOW_DEV_LOGIN'],
          message: 'cannot be combined with SIGN_IN_ONLY_WITH (which turns the development sign-in off)',
        });
      }
    }
    if (!!c.VAPID_PUBLIC_KEY !== !!c.VAPID_PRIVATE_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PRIVATE_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
      });
    }
    if (c.PUSH_ALLOW_PRIVATE_ORIGINS && c.NODE_ENV !== 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['PUSH_ALLOW_PRIVATE_ORIGINS'],
        message: 'is for the test suite only (NODE_ENV=test): a server must never post to a private address',
      });
    }
    for (const entry of listOf(c.PUSH_EXTRA_ORIGINS)) {
      const problem = extraPushOriginProblem(entry, c.PUSH_ALLOW_PRIVATE_ORIGINS && c.NODE_ENV === 'test');
      if (problem) ctx.addIssue({ code: 'custom', path: ['PUSH_EXTRA_ORIGINS'], message: `${entry}: ${problem}` });
    }
    if (c.RETENTION_EVENT_NOTICE_DAYS >= c.RETENTION_EVENT_MONTHS * 28) {
      ctx.addIssue({
        code: 'custom',
        path: ['RETENTION_EVENT_NOTICE_DAYS'],
        message: 'must be shorter than RETENTION_EVENT_MONTHS (the host is told before the event is deleted)',
      });
    }
    if (c.SMS_PROVIDER === 'twilio') {
      for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
        if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SMS_PROVIDER=twilio' });
      }
    }
  })
  .transform((c) => {
    const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, '');
    const only = c.SIGN_IN_ONLY_WITH ? listOf(c.SIGN_IN_ONLY_WITH) : null;
    const googleEnabled = !!(c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET) && (!only || only.includes('google'));
    return {
      nodeEnv: c.NODE_ENV,
      port: c.PORT,
      host: c.HOST,
      publicUrl,
      publicOrigin: new URL(publicUrl).origin,
      secureCookies: publicUrl.startsWith('https://'),
      databaseUrl: c.DATABASE_URL,
      databasePool: {
        max: c.DATABASE_POOL_MAX,
        acquireTimeoutMs: c.DATABASE_ACQUIRE_TIMEOUT_MS,
        statementTimeoutMs: c.DATABASE_STATEMENT_TIMEOUT_MS,
      },
      sessionSecret: c.SESSION_SECRET ?? DEV_SESSION_SECRET,
      metricsToken: c.METRICS_TOKEN ?? null,
      operatorEmails: listOf(c.OPERATOR_EMAILS).map((e) => e.toLowerCase()),
      eventCreationDefault: c.EVENT_CREATION,
      jobsEnabled: c.JOBS_ENABLED ? c.JOBS_ENABLED === 'true' : c.NODE_ENV !== 'test',
      jobsCron: c.JOBS_CRON ? c.JOBS_CRON === 'true' : c.NODE_ENV !== 'test',
      jobsSchema: c.JOBS_SCHEMA,
      seriesInviteLeadDays: c.SERIES_INVITE_LEAD_DAYS,
      push: {
        keys:
          c.VAPID_PUBLIC_KEY && c.VAPID_PRIVATE_KEY
            ? { publicKey: c.VAPID_PUBLIC_KEY, privateKey: c.VAPID_PRIVATE_KEY }
            : null,
        // Push services use it to reach whoever runs the server when something goes wrong.
        subject:
          c.VAPID_SUBJECT ??
          `mailto:${c.MAIL_FROM?.match(/<([^>]+)>/)?.[1] ?? c.MAIL_FROM ?? `no-reply@${new URL(publicUrl).hostname}`}`,
        // Development only: without keys, a pair is generated once and kept in the database.
        generateDevelopmentKeys: c.NODE_ENV === 'development',
        // Pushes go only to the browsers' push services over https (see PUSH_SERVICE_HOSTS), whatever NODE_ENV says;
        // these origins too (the tests' local push service).
        extraOrigins: listOf(c.PUSH_EXTRA_ORIGINS).map((o) => new URL(o).origin),
        // Only the test suite: the extra origins may be private addresses (127.0.0.1), connected to as they are.
        allowPrivateOrigins: c.PUSH_ALLOW_PRIVATE_ORIGINS && c.NODE_ENV === 'test',
        // Each user's browsers: subscribing one more removes their oldest subscription.
        subscriptionsPerUser: c.PUSH_SUBSCRIPTIONS_PER_USER,
      },
      sessionMaxAgeMs: c.SESSION_MAX_AGE_DAYS * 24 * 60 * 60 * 1000,
      trustProxy: c.TRUST_PROXY,
      allowedOrigins: (c.ALLOWED_ORIGINS ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
      google: googleEnabled
        ? {
            clientId: c.GOOGLE_CLIENT_ID!,
            clientSecret: c.GOOGLE_CLIENT_SECRET!,
            authorizationUrl: c.GOOGLE_AUTHORIZATION_URL,
            tokenUrl: c.GOOGLE_TOKEN_URL,
            userInfoUrl: c.GOOGLE_USERINFO_URL,
          }
        : null,
      // In the order the sign-in screen shows them.
      oidcProviders: parseOidcProviders(c.OIDC_PROVIDERS).filter((p) => !only || only.includes(p.id)),
      devLoginEnabled: devLoginOn(c),
      // Without ALLOW_DEV_LOGIN=true it answers only requests from this machine (loopback).
      devLoginFromAnyAddress: c.ALLOW_DEV_LOGIN,
      frontendDist: c.FRONTEND_DIST,
      logLevel: c.LOG_LEVEL,
      bodyLimit: c.BODY_LIMIT,
      mail: {
        smtpUrl: c.SMTP_URL ?? null,
        from: c.MAIL_FROM ?? `Potluck <no-reply@${new URL(publicUrl).hostname}>`,
        perRecipientPerDay: { limit: c.MAIL_PER_RECIPIENT_PER_DAY, windowSeconds: 24 * 60 * 60 },
        perSenderPerHour: { limit: c.MAIL_PER_SENDER_PER_HOUR, windowSeconds: 60 * 60 },
        confirmationsPerAddressPerHour: { limit: c.MAIL_CONFIRMATIONS_PER_ADDRESS_PER_HOUR, windowSeconds: 60 * 60 },
        confirmationsPerAddressPerDay: { limit: c.MAIL_CONFIRMATIONS_PER_ADDRESS_PER_DAY, windowSeconds: 24 * 60 * 60 },
      },
      invitations: {
        sms:
          c.SMS_PROVIDER === 'twilio'
            ? {
                provider: 'twilio' as const,
                accountSid: c.TWILIO_ACCOUNT_SID!,
                authToken: c.TWILIO_AUTH_TOKEN!,
                from: c.TWILIO_FROM!,
                apiUrl: c.TWILIO_API_URL.replace(/\/+$/, ''),
              }
            : null,
        defaultPhoneRegion: c.DEFAULT_PHONE_REGION,
        smsCountries: c.SMS_ALLOWED_COUNTRIES.length ? c.SMS_ALLOWED_COUNTRIES : [c.DEFAULT_PHONE_REGION],
        establishedAfterMs: c.HOST_ESTABLISHED_AFTER_HOURS * 60 * 60 * 1000,
      },
      photos: {
        maxBytes: c.PHOTO_MAX_BYTES,
        maxPixels: c.PHOTO_MAX_MEGAPIXELS * 1_000_000,
        perEvent: c.PHOTOS_PER_EVENT,
        uploadsPerPersonPerDay: { limit: c.PHOTO_UPLOADS_PER_PERSON_PER_DAY, windowSeconds: 24 * 60 * 60 },
        s3: c.PHOTO_S3_BUCKET
          ? {
              bucket: c.PHOTO_S3_BUCKET,
              region: c.PHOTO_S3_REGION ?? 'us-east-1',
              endpoint: c.PHOTO_S3_ENDPOINT ?? null,
              accessKeyId: c.PHOTO_S3_ACCESS_KEY_ID ?? null,
              secretAccessKey: c.PHOTO_S3_SECRET_ACCESS_KEY ?? null,
              prefix: c.PHOTO_S3_PREFIX ?? 'photos/',
              forcePathStyle: c.PHOTO_S3_FORCE_PATH_STYLE,
            }
          : null,
      },
      workers: workerPool(c.WORKER_THREADS, c.WORKER_QUEUE_LIMIT),
      retention: {
        eventMonths: c.RETENTION_EVENT_MONTHS,
        eventNoticeDays: c.RETENTION_EVENT_NOTICE_DAYS,
        guestMonths: c.RETENTION_GUEST_MONTHS,
        outboxDays: c.RETENTION_OUTBOX_DAYS,
        idempotencyDays: c.RETENTION_IDEMPOTENCY_DAYS,
        expiredSessionDays: c.RETENTION_EXPIRED_SESSION_DAYS,
      },
      limits: {
        signInPerIp: { limit: c.SIGN_IN_LIMIT_PER_IP, windowSeconds: 15 * 60 },
        guestRsvpsPerIp: { limit: c.GUEST_JOIN_LIMIT_PER_IP, windowSeconds: 60 * 60 },
        reportsPerPerson: { limit: c.REPORTS_PER_PERSON_PER_DAY, windowSeconds: 24 * 60 * 60 },
        reportsPerNetwork: { limit: c.REPORTS_PER_NETWORK_PER_DAY, windowSeconds: 24 * 60 * 60 },
        mutationsPerUser: { limit: c.MUTATION_LIMIT_PER_MINUTE, windowSeconds: 60 },
        mutationsPerNetwork: { limit: c.MUTATION_LIMIT_PER_NETWORK_PER_MINUTE, windowSeconds: 60 },
        invitationsPerHost: { limit: c.INVITE_RATE_LIMIT_PER_HOUR, windowSeconds: 60 * 60 },
        invitationsPerDay: { limit: c.INVITE_DAILY_BUDGET, windowSeconds: 24 * 60 * 60 },
        invitationsPerHostPerDay: { limit: c.INVITE_HOST_DAILY_QUOTA, windowSeconds: 24 * 60 * 60 },
        invitationsPerNewHostPerDay: { limit: c.INVITE_NEW_HOST_DAILY_QUOTA, windowSeconds: 24 * 60 * 60 },
        // New accounts together never get more than the whole budget, and usually a fifth of it.
        invitationsByNewHostsPerDay: {
          limit: Math.min(c.INVITE_NEW_HOSTS_DAILY_BUDGET, c.INVITE_DAILY_BUDGET),
          windowSeconds: 24 * 60 * 60,
        },
        textsPerHostPerDay: { limit: c.SMS_HOST_DAILY_QUOTA, windowSeconds: 24 * 60 * 60 },
        textsPerRecipientPerDay: { limit: c.SMS_PER_RECIPIENT_PER_DAY, windowSeconds: 24 * 60 * 60 },
        bodyMaxDepth: c.BODY_MAX_DEPTH,
        dishesPerEvent: c.MAX_DISHES_PER_EVENT,
        dishesPerPersonPerEvent: c.MAX_DISHES_PER_PERSON,
        socketMessagesPerSecond: c.WS_MESSAGES_PER_SECOND,
        socketsPerUser: c.WS_SOCKETS_PER_USER,
      },
    };
  });

/** The worker pool's size and queue bound: the cores but one (the request loop keeps its own), 16 waiting per thread. */
/**
 * The development sign-in: never in production, nor with SIGN_IN_ONLY_WITH; otherwise when no sign-in provider
 * (Google, OIDC) is configured, or with ALLOW_DEV_LOGIN=true.
 */
function devLoginOn(c: {
  NODE_ENV: string;
  ALLOW_DEV_LOGIN: boolean;
  SIGN_IN_ONLY_WITH?: string;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  OIDC_PROVIDERS?: string;
}): boolean {
  if (c.NODE_ENV === 'production' || c.SIGN_IN_ONLY_WITH) return false;
  const provider = !!(c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET) || parseOidcProviders(c.OIDC_PROVIDERS).length > 0;
  return c.ALLOW_DEV_LOGIN || !provider;
}

function workerPool(threads: number | undefined, queueLimit: number | undefined) {
  const size = threads ?? Math.max(1, availableParallelism() - 1);
  return { threads: size, queueLimit: queueLimit ?? 16 * size };
}

export type AppConfig = z.output<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses the environment; a bad or missing value fails fast with a readable list of every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
