import type { ApiErrorBody, ErrorCode } from '../../contracts/common.rules';
import type { ServerLocale } from '../../i18n/catalogue';
import { sayIn, type ServerText, serverText } from '../../i18n/server-text';

/**
 * A refusal's message: a catalogue key with its values, said in the requester's language when answered. Never plain
 * text: a framework's refusal is said by its status (http-exception.filter.ts), a failed check by its contract.
 */
export type RefusalText = ServerText;

/** A refusal's messages beside the fields they are about (`answers.<id>`, `slots.dessert`, `_` for the whole body). */
export type FieldTexts = Record<string, RefusalText[]>;

/** The one exception type services throw; the error filter maps it to HTTP. */
export class AppException extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly text: RefusalText,
    readonly fieldTexts?: FieldTexts,
    /** Sent as `Retry-After` (seconds): rate limits, an unavailable database. */
    readonly retryAfterSeconds?: number,
  ) {
    super(String(text));
  }

  /** The answer in a language (English unless told): the message and each field's messages. */
  bodyIn(locale: ServerLocale = 'en'): ApiErrorBody {
    const say = (t: RefusalText) => sayIn(locale, t);
    return {
      message: say(this.text),
      code: this.code,
      ...(this.fieldTexts && {
        fieldErrors: Object.fromEntries(Object.entries(this.fieldTexts).map(([f, texts]) => [f, texts.map(say)])),
      }),
    };
  }

  get body(): ApiErrorBody {
    return this.bodyIn('en');
  }

  static badRequest(message: RefusalText, code: ErrorCode = 'BAD_REQUEST', fieldErrors?: FieldTexts) {
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
  static unprocessable(message: RefusalText, code: ErrorCode = 'UNPROCESSABLE', fieldErrors?: FieldTexts) {
    return new AppException(422, code, message, fieldErrors);
  }
}
