import { MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, parseRetryAfter } from './api-client';
import {
  classifyFailure,
  isWaitingChange,
  MAX_RETRY_DELAY_MS,
  retryDelayQueuedChange,
  retryQueuedChange,
  SERVER_ERROR_TRIES,
} from './pending-changes';

const answer = (status: number, code?: string, retryAfterMs?: number) =>
  new ApiError(status, `${status}`, '', code ? { message: 'x', code: code as never } : null, retryAfterMs);

describe('classifyFailure', () => {
  it.each([
    ['a request that got no answer', new TypeError('Failed to fetch')],
    ['a request the browser aborted', new DOMException('The network connection was lost.', 'NetworkError')],
    ['an answer cut off on the way back', new SyntaxError('Unexpected end of JSON input')],
    ['502 from a proxy', answer(502)],
    ['503', answer(503)],
    ['504', answer(504)],
    ['the database away (whatever the status)', answer(500, 'DATABASE_UNAVAILABLE')],
    ['a rate limit', answer(429, 'RATE_LIMITED')],
    ['a timeout', answer(408)],
    ['a key whose first request still runs', answer(409, 'IDEMPOTENCY_KEY_IN_FLIGHT')],
  ])('%s is transient', (_what, error) => {
    expect(classifyFailure(error)).toBe('transient');
  });

  it.each([
    ['an event deleted meanwhile', answer(404, 'NOT_FOUND')],
    ['a dietary rule', answer(422, 'DIETARY_RULE_VIOLATION')],
    ['too many dishes', answer(422, 'TOO_MANY_DISHES')],
    ['not going any more', answer(409, 'RSVP_NOT_GOING')],
    ['validation', answer(400, 'VALIDATION_ERROR')],
    ['forbidden', answer(403, 'ACCOUNT_REQUIRED')],
    ['a change the app could not even send', new Error('boom')],
  ])('%s is refused', (_what, error) => {
    expect(classifyFailure(error)).toBe('refused');
  });

  it('a lost session takes the session-expired path; another 5xx is a server error', () => {
    expect(classifyFailure(answer(401, 'UNAUTHORIZED'))).toBe('session-lost');
    expect(classifyFailure(answer(401, 'SESSION_INVALIDATED'))).toBe('session-lost');
    expect(classifyFailure(answer(500, 'INTERNAL_ERROR'))).toBe('server-error');
  });
});

describe('retryQueuedChange', () => {
  it('retries transient failures until the server answers', () => {
    expect(retryQueuedChange(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryQueuedChange(1000, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryQueuedChange(50, answer(503, 'DATABASE_UNAVAILABLE'))).toBe(true);
    expect(retryQueuedChange(50, answer(429, 'RATE_LIMITED'))).toBe(true);
  });

  it('tries an unexpected server error a few times only', () => {
    expect(retryQueuedChange(0, answer(500))).toBe(true);
    expect(retryQueuedChange(SERVER_ERROR_TRIES - 1, answer(500))).toBe(false);
  });

  it('never retries a refusal or a lost session', () => {
    expect(retryQueuedChange(0, answer(422, 'DIETARY_RULE_VIOLATION'))).toBe(false);
    expect(retryQueuedChange(0, answer(404))).toBe(false);
    expect(retryQueuedChange(0, answer(401, 'UNAUTHORIZED'))).toBe(false);
  });
});

describe('retryDelayQueuedChange', () => {
  const mid = () => 0.5;

  it('backs off exponentially from 1 s up to 30 s', () => {
    expect(retryDelayQueuedChange(0, undefined, mid)).toBe(1000);
    expect(retryDelayQueuedChange(2, undefined, mid)).toBe(4000);
    expect(retryDelayQueuedChange(20, undefined, mid)).toBe(MAX_RETRY_DELAY_MS);
  });

  it('spreads retries with jitter', () => {
    expect(retryDelayQueuedChange(1, undefined, () => 0)).toBe(1600);
    expect(retryDelayQueuedChange(1, undefined, () => 1)).toBe(2400);
  });

  it("waits at least the server's Retry-After, never more than the cap", () => {
    expect(retryDelayQueuedChange(0, answer(503, 'DATABASE_UNAVAILABLE', 5000), mid)).toBe(5000);
    expect(retryDelayQueuedChange(3, answer(503, 'DATABASE_UNAVAILABLE', 1000), mid)).toBe(8000);
    expect(retryDelayQueuedChange(0, answer(429, 'RATE_LIMITED', 3_600_000), mid)).toBe(MAX_RETRY_DELAY_MS);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('2')).toBe(2000);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(parseRetryAfter('Tue, 01 Jan 2030 00:00:10 GMT', now)).toBe(10_000);
  });
});

describe('isWaitingChange', () => {
  afterEach(() => onlineManager.setOnline(true));

  /** A change whose request is answered when the test says so, and the number of changes waiting to sync. */
  function setUp() {
    const client = new QueryClient();
    client.mount();
    let answer: () => void = () => undefined;
    const observer = new MutationObserver(client, {
      mutationFn: () => new Promise<void>((resolve) => (answer = resolve)),
    });
    const waiting = () => client.getMutationCache().findAll({ predicate: isWaitingChange }).length;
    return { client, observer, waiting, answer: () => answer() };
  }

  it('counts a change queued offline until it is answered, its last attempt included', async () => {
    const { client, observer, waiting, answer } = setUp();
    onlineManager.setOnline(false);
    const sent = observer.mutate();
    await vi.waitFor(() => expect(observer.getCurrentResult().isPaused).toBe(true));
    expect(waiting()).toBe(1);

    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(observer.getCurrentResult().isPaused).toBe(false));
    expect(waiting()).toBe(1);
    answer();
    await sent;
    expect(waiting()).toBe(0);
    client.unmount();
  });

  it('does not count a change sent straight away online', async () => {
    const { client, observer, waiting, answer } = setUp();
    const sent = observer.mutate();
    await vi.waitFor(() => expect(observer.getCurrentResult().isPending).toBe(true));
    expect(waiting()).toBe(0);
    answer();
    await sent;
    client.unmount();
  });
});
