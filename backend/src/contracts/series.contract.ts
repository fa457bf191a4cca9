import * as z from 'zod';
import { instant } from './answer-fields';
import { instantInput } from './date-time.contract';

export const SERIES_DATES_MAX = 12;

/** Body of POST /api/events/{id}/series: the event becomes the first of a series. */
export const seriesInputSchema = z
  .object({
    frequency: z.enum(['weekly', 'biweekly', 'monthly', 'custom'], {
      message: 'validation.series.frequency',
    }),
    /** Custom only: the dates after this event's. */
    dates: z
      .array(instantInput())
      .min(1, 'validation.series.oneMoreDate')
      .max(SERIES_DATES_MAX - 1, 'validation.series.maxMoreDates')
      .optional(),
  })
  .refine((s) => (s.frequency === 'custom') === (s.dates !== undefined), {
    message: 'validation.series.customOnly',
    path: ['dates'],
  });
export type SeriesInput = z.output<typeof seriesInputSchema>;

/** GET /api/events/{id}/series. */
export const seriesViewSchema = z
  .object({
    id: z.uuid(),
    frequency: z.enum(['weekly', 'biweekly', 'monthly', 'custom']),
    /** RFC 5545 rule ("FREQ=MONTHLY;BYDAY=1TH"); null for custom dates. */
    rrule: z.string().nullable(),
    timeZone: z.string(),
    /** The guests of earlier dates are invited to each occurrence this many days before it. */
    inviteLeadDays: z.number().int().min(1),
    /** Every occurrence created so far (each a real event), earliest first. */
    occurrences: z.array(z.object({ eventId: z.uuid(), date: instant })),
    /** Starts of cancelled occurrences. */
    cancelled: z.array(instant),
  })
  .meta({ id: 'Series' });
export type SeriesView = z.infer<typeof seriesViewSchema>;

/** An event's series, or null for an event that does not repeat (pages ask without knowing). */
export const seriesOfEventSchema = z.object({ series: seriesViewSchema.nullable() }).meta({ id: 'SeriesOfEvent' });
export type SeriesOfEvent = z.infer<typeof seriesOfEventSchema>;
