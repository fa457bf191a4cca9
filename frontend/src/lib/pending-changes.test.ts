import { describe, expect, it } from 'vitest';
import { retryDelayQueuedChange, retryQueuedChange } from './pending-changes';

describe('retryQueuedChange', () => {
  it('retries network failures and in-flight idempotency conflicts, a bounded number of times', () => {
    expect(retryQueuedChange(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryQueuedChange(0, { status: 503 })).toBe(true);
    expect(retryQueuedChange(1, { status: 409, code: 'IDEMPOTENCY_KEY_IN_FLIGHT' })).toBe(true);
    expect(retryQueuedChange(8, new TypeError('Failed to fetch'))).toBe(false);
  });

  it('does not retry answers from the server', () => {
    expect(retryQueuedChange(0, { status: 409, code: 'RSVP_NOT_GOING' })).toBe(false);
    expect(retryQueuedChange(0, { status: 422, code: 'DIETARY_RULE_VIOLATION' })).toBe(false);
    expect(retryQueuedChange(0, { status: 404 })).toBe(false);
    expect(retryQueuedChange(0, new Error('boom'))).toBe(false);
  });

  it('backs off up to 8 s', () => {
    expect(retryDelayQueuedChange(0)).toBe(500);
    expect(retryDelayQueuedChange(2)).toBe(2000);
    expect(retryDelayQueuedChange(10)).toBe(8000);
  });
});
