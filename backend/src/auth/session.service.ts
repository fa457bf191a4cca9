import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import connectPgSimple from 'connect-pg-simple';
import type { RequestHandler } from 'express';
import session from 'express-session';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import type { User } from '../contracts/user.contract';
import { UsersService } from '../users/users.service';
import './session.types';

export const SESSION_COOKIE = 'potluck.sid';

/**
 * The one session middleware (express-session on the `sessions` table through connect-pg-simple). HTTP requests use it
 * through `app.use`; the socket upgrade, which never reaches Express, loads its session through the same instance.
 */
@Injectable()
export class SessionService {
  readonly middleware: RequestHandler;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
  ) {
    const pool = (db.driver as unknown as { master: Pool }).master;
    const PgStore = connectPgSimple(session);
    this.middleware = session({
      name: SESSION_COOKIE,
      // A session lasts SESSION_MAX_AGE_DAYS from sign-in: no write to the table on every request just to extend it.
      store: new PgStore({
        pool,
        tableName: 'sessions',
        createTableIfMissing: false,
        pruneSessionInterval: 15 * 60,
        disableTouch: true,
      }),
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

  /** The signed-in user of a raw request (a socket upgrade), or null when its cookie has no live session. */
  async userFromUpgrade(req: IncomingMessage): Promise<User | null> {
    return (await this.sessionFromUpgrade(req))?.user ?? null;
  }

  /** The signed-in user and session id of a socket upgrade, or null. */
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
    const user = await this.users.findById(userId);
    return user ? { user, sessionId } : null;
  }

  /**
   * Of these session ids, those still signed in: not signed out, not expired, and whose user still exists. One query,
   * so a process can check all of its sockets every few seconds.
   */
  async liveSessionIds(sessionIds: string[]): Promise<Set<string>> {
    if (sessionIds.length === 0) return new Set();
    const rows: { sid: string }[] = await this.db.query(
      `SELECT s."sid" FROM "sessions" s
       JOIN "users" u ON u."id"::text = s."sess"->>'userId'
       WHERE s."sid" = ANY($1) AND s."expire" > now()`,
      [sessionIds],
    );
    return new Set(rows.map((r) => r.sid));
  }
}
