// @vitest-environment jsdom
import type { QueryFunctionContext } from '@tanstack/react-query';
import type { ApiErrorBody } from '@contracts/common.rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiJson,
  getQueryFn,
  isSessionLost,
  MissingIdempotencyKeyError,
  queryKeyToUrl,
  serverFieldErrors,
  serverMessage,
} from './api-client';
import { hardNavigate } from './navigation';

vi.mock('./navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./navigation')>()),
  hardNavigate: vi.fn(),
}));

const fetchMock = vi.fn<typeof fetch>();

function respond(status: number, body?: string, statusText = '') {
  fetchMock.mockResolvedValueOnce(new Response(body ?? null, { status, statusText }));
}

function lastInit(): RequestInit {
  return fetchMock.mock.calls.at(-1)![1]!;
}

function headersOf(init: RequestInit): Record<string, string> {
  return (init.headers ?? {}) as Record<string, string>;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  vi.mocked(hardNavigate).mockReset();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/events/abc?tab=dishes');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const unauthorizedBody = JSON.stringify({ message: 'Unauthorized', code: 'UNAUTHORIZED' });
const invalidatedBody = JSON.stringify({ message: 'Session invalidated', code: 'SESSION_INVALIDATED' });

describe('apiJson: transport', () => {
  it('always sends credentials', async () => {
    respond(200, '{}');
    await apiJson('GET', '/api/events');
    expect(lastInit().credentials).toBe('include');
  });

  it('sends JSON with a Content-Type only when there is a body', async () => {
    respond(200, '{}');
    await apiJson('PUT', '/api/profile', { nickname: 'Sam' }, { idempotencyKey: 'k-1' });
    expect(lastInit().body).toBe('{"nickname":"Sam"}');
    expect(headersOf(lastInit())['Content-Type']).toBe('application/json');

    respond(204);
    await apiJson('DELETE', '/api/events/1', undefined, { idempotencyKey: 'k-1' });
    expect(lastInit().body).toBeUndefined();
    expect(headersOf(lastInit())['Content-Type']).toBeUndefined();
  });

  it('adds the Idempotency-Key header when given', async () => {
    respond(200, '{}');
    await apiJson('POST', '/api/events/1/rsvp', { status: 'maybe' }, { idempotencyKey: 'k-1' });
    expect(headersOf(lastInit())['Idempotency-Key']).toBe('k-1');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'refuses to send a %s without an Idempotency-Key (nothing reaches the network)',
    async (method) => {
      await expect(apiJson(method, '/api/events/1/rsvp', { status: 'maybe' })).rejects.toBeInstanceOf(
        MissingIdempotencyKeyError,
      );
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('sends reads without a key', async () => {
    respond(200, '{}');
    await apiJson('GET', '/api/events');
    expect(headersOf(lastInit())['Idempotency-Key']).toBeUndefined();
  });

  it('makes the error text "status: body"', async () => {
    respond(500, 'Database is down', 'Internal Server Error');
    await expect(apiJson('GET', '/api/events')).rejects.toThrow('500: Database is down');
  });

  it('falls back to the status text when the body is empty', async () => {
    respond(503, '', 'Service Unavailable');
    await expect(apiJson('GET', '/api/events')).rejects.toThrow('503: Service Unavailable');
  });

  it('exposes the server message and field errors of a JSON error body', async () => {
    respond(
      400,
      JSON.stringify({
        message: 'Display name is too long',
        code: 'VALIDATION',
        fieldErrors: { nickname: ['Too long', 'x'] },
      }),
    );
    const error = await apiJson('PUT', '/api/profile', { nickname: 'x' }, { idempotencyKey: 'k-1' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as Error).message).toBe(
      '400: {"message":"Display name is too long","code":"VALIDATION","fieldErrors":{"nickname":["Too long","x"]}}',
    );
    expect(serverMessage(error)).toBe('Display name is too long');
    expect(serverFieldErrors(error)).toEqual({ nickname: 'Too long' });
  });

  it('has no server message for a non-JSON body or a non-API error', async () => {
    respond(502, '<html>Bad gateway</html>');
    const error = await apiJson('GET', '/api/events').catch((e: unknown) => e);
    expect(serverMessage(error)).toBeUndefined();
    expect(serverMessage(new Error('boom'))).toBeUndefined();
    expect(serverFieldErrors(new Error('boom'))).toEqual({});
  });

  it.each([
    ['no session', unauthorizedBody],
    ['a session signed out elsewhere', invalidatedBody],
  ])('a 401 for %s rejects with a lost-session error and never navigates by itself', async (_what, body) => {
    respond(401, body);
    const error = await apiJson('POST', '/api/events', { name: 'x' }, { idempotencyKey: 'k-1' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(isSessionLost(error)).toBe(true);
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('a 401 from a login call carries the server message (or raw text) without redirecting', async () => {
    respond(401, JSON.stringify({ message: 'Wrong code', code: 'UNAUTHORIZED' }));
    await expect(apiJson('POST', '/api/login', {}, { idempotencyKey: 'k-1' })).rejects.toThrow(/^Wrong code$/);
    respond(401, 'nope');
    const error = await apiJson('POST', '/api/login/dev', {}, { idempotencyKey: 'k-1' }).catch((e: unknown) => e);
    expect((error as Error).message).toBe('nope');
    expect(isSessionLost(error)).toBe(false);
    expect(hardNavigate).not.toHaveBeenCalled();
  });
});

describe('apiJson', () => {
  it('parses the JSON response', async () => {
    respond(200, '{"id":"1","nickname":"Sam"}');
    await expect(apiJson('PUT', '/api/profile', { nickname: 'Sam' }, { idempotencyKey: 'k-1' })).resolves.toEqual({
      id: '1',
      nickname: 'Sam',
    });
  });

  it('resolves undefined for 204', async () => {
    respond(204);
    await expect(apiJson('POST', '/api/auth/logout', undefined, { idempotencyKey: 'k-1' })).resolves.toBeUndefined();
  });
});

describe('default query fetcher', () => {
  const run = async (on401: 'returnNull' | 'throw', queryKey: readonly unknown[]): Promise<unknown> => {
    // Only queryKey and signal are read by the fetcher.
    const context = {
      queryKey,
      signal: new AbortController().signal,
      meta: undefined,
    } as unknown as QueryFunctionContext;
    return getQueryFn<unknown>({ on401 })(context);
  };

  it('GETs the key segments joined with "/" with credentials', async () => {
    respond(200, '[{"id":"d1"}]');
    await expect(run('throw', ['/api/events', 'e1', 'dishes'])).resolves.toEqual([{ id: 'd1' }]);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/events/e1/dishes');
    expect(lastInit().credentials).toBe('include');
    expect(lastInit().method).toBe('GET');
  });

  it('returns null on 401 when asked to, without redirecting', async () => {
    respond(401, unauthorizedBody);
    await expect(run('returnNull', ['/api/auth/user'])).resolves.toBeNull();
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('throws a lost-session error on 401 by default', async () => {
    respond(401, invalidatedBody);
    const error = await run('throw', ['/api/events']).catch((e: unknown) => e);
    expect(isSessionLost(error)).toBe(true);
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('resolves null for an empty answer', async () => {
    respond(204);
    await expect(run('throw', ['/api/events'])).resolves.toBeNull();
  });

  it('ignores non-path segments of a key', () => {
    expect(queryKeyToUrl(['/api/events', 'e1', { filter: 'x' }])).toBe('/api/events/e1');
    expect(queryKeyToUrl(['/api/items', 3])).toBe('/api/items/3');
  });
});

describe('isSessionLost', () => {
  it('is decided by status 401 and a session code, never by message text', () => {
    const error = (status: number, code: string | null, message = 'Unauthorized') =>
      new ApiError(status, `${status}: ${message}`, '', code ? ({ message, code } as ApiErrorBody) : null);
    expect(isSessionLost(error(401, 'UNAUTHORIZED'))).toBe(true);
    expect(isSessionLost(error(401, 'SESSION_INVALIDATED', 'Session invalidated'))).toBe(true);
    expect(isSessionLost(error(401, 'UNAUTHORIZED', 'anything at all'))).toBe(true);
    expect(isSessionLost(error(403, 'FORBIDDEN'))).toBe(false);
    expect(isSessionLost(error(401, null))).toBe(false);
    expect(isSessionLost(new Error('401: Unauthorized'))).toBe(false);
    expect(isSessionLost(null)).toBe(false);
  });
});
