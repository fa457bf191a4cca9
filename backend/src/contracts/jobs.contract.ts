import * as z from 'zod';
import { localDateTimeInput } from './date-time.contract';
import { JOB_NEEDED_MAX, JOB_TITLE_MAX, NUDGE_HOURS_MAX } from './jobs.rules';

/** Body of POST /api/events/{id}/jobs and PUT /api/events/{id}/jobs/{jobId}: the time is a wall clock in the event's zone. */
export const jobInputSchema = z.strictObject({
  title: z.string().trim().min(1, 'validation.jobs.titleRequired').max(JOB_TITLE_MAX, 'validation.jobs.titleMax'),
  needed: z.int().min(1).max(JOB_NEEDED_MAX).default(1),
  startsAt: localDateTimeInput().nullable().default(null),
});
export type JobInput = z.input<typeof jobInputSchema>;
export type JobData = z.output<typeof jobInputSchema>;

/** Body of PUT /api/events/{id}/nudge: hours before the event, or null for no nudge. */
export const nudgeInputSchema = z.strictObject({ hours: z.int().min(1).max(NUDGE_HOURS_MAX).nullable() });
export type NudgeInput = z.output<typeof nudgeInputSchema>;
