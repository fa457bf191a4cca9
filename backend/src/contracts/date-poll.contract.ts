import * as z from 'zod';
import { count, instant } from './answer-fields';
import { instantInput } from './date-time.contract';
import { DATE_POLL_ANSWERS, DATE_POLL_OPTIONS_MAX, DATE_POLL_OPTIONS_MIN } from './date-poll.rules';

/** A new event's date options: 2–8 different instants. */
export const dateOptionsSchema = z
  .array(instantInput('validation.datePoll.optionNeedsDate'))
  .min(DATE_POLL_OPTIONS_MIN, 'validation.datePoll.minOptions')
  .max(DATE_POLL_OPTIONS_MAX, 'validation.datePoll.maxOptions')
  .refine((list) => new Set(list.map((d) => Date.parse(d))).size === list.length, 'validation.datePoll.offeredTwice');

export const datePollAnswerSchema = z.enum(DATE_POLL_ANSWERS, { message: 'validation.datePoll.answerKind' });

/** Body of PUT /api/events/{id}/date-poll/answers: the caller's answers (options left out keep theirs). */
export const datePollAnswersInputSchema = z.object({
  answers: z
    .array(z.object({ optionId: z.uuid(), answer: datePollAnswerSchema }))
    .min(1, 'validation.datePoll.answerOne')
    .max(DATE_POLL_OPTIONS_MAX)
    .refine((list) => new Set(list.map((a) => a.optionId)).size === list.length, 'validation.datePoll.answerOnce'),
});
export type DatePollAnswersInput = z.output<typeof datePollAnswersInputSchema>;

/** Body of POST /api/events/{id}/date-poll/pick. */
export const datePollPickInputSchema = z.object({ optionId: z.uuid() });
export type DatePollPickInput = z.output<typeof datePollPickInputSchema>;

/** GET /api/events/{id}/date-poll. */
export const datePollViewSchema = z
  .object({
    /** Best first, by the ranking rule (a Yes counts 1, an If need be ½). */
    options: z.array(
      z.object({
        id: z.uuid(),
        startsAt: instant,
        yes: count,
        maybe: count,
        no: count,
        /** Yes + ½ × If need be. */
        score: z.number(),
        picked: z.boolean(),
      }),
    ),
    /** Null while the poll is open. */
    pickedOptionId: z.uuid().nullable(),
    /** Who answered what: everyone for the host and co-hosts, or when the guest list is shown; else the caller only. */
    people: z.array(
      z.object({
        userId: z.uuid(),
        name: z.string(),
        answers: z.record(z.string(), datePollAnswerSchema),
      }),
    ),
    /** How many people answered (also when `people` hides the others). */
    answeredCount: count,
    mine: z.record(z.string(), datePollAnswerSchema),
    /** The caller said Yes to the picked date and is not Going yet: offer "Going" with one tap. */
    suggestGoing: z.boolean(),
  })
  .meta({ id: 'DatePoll' });
export type DatePollView = z.infer<typeof datePollViewSchema>;
