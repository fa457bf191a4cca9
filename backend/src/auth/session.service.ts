import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import connectPgSimple from 'connect-pg-simple';
import type { RequestHandler } from 'express';
import session from 'express-session';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import type { Pool } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG } from '../platform/config/config.module';
import type { AppConfig } from '../platform/config/config.schema';
import type { User } from '../contracts/user.rules';
import { UsersService } from '../users/users.service';
import { existingPeople } from '../users/users.queries';
import { LookupCache } from '../platform/common/lookup-cache';
import { DomainEventsService } from '../platform/domain-events/domain-events.service';
import './session.types';

export const SESSION_COOKIE = 'potluck.sid';

/** Whether the request carries a session cookie at all (signed or not: the session middleware checks it). */
export const hasSessionCookie = (req: Pick<IncomingMessage, 'headers'>): boolean =>
  String(req.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`);

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Sessions read from the table stay in memory this long. Sign-out and expiry delete the row, whose trigger
 * notifies every process at once; the TTL only bounds how long a lost notice could matter.
 */
export const SESSION_CACHE_TTL_MS = 10_000;
const SESSION_CACHE_ENTRIES = 20_000;

/**
 * Wraps the store's reads with the in-memory cache (a copy of each session: express-session changes what it is given);
 * writes and deletions drop the entry here at once.
 */
function cacheSessionReads(store: session.Store, cache: LookupCache<string, session.SessionData | null>): void {
  const get = promisify<string, session.SessionData | null | undefined>(store.get.bind(store));
  const set = store.set.bind(store);
  const destroy = store.destroy.bind(store);
  store.get = (sid, callback) => {
    cache
      .get(sid, async () => structuredClone((await get(sid)) ?? null))
      .then((data) => {
        const expires = data?.cookie.expires;
        if (!data || (expires && new Date(expires).getTime() <= Date.now())) return callback(null, null);
        callback(null, { ...data, cookie: { ...data.cookie } });
      }, callback);
  };
  store.set = (sid, data, callback) => {
    cache.forget(sid);
    set(sid, data, callback);
  };
  store.destroy = (sid, callback) => {
    cache.forget(sid);
    destroy(sid, callback);
  };
}

/**
 * The one session middleware (express-session on the `sessions` table through connect-pg-simple). HTTP requests use it
 * through `app.use`; the socket upgrade, which never reaches Express, loads its session through the same instance.
 */
@Injectable()
export class SessionService {
  readonly middleware: RequestHandler;
  /**
   * The API's: the session only where one matters. A read without a session cookie has none to read, so it skips the
   * session's id, cookie and change check; a route that starts a session there (a sign-in callback) loads one when it
   * does (`req.loadSession`, called by startSession). Changes always get one: they may sign someone in.
   */
  readonly apiMiddleware: RequestHandler = (req, res, next) => {
    if (!READS.has(req.method) || hasSessionCookie(req)) return this.middleware(req, res, next);
    req.loadSession = () =>
      new Promise<void>((resolve, reject) =>
        this.middleware(req, res, (err?: unknown) =>
          err ? reject(err instanceof Error ? err : new Error('Session lookup failed')) : resolve(),
        ),
      );
    next();
  };
  private readonly cache = new LookupCache<string, session.SessionData | null>(
    SESSION_CACHE_ENTRIES,
    SESSION_CACHE_TTL_MS,
  );

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
    domainEvents: DomainEventsService,
  ) {
    const pool = (db.driver as unknown as { master: Pool }).master;
    const PgStore = connectPgSimple(session);
    // A session lasts SESSION_MAX_AGE_DAYS from sign-in: no write to the table on every request just to extend it.
    // An expired one is refused when read, and deleted by the retention's purge (purgeExpired), not by the store.
    const store = new PgStore({
      pool,
      tableName: 'sessions',
      createTableIfMissing: false,
      pruneSessionInterval: false,
      disableTouch: true,
    });
    cacheSessionReads(store, this.cache);
    domainEvents.onNotice((notice) => {
      if (notice.kind === 'session') this.cache.forget(notice.sid);
      else if (notice.kind === 'reset') this.cache.clear();
    });
    this.middleware = session({
      name: SESSION_COOKIE,
      store,
      secret: config.sessionSecret,
      resave: false,
      saveUninitialized: false,
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.secureCookies,
        maxAge: config.sessionMaxAgeMs,
        path: '/',
      },
    });
  }

  /**
   * Deletes sessions expired RETENTION_EXPIRED_SESSION_DAYS ago or longer (0: every expired one); answers how many.
   * By the real time, as their expiry is checked. The table's trigger tells every process, which drops them from its
   * cache.
   */
  async purgeExpired(): Promise<number> {
    const [, deleted]: [unknown, number] = await this.db.query(
      `DELETE FROM "sessions" WHERE "expire" <= now() - make_interval(days => $1)`,
      [this.config.retention.expiredSessionDays],
    );
    return deleted;
  }

  /**
   * The signed-in user of a request outside the API (a page of the app shell, a socket upgrade), or null when its
   * cookie has no live session.
   */
  async userOfRawRequest(req: IncomingMessage): Promise<User | null> {
    return (await this.sessionFromUpgrade(req))?.user ?? null;
  }

  /** The signed-in user and session id of a request outside the API (a socket upgrade), or null. */
  async sessionFromUpgrade(req: IncomingMessage): Promise<{ user: User; sessionId: string } | null> {
    const sessionReq = req as IncomingMessage & {
      session?: session.Session & Partial<session.SessionData>;
      originalUrl?: string;
    };
    sessionReq.originalUrl ??= req.url;
    // No response exists during an upgrade; the middleware only needs one to set cookies, which we never do here.
    const noResponse = {} as ServerResponse;
    await new Promise<void>((resolve, reject) =>
      this.middleware(sessionReq as never, noResponse as never, (err: unknown) =>
        err ? reject(err instanceof Error ? err : new Error('Session lookup failed')) : resolve(),
      ),
    );
    const userId = sessionReq.session?.userId;
    const sessionId = sessionReq.session?.id;
    if (!userId || !sessionId) return null;
    const user = await this.users.findCachedById(userId);
    return user ? { user, sessionId } : null;
  }

  /**
   * Ends every session of a person at once (they deleted their account), inside the deletion's transaction: the
   * table's trigger tells every process to forget them, and their sockets close.
   */
  async endAllOf(tx: EntityManager, userId: string): Promise<void> {
    await tx.query(`DELETE FROM "sessions" WHERE "sess"->>'userId' = $1`, [userId]);
  }

  /**
   * Of these session ids, those still signed in: not signed out, not expired, and whose user still exists. One query,
   * so a process can check all of its sockets every few seconds.
   */
  async liveSessionIds(sessionIds: string[]): Promise<Set<string>> {
    if (sessionIds.length === 0) return new Set();
    const rows: { sid: string; userId: string | null }[] = await this.db.query(
      `SELECT s."sid", s."sess"->>'userId' AS "userId" FROM "sessions" s
       WHERE s."sid" = ANY($1) AND s."expire" > now()`,
      [sessionIds],
    );
    const signedIn = rows.filter((r): r is { sid: string; userId: string } => r.userId !== null);
    const people = await existingPeople(this.db, [...new Set(signedIn.map((r) => r.userId))]);
    return new Set(signedIn.filter((r) => people.has(r.userId)).map((r) => r.sid));
  }
}
