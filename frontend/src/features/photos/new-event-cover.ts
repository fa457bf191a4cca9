/**
 * A cover chosen while the event is being created: kept here (cropped and shrunk) until the form sends the event.
 * When the create goes out, the picture moves to IndexedDB under the create's Idempotency-Key, and once the event
 * exists (now, or after the signal or a reload) it is uploaded as a queued change of its own (see photo-queue.ts).
 */
export const draftCover: { current: Blob | null } = { current: null };

/** Covers of events being created, being written to IndexedDB, by their create's Idempotency-Key. */
export const savingNewCovers = new Map<string, Promise<unknown>>();

/** Where a new event's cover waits in IndexedDB. */
export const newEventCoverKey = (createKey: string) => `new-event-cover:${createKey}`;
