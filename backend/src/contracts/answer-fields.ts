import * as z from 'zod';

// The fields the API's answers are made of (see responses.contract.ts).

export const id = z.uuid();
/** A moment, with its offset. */
export const instant = z.iso.datetime({ offset: true });
/** Text that may be missing. */
export const text = z.string().nullable();
export const count = z.number().int();

/** A row that belongs to one event (a dish, an answer, an invitation): its own id and its event's. */
export const eventOwned = { id, eventId: id };
