import { availableParallelism } from 'node:os';
import { ConfigError, loadConfig } from './config.schema';

const base = { DATABASE_URL: 'postgres://u:p@localhost:5432/db' };
const perHour = (limit: number) => ({ limit, windowSeconds: 3600 });
const perDay = (limit: number) => ({ limit, windowSeconds: 86400 });

describe('loadConfig', () => {
  it('applies defaults', () => {
    const c = loadConfig(base);
    expect(c).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      secureCookies: false,
      devLoginEnabled: true,
      google: null,
    });
  });

  it('lists every problem at once in readable form', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', NODE_ENV: 'production' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', NODE_ENV: 'production' });
    } catch (e) {
      const msg = (e as Error).message;
      expect(msg).toContain('Invalid configuration');
      expect(msg).toContain('PORT');
      expect(msg).toContain('DATABASE_URL: must be a postgres:// connection string');
    }
  });

  it('needs a session secret in production', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: is required in production/);
  });

  it('reads the VAPID keys for Web Push, both or neither; without them only development generates a pair', () => {
    const publicKey = `B${'a'.repeat(86)}`;
    const privateKey = 'b'.repeat(43);
    expect(
      loadConfig({
        ...base,
        VAPID_PUBLIC_KEY: publicKey,
        VAPID_PRIVATE_KEY: privateKey,
        VAPID_SUBJECT: 'mailto:ops@x.example',
      }).push,
    ).toMatchObject({ keys: { publicKey, privateKey }, subject: 'mailto:ops@x.example' });
    expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: publicKey })).toThrow(/VAPID_PRIVATE_KEY: .*set together/);
    expect(() => loadConfig({ ...base, VAPID_SUBJECT: 'http://x.example' })).toThrow(/VAPID_SUBJECT/);
    const prod = loadConfig({ ...base, NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) }).push;
    expect(prod).toMatchObject({ keys: null, generateDevelopmentKeys: false, extraOrigins: [] });
    expect(loadConfig(base).push).toMatchObject({
      keys: null,
      generateDevelopmentKeys: true,
      subject: 'mailto:no-reply@localhost',
    });
  });

  it('lets only the test suite push to a private address, and only when asked twice', () => {
    const local = 'http://127.0.0.1:4622';
    // Without NODE_ENV (development by default), production or development: refused, whatever else is set.
    for (const env of [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) }]) {
      expect(() => loadConfig({ ...base, ...env, PUSH_EXTRA_ORIGINS: local })).toThrow(/PUSH_EXTRA_ORIGINS/);
      expect(() =>
        loadConfig({ ...base, ...env, PUSH_EXTRA_ORIGINS: local, PUSH_ALLOW_PRIVATE_ORIGINS: 'true' }),
      ).toThrow(/PUSH_ALLOW_PRIVATE_ORIGINS: is for the test suite only/);
    }
    for (const origin of ['https://10.0.0.1', 'https://localhost:8443', 'https://[::1]', 'http://push.example']) {
      expect(() => loadConfig({ ...base, NODE_ENV: 'test', PUSH_EXTRA_ORIGINS: origin })).toThrow(/PUSH_EXTRA_ORIGINS/);
    }
    expect(
      loadConfig({ ...base, NODE_ENV: 'test', PUSH_EXTRA_ORIGINS: local, PUSH_ALLOW_PRIVATE_ORIGINS: 'true' }).push,
    ).toMatchObject({ extraOrigins: [local], allowPrivateOrigins: true, subscriptionsPerUser: 10 });
    // A public https push service may be added anywhere; it is still checked for private addresses at each send.
    expect(loadConfig({ ...base, PUSH_EXTRA_ORIGINS: 'https://push.example/' }).push).toMatchObject({
      extraOrigins: ['https://push.example'],
      allowPrivateOrigins: false,
    });
  });

  it('fails when DATABASE_URL is missing', () => {
    expect(() => loadConfig({})).toThrow(/DATABASE_URL/);
  });

  it('secures cookies for an https public URL', () => {
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://potluck.example' }).secureCookies).toBe(true);
  });

  it('turns the development sign-in off when Google is configured, and always in production', () => {
    const google = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', SESSION_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ ...base, ...google }).devLoginEnabled).toBe(false);
    expect(loadConfig({ ...base, ...google, ALLOW_DEV_LOGIN: 'true' })).toMatchObject({
      devLoginEnabled: true,
      devLoginFromAnyAddress: true,
    });
    const prod = { ...base, NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };
    expect(loadConfig(prod).devLoginEnabled).toBe(false);
    expect(() => loadConfig({ ...prod, ALLOW_DEV_LOGIN: 'true' })).toThrow(
      /ALLOW_DEV_LOGIN: is not allowed in production/,
    );
    // Without ALLOW_DEV_LOGIN it answers loopback only.
    expect(loadConfig(base)).toMatchObject({ devLoginEnabled: true, devLoginFromAnyAddress: false });
  });

  it('refuses the built-in session secret whenever the development sign-in is off', () => {
    const google = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };
    expect(() => loadConfig({ ...base, ...google })).toThrow(
      /SESSION_SECRET: is required when the development sign-in is off/,
    );
    expect(() =>
      loadConfig({ ...base, ...google, SESSION_SECRET: 'potluck-development-session-secret-change-me' }),
    ).toThrow(/SESSION_SECRET/);
    expect(() =>
      loadConfig({
        ...base,
        NODE_ENV: 'production',
        SESSION_SECRET: 'potluck-development-session-secret-change-me',
      }),
    ).toThrow(/SESSION_SECRET: is required in production/);
    // While the development sign-in is on (anyone can be anyone), the built-in one is accepted.
    expect(loadConfig(base).sessionSecret).toBe('potluck-development-session-secret-change-me');
  });

  it('needs both Google credentials together', () => {
    expect(() => loadConfig({ ...base, GOOGLE_CLIENT_ID: 'id' })).toThrow(/must be set together/);
  });

  it('reads OpenID Connect providers; SIGN_IN_ONLY_WITH keeps only the ones it names, without the development sign-in', () => {
    const staff = {
      id: 'staff',
      name: 'Staff',
      issuer: 'https://sso.example/realms/a',
      clientId: 'c',
      clientSecret: 's',
    };
    const club = { ...staff, id: 'club', name: 'Club', issuer: 'http://127.0.0.1:9000' };
    const oidc = { OIDC_PROVIDERS: JSON.stringify([staff, club]), SESSION_SECRET: 'x'.repeat(32) };
    const google = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };
    expect(loadConfig({ ...base, ...oidc })).toMatchObject({
      devLoginEnabled: false,
      oidcProviders: [
        { ...staff, scopes: 'openid email profile' },
        { ...club, scopes: 'openid email profile' },
      ],
    });
    expect(() => loadConfig({ ...base, OIDC_PROVIDERS: oidc.OIDC_PROVIDERS })).toThrow(/SESSION_SECRET/);
    const only = loadConfig({ ...base, ...oidc, ...google, SIGN_IN_ONLY_WITH: 'club' });
    expect(only).toMatchObject({ google: null, devLoginEnabled: false, oidcProviders: [{ id: 'club' }] });
    expect(loadConfig({ ...base, ...oidc, ...google, SIGN_IN_ONLY_WITH: 'google,staff' })).toMatchObject({
      google: { clientId: 'id' },
      oidcProviders: [{ id: 'staff' }],
    });
    expect(() => loadConfig({ ...base, ...oidc, SIGN_IN_ONLY_WITH: 'google' })).toThrow(
      /SIGN_IN_ONLY_WITH: google: no such sign-in provider/,
    );
    expect(() => loadConfig({ ...base, ...oidc, SIGN_IN_ONLY_WITH: 'staff', ALLOW_DEV_LOGIN: 'true' })).toThrow(
      /ALLOW_DEV_LOGIN: cannot be combined/,
    );
    expect(() => loadConfig({ ...base, OIDC_PROVIDERS: '{' })).toThrow(/OIDC_PROVIDERS: must be a JSON array/);
    expect(() =>
      loadConfig({ ...base, OIDC_PROVIDERS: JSON.stringify([{ ...staff, issuer: 'http://sso.example' }]) }),
    ).toThrow(/OIDC_PROVIDERS: 0.issuer: must be an https:\/\/ URL/);
    expect(() => loadConfig({ ...base, OIDC_PROVIDERS: JSON.stringify([staff, staff]) })).toThrow(/an id of its own/);
    expect(() => loadConfig({ ...base, OIDC_PROVIDERS: JSON.stringify([{ ...staff, id: 'google' }]) })).toThrow(
      /taken/,
    );
  });

  it('reads invitation delivery settings, with the outbox and US numbers by default', () => {
    expect(loadConfig(base).mail).toMatchObject({ smtpUrl: null, from: 'Potluck <no-reply@localhost>' });
    expect(loadConfig(base).invitations).toMatchObject({
      sms: null,
      defaultPhoneRegion: 'US',
      smsCountries: ['US'],
      establishedAfterMs: 24 * 60 * 60 * 1000,
    });
    const c = loadConfig({
      ...base,
      SMTP_URL: 'smtp://mail.example:2525',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 'secret',
      TWILIO_FROM: '+15005550006',
      DEFAULT_PHONE_REGION: 'gb',
    });
    expect(c.mail.smtpUrl).toBe('smtp://mail.example:2525');
    expect(c.invitations).toMatchObject({
      sms: { provider: 'twilio', accountSid: 'AC1', from: '+15005550006', apiUrl: 'https://api.twilio.com' },
      defaultPhoneRegion: 'GB',
      // Texts go to the default region only, unless the operator lists the countries.
      smsCountries: ['GB'],
    });
    expect(loadConfig({ ...base, SMS_ALLOWED_COUNTRIES: ' us, ca ' }).invitations.smsCountries).toEqual(['US', 'CA']);
    expect(() => loadConfig({ ...base, SMS_ALLOWED_COUNTRIES: 'US,XX' })).toThrow(/SMS_ALLOWED_COUNTRIES/);
  });

  it('reads the mail caps and the invitation quotas with their defaults', () => {
    const c = loadConfig(base);
    expect(c.mail).toMatchObject({
      perRecipientPerDay: perDay(20),
      perSenderPerHour: perHour(10),
      confirmationsPerAddressPerHour: perHour(1),
      confirmationsPerAddressPerDay: perDay(3),
    });
    expect(c.limits).toMatchObject({
      invitationsPerHostPerDay: perDay(100),
      invitationsPerNewHostPerDay: perDay(10),
      invitationsByNewHostsPerDay: perDay(200),
      textsPerHostPerDay: perDay(20),
      textsPerRecipientPerDay: perDay(3),
    });
    expect(loadConfig({ ...base, SMS_PER_RECIPIENT_PER_DAY: '5' }).limits.textsPerRecipientPerDay.limit).toBe(5);
    expect(() => loadConfig({ ...base, SMS_PER_RECIPIENT_PER_DAY: '0' })).toThrow(/SMS_PER_RECIPIENT_PER_DAY/);
    // New accounts together never get more than the whole budget.
    expect(loadConfig({ ...base, INVITE_DAILY_BUDGET: '50' }).limits.invitationsByNewHostsPerDay.limit).toBe(50);
    expect(loadConfig({ ...base, HOST_ESTABLISHED_AFTER_HOURS: '0' }).invitations.establishedAfterMs).toBe(0);
    expect(() => loadConfig({ ...base, MAIL_PER_RECIPIENT_PER_DAY: '0' })).toThrow(/MAIL_PER_RECIPIENT_PER_DAY/);
    expect(() => loadConfig({ ...base, INVITE_NEW_HOST_DAILY_QUOTA: 'many' })).toThrow(/INVITE_NEW_HOST_DAILY_QUOTA/);
  });

  it('reads limits with defaults and windows', () => {
    expect(loadConfig(base).limits).toMatchObject({
      signInPerIp: { limit: 60, windowSeconds: 900 },
      mutationsPerUser: { limit: 120, windowSeconds: 60 },
      invitationsPerHost: perHour(50),
      invitationsPerDay: perDay(1000),
    });
    expect(loadConfig({ ...base, SIGN_IN_LIMIT_PER_IP: '5' }).limits.signInPerIp.limit).toBe(5);
    expect(() => loadConfig({ ...base, MUTATION_LIMIT_PER_MINUTE: 'lots' })).toThrow(/MUTATION_LIMIT_PER_MINUTE/);
  });

  it("sizes the worker pool by the machine's cores less one (at least one), 16 waiting tasks per thread", () => {
    const threads = Math.max(1, availableParallelism() - 1);
    expect(loadConfig(base).workers).toEqual({ threads, queueLimit: 16 * threads });
    expect(loadConfig({ ...base, WORKER_THREADS: '3' }).workers).toEqual({ threads: 3, queueLimit: 48 });
    expect(loadConfig({ ...base, WORKER_THREADS: '2', WORKER_QUEUE_LIMIT: '0' }).workers).toEqual({
      threads: 2,
      queueLimit: 0,
    });
    expect(() => loadConfig({ ...base, WORKER_THREADS: '0' })).toThrow(/WORKER_THREADS/);
    expect(() => loadConfig({ ...base, WORKER_QUEUE_LIMIT: '-1' })).toThrow(/WORKER_QUEUE_LIMIT/);
  });

  it('rejects incomplete or invalid invitation delivery settings', () => {
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'twilio' })).toThrow(
      /TWILIO_ACCOUNT_SID: is required when SMS_PROVIDER=twilio/,
    );
    expect(() => loadConfig({ ...base, SMTP_URL: 'http://x' })).toThrow(/SMTP_URL: must be an smtp/);
    expect(() => loadConfig({ ...base, DEFAULT_PHONE_REGION: 'XX' })).toThrow(/DEFAULT_PHONE_REGION/);
    expect(() => loadConfig({ ...base, INVITE_RATE_LIMIT_PER_HOUR: '0' })).toThrow(/INVITE_RATE_LIMIT_PER_HOUR/);
  });

  it('keeps things for the retention defaults unless told otherwise, and tells a host before their event goes', () => {
    expect(loadConfig(base).retention).toEqual({
      eventMonths: 18,
      eventNoticeDays: 30,
      guestMonths: 12,
      outboxDays: 30,
      idempotencyDays: 7,
      expiredSessionDays: 0,
    });
    expect(
      loadConfig({ ...base, RETENTION_EVENT_MONTHS: '24', RETENTION_EVENT_NOTICE_DAYS: '0' }).retention,
    ).toMatchObject({ eventMonths: 24, eventNoticeDays: 0 });
    expect(() => loadConfig({ ...base, RETENTION_EVENT_MONTHS: '1', RETENTION_EVENT_NOTICE_DAYS: '30' })).toThrow(
      /RETENTION_EVENT_NOTICE_DAYS: must be shorter than RETENTION_EVENT_MONTHS/,
    );
    // Records are kept as long as a change may wait in a phone's offline queue.
    expect(() => loadConfig({ ...base, RETENTION_IDEMPOTENCY_DAYS: '6' })).toThrow(/RETENTION_IDEMPOTENCY_DAYS/);
  });
});
