const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs: anything else is answered "not found" before it reaches PostgreSQL (which would refuse the cast). */
export const isUuid = (v: string): boolean => UUID.test(v);
