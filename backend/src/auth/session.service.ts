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
    @InjectDataSource() dataSource: DataSource,
    private readonly users: UsersService,
  ) {
    const pool = (dataSource.driver as unknown as { master: Pool }).master;
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
    return userId ? this.users.findById(userId) : null;
  }
}
