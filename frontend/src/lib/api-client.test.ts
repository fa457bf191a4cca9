import type { QueryFunctionContext } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiJson,
  apiRequest,
  getQueryFn,
  isUnauthorizedError,
  queryKeyToUrl,
  serverFieldErrors,
  serverMessage,
} from './api-client';
import { hardNavigate } from './navigation';
import { storageKeys } from './storage';

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

describe('apiRequest', () => {
  it('always sends credentials', async () => {
    respond(200, '{}');
    await apiRequest('GET', '/api/events');
    expect(lastInit().credentials).toBe('include');
  });

  it('sends JSON with a Content-Type only when there is a body', async () => {
    respond(200, '{}');
    await apiRequest('PUT', '/api/profile', { nickname: 'Sam' });
    expect(lastInit().body).toBe('{"nickname":"Sam"}');
    expect(headersOf(lastInit())['Content-Type']).toBe('application/json');

    respond(204);
    await apiRequest('DELETE', '/api/events/1');
    expect(lastInit().body).toBeUndefined();
    expect(headersOf(lastInit())['Content-Type']).toBeUndefined();
  });

  it('adds the Idempotency-Key header when given', async () => {
    respond(200, '{}');
    await apiRequest('POST', '/api/events/1/rsvp', { status: 'maybe' }, { idempotencyKey: 'k-1' });
    expect(headersOf(lastInit())['Idempotency-Key']).toBe('k-1');

    respond(200, '{}');
    await apiRequest('POST', '/api/events/1/rsvp', { status: 'maybe' });
    expect(headersOf(lastInit())['Idempotency-Key']).toBeUndefined();
  });

  it('makes the error text "status: body"', async () => {
    respond(500, 'Database is down', 'Internal Server Error');
    await expect(apiRequest('GET', '/api/events')).rejects.toThrow('500: Database is down');
  });

  it('falls back to the status text when the body is empty', async () => {
    respond(503, '', 'Service Unavailable');
    await expect(apiRequest('GET', '/api/events')).rejects.toThrow('503: Service Unavailable');
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
    const error = await apiRequest('PUT', '/api/profile', { nickname: 'x' }).catch((e: unknown) => e);
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
    const error = await apiRequest('GET', '/api/events').catch((e: unknown) => e);
    expect(serverMessage(error)).toBeUndefined();
    expect(serverMessage(new Error('boom'))).toBeUndefined();
    expect(serverFieldErrors(new Error('boom'))).toEqual({});
  });

  it('on "Session invalidated" resolves with nothing and goes to /login, remembering the page', async () => {
    respond(401, invalidatedBody);
    await expect(apiRequest('GET', '/api/events/abc')).resolves.toBeUndefined();
    expect(hardNavigate).toHaveBeenCalledWith('/login');
    expect(sessionStorage.getItem(storageKeys.postLoginRedirect)).toBe('/events/abc?tab=dishes');
  });

  it('on "Session invalidated" stays put on a public page', async () => {
    window.history.replaceState(null, '', '/privacy-policy');
    respond(401, invalidatedBody);
    await expect(apiRequest('GET', '/api/events')).resolves.toBeUndefined();
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('on another 401 goes to /login and rejects with an unauthorized error', async () => {
    respond(401, unauthorizedBody);
    const error = await apiRequest('POST', '/api/events', { name: 'x' }).catch((e: unknown) => e);
    expect(hardNavigate).toHaveBeenCalledWith('/login');
    expect((error as Error).message).toBe(`401: ${unauthorizedBody}`);
    expect(isUnauthorizedError(error)).toBe(true);
  });

  it.each(['/', '/login', '/signup', '/forgot-password', '/reset-password', '/terms-of-service', '/privacy-policy'])(
    'does not redirect on a 401 while on the public page %s',
    async (path) => {
      window.history.replaceState(null, '', path);
      respond(401, unauthorizedBody);
      await expect(apiRequest('GET', '/api/events')).rejects.toThrow('401: ');
      expect(hardNavigate).not.toHaveBeenCalled();
    },
  );

  it('a 401 from a login call carries the server message (or raw text) without redirecting', async () => {
    respond(401, JSON.stringify({ message: 'Wrong code', code: 'UNAUTHORIZED' }));
    await expect(apiRequest('POST', '/api/login', {})).rejects.toThrow(/^Wrong code$/);
    respond(401, 'nope');
    await expect(apiRequest('POST', '/api/login/dev', {})).rejects.toThrow(/^nope$/);
    expect(hardNavigate).not.toHaveBeenCalled();
  });
});

describe('apiJson', () => {
  it('parses the JSON response', async () => {
    respond(200, '{"id":"1","nickname":"Sam"}');
    await expect(apiJson('PUT', '/api/profile', { nickname: 'Sam' })).resolves.toEqual({ id: '1', nickname: 'Sam' });
  });

  it('resolves undefined for 204', async () => {
    respond(204);
    await expect(apiJson('POST', '/api/auth/logout')).resolves.toBeUndefined();
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
    expect(lastInit().method).toBeUndefined();
  });

  it('returns null on 401 when asked to, without redirecting', async () => {
    respond(401, unauthorizedBody);
    await expect(run('returnNull', ['/api/auth/user'])).resolves.toBeNull();
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('throws an unauthorized error on 401 by default', async () => {
    respond(401, unauthorizedBody);
    const error = await run('throw', ['/api/events']).catch((e: unknown) => e);
    expect(isUnauthorizedError(error)).toBe(true);
    expect(hardNavigate).toHaveBeenCalledWith('/login');
  });

  it('resolves null when the session was invalidated', async () => {
    respond(401, invalidatedBody);
    await expect(run('throw', ['/api/events'])).resolves.toBeNull();
  });

  it('ignores non-path segments of a key', () => {
    expect(queryKeyToUrl(['/api/events', 'e1', { filter: 'x' }])).toBe('/api/events/e1');
    expect(queryKeyToUrl(['/api/items', 3])).toBe('/api/items/3');
  });
});

describe('isUnauthorizedError', () => {
  it('needs the "401: " prefix and the word Unauthorized', () => {
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(true);
    expect(isUnauthorizedError(new Error('401: {"message":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new Error('401: Session invalidated'))).toBe(false);
    expect(isUnauthorizedError(new Error('403: Unauthorized'))).toBe(false);
    expect(isUnauthorizedError(new Error('Unauthorized'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
    expect(isUnauthorizedError(null)).toBe(false);
  });
});
