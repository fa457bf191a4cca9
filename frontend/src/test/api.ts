import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { createQueryClient } from '@/lib/query-client';

// The server side of component tests: fetch replaced per test, and the answers the tests need.

/** Replaces fetch for every test of the file (reset before each, restored after); returns the mock to program. */
export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });
  return fetchMock;
}

/** The address a fetch was called with, whichever form it was given in. */
export const requestUrl = (input: string | URL | Request): string =>
  input instanceof Request ? input.url : input.toString();

/** The API's answer while its database is away: 503 DATABASE_UNAVAILABLE with Retry-After (the change is retried). */
export function databaseUnavailable(): Response {
  return new Response(JSON.stringify({ message: 'Database unavailable', code: 'DATABASE_UNAVAILABLE' }), {
    status: 503,
    headers: { 'Retry-After': '30' },
  });
}

/** Types `value` into a controlled input the way a user does (React sees the input event). */
export function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Every fetch answers `body` as JSON with 200 (a read the component makes). */
export function answerEveryFetchWith(body: unknown) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(JSON.stringify(body), { status: 200 }));
}

/**
 * A query client with `register`'s mutation defaults, on an API whose database is away (`fetchMock` answers every
 * request with databaseUnavailable()): changes stay queued, retried with their key.
 */
export function clientWithDatabaseAway(
  fetchMock: Mock<typeof fetch>,
  register: (client: QueryClient) => void,
): QueryClient {
  fetchMock.mockImplementation(async () => databaseUnavailable());
  const client = createQueryClient();
  register(client);
  return client;
}

/** The status of each change in the client's mutation cache ('pending' while it waits to be sent). */
export const mutationStatuses = (client: QueryClient) =>
  client
    .getMutationCache()
    .getAll()
    .map((m) => m.state.status);
