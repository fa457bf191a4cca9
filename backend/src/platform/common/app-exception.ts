import type { ApiErrorBody, ErrorCode } from '../../contracts/common.rules';

/** The one exception type services throw; the error filter maps it to HTTP. */
export class AppException extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    /** Sent as `Retry-After` (seconds): rate limits, an unavailable database. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  get body(): ApiErrorBody {
    return { message: this.message, code: this.code, ...(this.fieldErrors ? { fieldErrors: this.fieldErrors } : {}) };
  }

  static badRequest(message: string, code: ErrorCode = 'BAD_REQUEST', fieldErrors?: Record<string, string[]>) {
    return new AppException(400, code, message, fieldErrors);
  }
  static unauthorized(message = 'Unauthorized', code: ErrorCode = 'UNAUTHORIZED') {
    return new AppException(401, code, message);
  }
  static forbidden(message = 'You are not allowed to do that', code: ErrorCode = 'FORBIDDEN') {
    return new AppException(403, code, message);
  }
  static notFound(message = 'Not found', code: ErrorCode = 'NOT_FOUND') {
    return new AppException(404, code, message);
  }
  static conflict(message: string, code: ErrorCode = 'CONFLICT') {
    return new AppException(409, code, message);
  }
  static rateLimited(message: string, retryAfterSeconds: number, code: ErrorCode = 'RATE_LIMITED') {
    return new AppException(429, code, message, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));
  }
  static unprocessable(message: string, code: ErrorCode = 'UNPROCESSABLE', fieldErrors?: Record<string, string[]>) {
    return new AppException(422, code, message, fieldErrors);
  }
}
