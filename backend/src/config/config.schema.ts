import * as z from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

const DEV_SESSION_SECRET = 'potluck-development-session-secret-change-me';

/** Every environment variable the backend reads; documented in .env.example and the README. */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string'),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
    SESSION_SECRET: optional,
    SESSION_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    ALLOWED_ORIGINS: optional,
    GOOGLE_CLIENT_ID: optional,
    GOOGLE_CLIENT_SECRET: optional,
    GOOGLE_AUTHORIZATION_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
    GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
    GOOGLE_USERINFO_URL: z.url().default('https://www.googleapis.com/oauth2/v3/userinfo'),
    ALLOW_DEV_LOGIN: bool,
    FRONTEND_DIST: optional,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    BODY_LIMIT: z.string().regex(/^\d+(kb|mb)$/i, 'must look like 100kb or 1mb').default('100kb'),
  })
  .superRefine((c, ctx) => {
    if (c.NODE_ENV === 'production' && !c.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' });
    }
    if (c.SESSION_SECRET && c.SESSION_SECRET.length < 16) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'must be at least 16 characters' });
    }
    if (!!c.GOOGLE_CLIENT_ID !== !!c.GOOGLE_CLIENT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
      });
    }
  })
  .transform((c) => {
    const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, '');
    const googleEnabled = !!(c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET);
    return {
      nodeEnv: c.NODE_ENV,
      port: c.PORT,
      host: c.HOST,
      publicUrl,
      publicOrigin: new URL(publicUrl).origin,
      secureCookies: publicUrl.startsWith('https://'),
      databaseUrl: c.DATABASE_URL,
      databasePoolMax: c.DATABASE_POOL_MAX,
      sessionSecret: c.SESSION_SECRET ?? DEV_SESSION_SECRET,
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
      // Development sign-in: on when Google is not configured outside production; in production only when asked for.
      devLoginEnabled: c.ALLOW_DEV_LOGIN || (c.NODE_ENV !== 'production' && !googleEnabled),
      frontendDist: c.FRONTEND_DIST,
      logLevel: c.LOG_LEVEL,
      bodyLimit: c.BODY_LIMIT,
    };
  });

export type AppConfig = z.output<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses the environment; a bad or missing value fails fast with a readable list of every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
