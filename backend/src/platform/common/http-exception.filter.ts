import { ArgumentsHost, Catch, HttpException, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import '../../auth/session.types';
import { requestLocale } from '../../i18n/locale';
import { EntityNotFoundError, QueryFailedError } from 'typeorm';
import type { ErrorCode } from '../../contracts/common.rules';
import { serverText } from '../../i18n/server-text';
import { AppException } from './app-exception';
import { databaseUnavailable, isDatabaseUnavailable } from './database-errors';

const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
};

/**
 * What a refusal made by the framework or a middleware says, by its status: the catalogue's words in the requester's
 * language, never the framework's English.
 */
const STATUS_TEXTS: Partial<Record<number, string>> = {
  400: 'error.common.badRequest',
  401: 'error.common.unauthorized',
  403: 'error.common.forbidden',
  404: 'error.common.notFound',
  405: 'error.common.methodNotAllowed',
  413: 'error.common.bodyTooLarge',
  415: 'error.common.unsupportedMediaType',
  429: 'error.common.tooFast',
};
const statusText = (status: number) =>
  serverText(status >= 500 ? 'error.common.internal' : (STATUS_TEXTS[status] ?? 'error.common.refused'));

/** Body-parser and similar middleware errors carry a status and a type instead of being HttpExceptions. */
interface StatusError {
  status?: number;
  statusCode?: number;
  type?: string;
}

/** Turns every error into `{message, code, fieldErrors?}`; only real faults become 500s. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const res = host.switchToHttp().getResponse<Response>();
    // An unreachable database is not a bug: the client retries after Retry-After, with the same Idempotency-Key.
    const databaseAway = isDatabaseUnavailable(exception);
    const refusal = databaseAway ? databaseUnavailable() : refusalOf(exception);
    if (databaseAway)
      this.logger.warn(`Database unavailable: ${exception instanceof Error ? exception.message : String(exception)}`);
    else if (refusal.status >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (res.headersSent) return;
    if (refusal.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(refusal.retryAfterSeconds));
    // A refusal's messages are shown to the person: in their language (the code stays as it is).
    const req = host.switchToHttp().getRequest<Request>();
    res.status(refusal.status).json(refusal.bodyIn(requestLocale(req, req.authUser?.locale)));
  }
}

/**
 * The one mapping from an error to the API's answer, as a refusal: AppException as thrown, Nest's HttpExceptions by
 * status, and errors of Express middleware (the body parsers: bad JSON, too large) by their status and type. Anything
 * else is a fault: 500.
 */
export function refusalOf(exception: unknown): AppException {
  if (exception instanceof AppException) return exception;
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    return new AppException(status, STATUS_CODES[status] ?? (status >= 500 ? 'INTERNAL' : 'ERROR'), statusText(status));
  }
  // A row (or its parent) removed by a concurrent request, or a concurrent duplicate (unique key).
  const pgCode = postgresErrorCode(exception);
  if (pgCode === '23503' || exception instanceof EntityNotFoundError) {
    return AppException.notFound(serverText('error.notFoundRemoved'));
  }
  if (pgCode === '23505') return AppException.conflict(serverText('error.changedMeanwhile'));
  const err = (exception ?? {}) as StatusError;
  const status = err.status ?? err.statusCode;
  if (status && status >= 400 && status < 500) {
    const message =
      err.type === 'entity.parse.failed'
        ? serverText('error.common.badJson')
        : err.type === 'entity.too.large'
          ? serverText('error.common.bodyTooLarge')
          : err.type
            ? serverText('error.common.bodyUnreadable')
            : statusText(status);
    return new AppException(status, STATUS_CODES[status] ?? 'BAD_REQUEST', message);
  }
  return new AppException(500, 'INTERNAL', serverText('error.common.internal'));
}

function postgresErrorCode(exception: unknown): string | undefined {
  if (!(exception instanceof QueryFailedError)) return undefined;
  const code = (exception.driverError as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}
