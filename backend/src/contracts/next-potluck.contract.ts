import * as z from 'zod';
import { calendarDayInput } from './date-time.contract';

/** The next potluck: its day; the time of day, in the same zone, and everything else come from the one it follows. */
export const nextPotluckInputSchema = z.strictObject({
  day: calendarDayInput('validation.nextPotluck.chooseDay'),
});
export type NextPotluckInput = z.infer<typeof nextPotluckInputSchema>;

export const nextPotluckResultSchema = z.object({
  eventId: z.uuid(),
  /** Guests invited by e-mail to the new event (each once). */
  invited: z.int(),
  /**
   * Guests not e-mailed (share the link with them): no address, a guest's address never confirmed, an address that
   * stopped Potluck's e-mails or this event's, or an invitation refused.
   */
  skipped: z.int(),
});
export type NextPotluckResult = z.infer<typeof nextPotluckResultSchema>;
