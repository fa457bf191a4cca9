import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import type { ApiErrorBody, ErrorCode } from '@contracts/common.rules';
import { reportNetworkFailure, reportServerAnswered } from './online-status';

// Transport rules. Every call sends the session cookie; JSON only when there is a body. A failure rejects with
// ApiError; what a lost session does (toast, sign-in again) is decided in one place, the query client's caches
// (see query-client.ts and isSessionLost), never here.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** A UUID made once per change, so a replayed offline mutation is applied only once. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export type On401 = 'returnNull' | 'throw';

const MUTATING: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Thrown before anything is sent: every change carries an Idempotency-Key made once per change (kept in the
 * mutation's variables, so retries and a replay after a reload send the same key and the server applies it once).
 */
export class MissingIdempotencyKeyError extends Error {
  override readonly name = 'MissingIdempotencyKeyError';
  constructor(method: HttpMethod, url: string) {
    super(`${method} ${url} was sent without an Idempotency-Key`);
  }
}

/** The key of one change: made once when the user asks for it, then stored with the change. */
export function newChangeKey(): string {
  return crypto.randomUUID();
}

// A 401 from these calls is a refused sign-in with the server's message, not a lost session.
const AUTH_CALLS = ['/api/login', '/api/login/dev'];

/** A non-OK response. `message` is `${status}: ${bodyText || statusText}`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly bodyText: string;
  /** The parsed `{ message, code, fieldErrors? }` body, when the server sent one. */
  readonly body: ApiErrorBody | null;
  /** The server's error code; screens branch on it, never on message text. */
  readonly code: ErrorCode | undefined;
  /** The answer's `Retry-After`, in milliseconds (a limit, an unavailable database), when it sent one. */
  readonly retryAfterMs: number | undefined;

  constructor(status: number, message: string, bodyText: string, body: ApiErrorBody | null, retryAfterMs?: number) {
    super(message);
    this.status = status;
    this.bodyText = bodyText;
    this.body = body;
    this.code = body?.code;
    this.retryAfterMs = retryAfterMs;
  }
}

/** `Retry-After` is either seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function parseErrorBody(text: string): ApiErrorBody | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && typeof (value as { message?: unknown }).message === 'string') {
      return value as ApiErrorBody;
    }
  } catch {
    // Not JSON (a proxy's HTML page, plain text): the raw text is the message.
  }
  return null;
}

function pathOf(url: string): string {
  try {
    return new URL(url, window.location.origin).pathname;
  } catch {
    return url;
  }
}

/** Resolves for an OK response and throws ApiError for everything else. */
async function checkResponse(res: Response, url: string): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  const body = parseErrorBody(text);
  if (res.status === 401 && AUTH_CALLS.includes(pathOf(url))) {
    throw new ApiError(401, body?.message ?? (text || res.statusText), text, body);
  }
  const retryAfterMs = parseRetryAfter(res.headers.get('Retry-After'));
  throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, text, body, retryAfterMs);
}

/**
 * The one fetch path of the app. Resolves with the parsed JSON body, or with undefined when the answer has no body
 * (204, or empty): "no data" is always undefined here. Rejects with ApiError for a non-OK answer and with a
 * TypeError when the network failed.
 */
export async function apiJson<T>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T | undefined> {
  if (MUTATING.has(method) && !options.idempotencyKey) throw new MissingIdempotencyKeyError(method, url);
  const headers: Record<string, string> = {};
  const hasBody = body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      body: hasBody ? JSON.stringify(body) : undefined,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof TypeError) reportNetworkFailure();
    throw error;
  }
  reportServerAnswered();
  await checkResponse(res, url);
  if (res.status === 204) return undefined;
  const text = await res.text();
  return text ? (JSON.parse(text) as T) : undefined;
}

/** A read is a GET of the query key's string/number segments joined with '/'. */
export function queryKeyToUrl(queryKey: QueryKey): string {
  return queryKey.filter((part) => typeof part === 'string' || typeof part === 'number').join('/');
}

/**
 * The default query fetcher: a GET of the key's URL through apiJson; no data is null (a query may not resolve
 * undefined). With on401 'returnNull' a 401 resolves null too (used for the current user: signed out).
 */
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    try {
      return (await apiJson<T>('GET', queryKeyToUrl(queryKey), undefined, { signal })) ?? null;
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

/**
 * A request refused because the session is gone (never signed in, expired, or signed out on another device):
 * status 401 with one of the session codes. Decided by status and code, never by message text.
 */
export function isSessionLost(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 401 &&
    (error.code === 'UNAUTHORIZED' || error.code === 'SESSION_INVALIDATED')
  );
}

/** The server's human message from a `{ message, code }` error body, for toasts. */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.body?.message || undefined;
  return undefined;
}

/** The server's per-field messages (first message per field), for inline form errors. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (!(error instanceof ApiError) || !error.body?.fieldErrors) return result;
  for (const [field, messages] of Object.entries(error.body.fieldErrors)) {
    if (messages[0]) result[field] = messages[0];
  }
  return result;
}
