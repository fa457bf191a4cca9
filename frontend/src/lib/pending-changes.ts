import { useMutationState, type Mutation } from '@tanstack/react-query';
import { ApiError, isSessionLost } from './api-client';

/** Changes seen paused or retrying: they stay waiting through the attempt that finally sends them. */
const waited = new WeakSet<Mutation<unknown, Error, unknown, unknown>>();

/**
 * A change is waiting when its mutation is still pending and has been paused (offline, or queued behind another in
 * its scope) or has retried after a failure that was not an answer (no network, the server or its database away).
 * It keeps waiting until answered: a queued change being sent at last is still on its way, so "waiting to sync"
 * never reads 0 before it has landed. A change sent straight away online is not counted.
 */
export function isWaitingChange(mutation: Mutation<unknown, Error, unknown, unknown>): boolean {
  if (mutation.state.status !== 'pending') return false;
  if (mutation.state.isPaused || mutation.state.failureCount > 0) waited.add(mutation);
  return waited.has(mutation);
}

/** How many changes wait to be sent; drives the offline banner. */
export function usePendingChangeCount(): number {
  return useMutationState({ filters: { predicate: isWaitingChange }, select: (m) => m.mutationId }).length;
}

/**
 * What a failed change means for the queue:
 * - 'transient': no answer, or "not now" (network failure, 502/503/504, DATABASE_UNAVAILABLE, 408, 429, a key
 *   whose first request still runs): sent again with the same Idempotency-Key until the server answers;
 * - 'session-lost': 401, handled once by the session-expired path (route guards);
 * - 'server-error': any other 5xx, a few more tries (the server gives the key back on a 5xx), then kept as refused;
 * - 'refused': the server's answer (4xx): kept in "Couldn't sync" with its reason, never retried on its own.
 */
export type FailureKind = 'transient' | 'session-lost' | 'server-error' | 'refused';

const TRANSIENT_STATUSES = new Set([0, 408, 429, 502, 503, 504]);

export function classifyFailure(error: unknown): FailureKind {
  // No HTTP answer, so nothing was refused: fetch rejects with a TypeError when the network fails, with a
  // DOMException when the request is aborted or the network drops mid-way, and a body cut off on the way back fails
  // to parse. The server may have applied the change: the same key replays its answer.
  if (error instanceof TypeError || error instanceof DOMException || error instanceof SyntaxError) return 'transient';
  const status = statusOf(error);
  const code = codeOf(error);
  if (code === 'DATABASE_UNAVAILABLE' || code === 'IDEMPOTENCY_KEY_IN_FLIGHT') return 'transient';
  if (status !== undefined && TRANSIENT_STATUSES.has(status)) return 'transient';
  if (isSessionLost(error)) return 'session-lost';
  if (status !== undefined && status >= 500) return 'server-error';
  return 'refused';
}

/** Tries of a change that keeps meeting an unexpected server error before it is kept in "Couldn't sync". */
export const SERVER_ERROR_TRIES = 3;

/**
 * Retry policy for every change. Retrying is safe: each change carries its Idempotency-Key and the server
 * replays its first answer. Transient failures are retried without end (TanStack pauses the retries while the
 * app is offline), so nothing typed is lost to a bad connection or a database restart.
 */
export function retryQueuedChange(failureCount: number, error: unknown): boolean {
  const kind = classifyFailure(error);
  if (kind === 'transient') return true;
  if (kind === 'server-error') return failureCount < SERVER_ERROR_TRIES - 1;
  return false;
}

/** Longest wait between two tries, whatever the server asks (the queue must not look stuck). */
export const MAX_RETRY_DELAY_MS = 30_000;

/**
 * Exponential backoff from 1 s, capped at 30 s, with ±20 % jitter so phones coming back together do not retry in
 * step; a `Retry-After` from the server (rate limit, database away) is honoured as a floor, under the same cap.
 */
export function retryDelayQueuedChange(
  failureCount: number,
  error?: unknown,
  random: () => number = Math.random,
): number {
  const backoff = Math.min(1000 * 2 ** Math.max(0, failureCount), MAX_RETRY_DELAY_MS);
  const jittered = backoff * (0.8 + 0.4 * random());
  const asked = error instanceof ApiError ? error.retryAfterMs : undefined;
  return Math.round(Math.min(Math.max(jittered, asked ?? 0), MAX_RETRY_DELAY_MS));
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
