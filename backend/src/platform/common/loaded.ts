/** `T` with its relation `K` loaded (not optional any more). */
export type Loaded<T, K extends keyof T> = T & { [P in K]-?: NonNullable<T[P]> };

function isLoaded<T extends object, K extends keyof T>(row: T, key: K): row is Loaded<T, K> {
  return row[key] !== undefined && row[key] !== null;
}

/**
 * Checks that a relation was loaded (`relations: { … }`) and types it so: a query that forgets the relation fails
 * here, loudly, instead of a mapper reading `undefined` later.
 */
export function loaded<T extends object, K extends keyof T>(row: T, key: K): Loaded<T, K> {
  if (!isLoaded(row, key)) throw new Error(`Relation ${String(key)} was not loaded`);
  return row;
}
