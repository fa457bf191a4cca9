import { BoundedMap } from './bounded-map';

/**
 * Lookups kept in memory for `ttlMs` from when they were read, at most `limit` of them: what every request of a busy
 * session asks for (its session, its user). The callers of one key never wait on the database together: concurrent
 * misses share one lookup, and a hit in the last fifth of its life starts one lookup in the background and answers
 * from memory meanwhile. `forget` (the row changed) drops the entry and the lookup in flight, whose answer may predate
 * the change: its own callers get it, the cache does not keep it. A failed lookup is not kept either.
 */
export class LookupCache<K, V> {
  private readonly entries: BoundedMap<K, { value: V; until: number }>;
  private readonly inFlight = new Map<K, Promise<V>>();

  constructor(
    limit: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new BoundedMap(limit);
  }

  /** The kept value of `key` while it is fresh, else the answer of `lookup` (one at a time per key), kept. */
  get(key: K, lookup: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    const now = this.now();
    if (entry && entry.until > now) {
      if (entry.until - now < this.ttlMs / 5 && !this.inFlight.has(key)) this.load(key, lookup).catch(() => undefined);
      return Promise.resolve(entry.value);
    }
    return this.inFlight.get(key) ?? this.load(key, lookup);
  }

  forget(key: K): void {
    this.entries.delete(key);
    this.inFlight.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.inFlight.clear();
  }

  private load(key: K, lookup: () => Promise<V>): Promise<V> {
    const until = this.now() + this.ttlMs;
    const pending: Promise<V> = lookup().then(
      (value) => {
        if (this.inFlight.get(key) === pending) {
          this.inFlight.delete(key);
          this.entries.set(key, { value, until });
        }
        return value;
      },
      (err: unknown) => {
        if (this.inFlight.get(key) === pending) this.inFlight.delete(key);
        throw err;
      },
    );
    this.inFlight.set(key, pending);
    return pending;
  }
}
