import {
  HttpException,
  Injectable,
  Logger,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import { HTTP_CODE_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { AppException, type RefusalText } from '../common/app-exception';
import type { ApiErrorBody } from '../../contracts/common.rules';
import type { MessageValues } from '../../i18n/catalogue';
import { ServerText, serverText } from '../../i18n/server-text';
import '../../auth/session.types';
import { IdempotencyService, type StoredResponse } from './idempotency.service';
import { runWithIdempotencyKey } from './idempotency-context';
import { requestFingerprint } from './request-fingerprint';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY_RE = /^[\x21-\x7e]{8,255}$/;

/**
 * Honours `Idempotency-Key` on every mutating route: the first request with a key runs and its response
 * (success or 4xx) is stored per user; a replay gets that response back and changes nothing; the same
 * key with another body is a 422; a key whose first request is still running is a 409 (Retry-After: 1).
 * A 5xx gives the key back so the client's retry can run the change.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly logger = new Logger('IdempotencyInterceptor');

  constructor(
    private readonly idempotency: IdempotencyService,
    private readonly reflector: Reflector,
  ) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (ctx.getType() !== 'http') return next.handle();
    const req = ctx.switchToHttp().getRequest<Request>();
    const res = ctx.switchToHttp().getResponse<Response>();
    const header = req.headers[IDEMPOTENCY_HEADER];
    // Public routes without a session (sign-in) and routes that write the response themselves are not replayable.
    if (
      !MUTATING.has(req.method) ||
      header === undefined ||
      !req.authUser ||
      writesOwnResponse(ctx.getClass(), ctx.getHandler().name)
    )
      return next.handle();

    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY_RE.test(key)) {
      throw AppException.badRequest(serverText('error.idempotency.keyFormat'), 'INVALID_IDEMPOTENCY_KEY');
    }
    const status =
      this.reflector.get<number | undefined>(HTTP_CODE_METADATA, ctx.getHandler()) ??
      (req.method === 'POST' ? 201 : 200);
    // A promise, not an operator chain: the response is stored even if the client has gone away meanwhile.
    return from(this.run(req.authUser.id, key, req, res, status, next));
  }

  private async run(
    userId: string,
    key: string,
    req: Request,
    res: Response,
    status: number,
    next: CallHandler,
  ): Promise<unknown> {
    const claim = await this.idempotency.claim(userId, key, requestFingerprint(req.method, req.originalUrl, req.body));
    if (claim.kind === 'mismatch') {
      throw AppException.unprocessable(serverText('error.idempotency.keyReused'), 'IDEMPOTENCY_KEY_REUSED');
    }
    if (claim.kind === 'in_flight') {
      res.setHeader('Retry-After', '1');
      throw AppException.conflict(serverText('error.idempotency.inProgress'), 'IDEMPOTENCY_KEY_IN_FLIGHT');
    }
    if (claim.kind === 'replay') return replay(res, claim.response);

    let result: unknown;
    try {
      result = await runWithIdempotencyKey({ userId, key }, () =>
        lastValueFrom(next.handle(), { defaultValue: undefined }),
      );
    } catch (err) {
      const clientError = toClientError(err);
      if (clientError) await this.store(userId, key, clientError);
      else
        await this.idempotency.release(userId, key).catch((e: unknown) => {
          // The database is away: give the key back as soon as it returns, so the client's retry can run.
          this.logger.warn(`Releasing idempotency key failed, will retry: ${String(e)}`);
          this.idempotency.retryLater(() => this.idempotency.release(userId, key));
        });
      throw err;
    }
    await this.store(userId, key, { status, body: result ?? null });
    return result;
  }

  private async store(userId: string, key: string, response: StoredResponse): Promise<void> {
    try {
      await this.idempotency.complete(userId, key, response);
    } catch (err) {
      // The change itself is committed: store its answer as soon as the database is back, so the client's retry is
      // answered from it (meanwhile the key is "in flight", 409 with Retry-After).
      this.logger.warn(`Storing the idempotent response failed, will retry: ${String(err)}`);
      this.idempotency.retryLater(() => this.idempotency.complete(userId, key, response));
    }
  }
}

/** Whether a handler writes its answer itself (@Res() without passthrough, or @Next()): such routes are not replayable. */
export function writesOwnResponse(controller: Type, handlerName: string): boolean {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handlerName) ?? {}) as Record<
    string,
    { data?: unknown }
  >;
  return Object.entries(args).some(([slot, meta]) => {
    const type = Number(slot.split(':')[0]) as RouteParamtypes;
    if (type === RouteParamtypes.NEXT) return true;
    if (type !== RouteParamtypes.RESPONSE) return false;
    return !(meta.data && typeof meta.data === 'object' && (meta.data as { passthrough?: boolean }).passthrough);
  });
}

function replay(res: Response, stored: StoredResponse): unknown {
  res.setHeader(REPLAYED_HEADER, 'true');
  if (stored.status >= 400) {
    const body = (stored.body ?? {}) as Partial<ApiErrorBody> & { said?: StoredRefusal };
    // Messages stored as keys are replayed as keys: the retry is answered in the language of whoever retries.
    const said = body.said;
    const fieldTexts = said?.fieldErrors
      ? Object.fromEntries(Object.entries(said.fieldErrors).map(([f, texts]) => [f, texts.map(refusalText)]))
      : undefined;
    const message = said ? refusalText(said.message) : serverText('error.common.refused');
    throw new AppException(stored.status, body.code ?? 'ERROR', message, fieldTexts);
  }
  return stored.body;
}

/** A refusal's words as stored with its answer: keys and values (plain text in answers stored before they had keys). */
type StoredText = string | { key: string; values?: MessageValues };
interface StoredRefusal {
  message: StoredText;
  fieldErrors?: Record<string, StoredText[]>;
}

const storedText = (t: RefusalText): StoredText => (t instanceof ServerText ? { key: t.key, values: t.values } : t);
// A refusal stored in plain words (before refusals carried keys) is replayed with the catalogue's general words.
const refusalText = (t: StoredText): RefusalText =>
  typeof t === 'string' ? serverText('error.common.refused') : serverText(t.key, t.values);

/** 4xx outcomes are part of the request's answer and are replayed; anything else is our fault and retryable. */
function toClientError(err: unknown): StoredResponse | null {
  if (err instanceof AppException) {
    const said: StoredRefusal = {
      message: storedText(err.text),
      ...(err.fieldTexts && {
        fieldErrors: Object.fromEntries(Object.entries(err.fieldTexts).map(([f, texts]) => [f, texts.map(storedText)])),
      }),
    };
    return err.status < 500 ? { status: err.status, body: { ...err.body, said } } : null;
  }
  if (err instanceof HttpException && err.getStatus() < 500) {
    return { status: err.getStatus(), body: { message: err.message, code: 'ERROR' } satisfies ApiErrorBody };
  }
  return null;
}
