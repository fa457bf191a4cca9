import type { ApiErrorBody, ErrorCode } from '../../contracts/common.rules';
import { ServerText, serverText } from '../../i18n/server-text';

/** A refusal's message: English text, or a catalogue key with values (a message with numbers or names in it). */
export type RefusalText = string | ServerText;

/** The one exception type services throw; the error filter maps it to HTTP. */
export class AppException extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: RefusalText,
    readonly fieldErrors?: Record<string, string[]>,
    /** Sent as `Retry-After` (seconds): rate limits, an unavailable database. */
    readonly retryAfterSeconds?: number,
  ) {
    super(String(message));
    this.text = message instanceof ServerText ? message : undefined;
  }

  /** The message's key and values when it was thrown as one: the answer says it in the requester's language. */
  readonly text?: ServerText;

  get body(): ApiErrorBody {
    return { message: this.message, code: this.code, ...(this.fieldErrors ? { fieldErrors: this.fieldErrors } : {}) };
  }

  static badRequest(message: RefusalText, code: ErrorCode = 'BAD_REQUEST', fieldErrors?: Record<string, string[]>) {
    return new AppException(400, code, message, fieldErrors);
  }
  static unauthorized(
    message: RefusalText = serverText('error.common.unauthorized'),
    code: ErrorCode = 'UNAUTHORIZED',
  ) {
    return new AppException(401, code, message);
  }
  static forbidden(message: RefusalText = serverText('error.common.forbidden'), code: ErrorCode = 'FORBIDDEN') {
    return new AppException(403, code, message);
  }
  static notFound(message: RefusalText = serverText('error.common.notFound'), code: ErrorCode = 'NOT_FOUND') {
    return new AppException(404, code, message);
  }
  static conflict(message: RefusalText, code: ErrorCode = 'CONFLICT') {
    return new AppException(409, code, message);
  }
  static rateLimited(message: RefusalText, retryAfterSeconds: number, code: ErrorCode = 'RATE_LIMITED') {
    return new AppException(429, code, message, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));
  }
  static unprocessable(
    message: RefusalText,
    code: ErrorCode = 'UNPROCESSABLE',
    fieldErrors?: Record<string, string[]>,
  ) {
    return new AppException(422, code, message, fieldErrors);
  }
}
