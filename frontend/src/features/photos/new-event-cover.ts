/**
 * A cover chosen while the event is being created: kept here from the moment Use Photo is tapped until the form sends
 * the event, as a promise of the cropped, shrunk picture (Create may be tapped while it is still being prepared; null:
 * none after all). When the create goes out, the picture moves to IndexedDB under the create's Idempotency-Key (once
 * ready), and once the event exists (now, or after the signal or a reload) it is uploaded as a queued change of its
 * own (see photo-queue.ts). Only the open form writes it, so a picture finishing late never reaches a later event.
 */
export const draftCover: { current: Promise<Blob | null> | null } = { current: null };

/** Covers of events being created, being written to IndexedDB, by their create's Idempotency-Key. */
export const savingNewCovers = new Map<string, Promise<unknown>>();

/** Where a new event's cover waits in IndexedDB. */
export const newEventCoverKey = (createKey: string) => `new-event-cover:${createKey}`;
