import type { NextFunction, Request, Response } from 'express';
import { requestLocale } from '../../i18n/locale';
import { serverText } from '../../i18n/server-text';
import { AppException } from './app-exception';

/** Seconds a client should wait before retrying while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 2;

/** 503 while the database is unreachable: the client retries after Retry-After, with the same Idempotency-Key. */
export const databaseUnavailable = (): AppException =>
  new AppException(
    503,
    'DATABASE_UNAVAILABLE',
    serverText('error.common.databaseUnavailable'),
    undefined,
    DATABASE_RETRY_AFTER_SECONDS,
  );

// Network failures talking to PostgreSQL, and the pool giving up waiting for a connection.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /connection terminated/i,
  /Connection terminated unexpectedly/i,
  /Client has encountered a connection error and is not queryable/i,
  /Client was closed and is not queryable/i,
  /Cannot use a pool after calling end on the pool/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /terminating connection due to administrator command/i,
  /Query read timeout/i,
  // TypeORM, when the connection under a transaction died and its query runner was released.
  /Query runner already released/i,
  /connection provided by a query runner was already released/i,
];

/**
 * True when an error means "PostgreSQL cannot answer right now" rather than "this request is wrong": the server is
 * down, restarting, out of connections, or a statement ran past statement_timeout. Such errors become 503s.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code)) return true;
      // Connection exceptions (08), insufficient resources (53), operator intervention (57: shutdown, cancel).
      if (/^(08|53|57)[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (typeof message === 'string' && MESSAGES.some((re) => re.test(message))) return true;
    const next = e as { driverError?: unknown; cause?: unknown };
    e = next.driverError ?? next.cause;
  }
  return false;
}

/** Errors raised by Express middleware before Nest sees the request (the session store): 503 when the database is down. */
export function databaseErrors(err: unknown, req: Request, res: Response, next: NextFunction): void {
  if (!isDatabaseUnavailable(err) || res.headersSent) return next(err);
  const refusal = databaseUnavailable();
  res.setHeader('Retry-After', String(refusal.retryAfterSeconds));
  res.status(refusal.status).json(refusal.bodyIn(requestLocale(req)));
}
