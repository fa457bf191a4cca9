import { useMutationState, type Mutation } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** A change is waiting when its mutation is still pending and paused (offline, or queued behind another in its scope). */
export function isWaitingChange(mutation: Mutation<unknown, Error, unknown, unknown>): boolean {
  return mutation.state.status === 'pending' && mutation.state.isPaused;
}

/** How many changes wait to be sent; drives the offline banner. */
export function usePendingChangeCount(): number {
  return useMutationState({ filters: { predicate: isWaitingChange }, select: (m) => m.mutationId }).length;
}

/**
 * Retry policy for changes that may be queued offline. A request that failed on the network may still have
 * reached the server; retrying with the same Idempotency-Key is safe (the server replays its first answer),
 * and TanStack pauses the retry while the browser is offline. A 409 "still being processed" means the first
 * attempt is running: retry shortly. Anything else is the server's answer and is not retried.
 */
export function retryQueuedChange(failureCount: number, error: unknown): boolean {
  if (isNetworkFailure(error)) return failureCount < 8;
  if (statusOf(error) === 409 && codeOf(error) === 'IDEMPOTENCY_KEY_IN_FLIGHT') return failureCount < 8;
  return false;
}

export function retryDelayQueuedChange(failureCount: number): number {
  return Math.min(500 * 2 ** failureCount, 8000);
}

function isNetworkFailure(error: unknown): boolean {
  // fetch rejects with a TypeError when the request never got an HTTP answer; a 5xx from a proxy is a failure too.
  if (error instanceof TypeError) return true;
  const status = statusOf(error);
  return status === 0 || status === 502 || status === 503 || status === 504;
}

function statusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;
}

function codeOf(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.code;
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}
