import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomUUID } from 'node:crypto';

interface IdempotencyContext {
  userId: string;
  key: string;
}

const storage = new AsyncLocalStorage<IdempotencyContext>();

/** Runs a request's handler knowing its Idempotency-Key (set by the idempotency interceptor). */
export function runWithIdempotencyKey<T>(context: IdempotencyContext, fn: () => T): T {
  return storage.run(context, fn);
}

/**
 * The id of a row a request creates. With an Idempotency-Key it is derived from (user, key, kind), so a request
 * that runs again after a failure nobody could record (the database went away between the change and storing its
 * answer) finds the row it already made instead of making a second one. Without a key, a random id.
 */
export function newEntityId(kind: string): string {
  const context = storage.getStore();
  if (!context) return randomUUID();
  const hex = createHash('sha256').update(`${context.userId}\n${context.key}\n${kind}`).digest('hex');
  // Shaped as a version-5-style UUID (name-based, SHA hash).
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
