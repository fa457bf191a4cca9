import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import type { ApiErrorBody, ErrorCode } from '@contracts/common.contract';
import { currentPath, hardNavigate } from './navigation';
import { isPublicPath } from './public-paths';
import { storePostLoginRedirect } from './storage';

// Transport rules. Every call sends the session cookie; JSON only when there is a body.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** A UUID made once per change, so a replayed offline mutation is applied only once. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export type On401 = 'returnNull' | 'throw';

// A 401 from these calls carries the server's message instead of redirecting.
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

  constructor(status: number, message: string, bodyText: string, body: ApiErrorBody | null) {
    super(message);
    this.status = status;
    this.bodyText = bodyText;
    this.body = body;
    this.code = body?.code;
  }
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

/** Sends the browser to the Sign In screen, remembering where it was, unless it is on a public page. */
export function redirectToLogin(): void {
  if (isPublicPath(window.location.pathname)) return;
  storePostLoginRedirect(currentPath());
  hardNavigate('/login');
}

/**
 * Resolves true for an OK response, false when the session was invalidated (the browser is being
 * sent to /login and the caller resolves with nothing), and throws ApiError for everything else.
 */
async function checkResponse(res: Response, url: string): Promise<boolean> {
  if (res.ok) return true;
  const text = await res.text().catch(() => '');
  const body = parseErrorBody(text);

  if (res.status === 401) {
    if (body?.code === 'SESSION_INVALIDATED') {
      redirectToLogin();
      return false;
    }
    if (AUTH_CALLS.includes(pathOf(url))) {
      throw new ApiError(401, body?.message ?? (text || res.statusText), text, body);
    }
    redirectToLogin();
  }
  throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, text, body);
}

/**
 * The low-level call. Resolves with the Response, or with undefined when the session was
 * invalidated (the call resolves with nothing).
 */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Response | undefined> {
  const headers: Record<string, string> = {};
  const hasBody = body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  const res = await fetch(url, {
    method,
    headers,
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
    signal: options.signal,
  });
  return (await checkResponse(res, url)) ? res : undefined;
}

/** apiRequest plus JSON parsing. Resolves undefined for 204/empty bodies and invalidated sessions. */
export async function apiJson<T>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<T | undefined> {
  const res = await apiRequest(method, url, body, options);
  if (!res || res.status === 204) return undefined;
  const text = await res.text();
  return text ? (JSON.parse(text) as T) : undefined;
}

/** A read is a GET of the query key's string/number segments joined with '/'. */
export function queryKeyToUrl(queryKey: QueryKey): string {
  return queryKey.filter((part) => typeof part === 'string' || typeof part === 'number').join('/');
}

/** The default query fetcher. With on401 'returnNull' a 401 resolves null (used for the current user). */
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = queryKeyToUrl(queryKey);
    const res = await fetch(url, { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null;
    if (!(await checkResponse(res, url))) return null;
    if (res.status === 204) return null;
    const text = await res.text();
    return text ? (JSON.parse(text) as T) : null;
  };
}

/** An error counts as unauthenticated when its message starts '401: ' and says Unauthorized. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('401: ') && error.message.includes('Unauthorized');
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
