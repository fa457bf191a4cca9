import * as z from 'zod';
import {
  ANSWER_TEXT_MAX,
  QUESTION_AUDIENCES,
  QUESTION_KINDS,
  QUESTION_LABEL_MAX,
  QUESTION_MESSAGES,
  QUESTION_OPTION_MAX,
  QUESTION_OPTIONS_MAX,
  QUESTION_OPTIONS_MIN,
  QUESTIONS_MAX,
} from './question.rules';

// Questions and replies are stored as JSON, which has no place for half a surrogate pair: one left alone becomes
// U+FFFD, as it does in every other text the database keeps.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const wellFormed = (text: string) => text.replace(LONE_SURROGATE, '\uFFFD');

/** A question the host asks (in the event's body); a new one comes without an id and gets one. */
export const questionInputSchema = z
  .object({
    id: z.uuid().optional(),
    label: z
      .string()
      .trim()
      .min(1, QUESTION_MESSAGES.labelRequired)
      .max(QUESTION_LABEL_MAX, 'validation.field.maxChars')
      .transform(wellFormed),
    kind: z.enum(QUESTION_KINDS),
    options: z
      .array(
        z
          .string()
          .trim()
          .min(1, QUESTION_MESSAGES.optionRequired)
          .max(QUESTION_OPTION_MAX, 'validation.field.maxChars')
          .transform(wellFormed),
      )
      .max(QUESTION_OPTIONS_MAX)
      .default([]),
    required: z.boolean().default(false),
    audience: z.enum(QUESTION_AUDIENCES).default('hosts'),
  })
  .transform((q) => ({ ...q, options: q.kind === 'choice' || q.kind === 'choices' ? [...new Set(q.options)] : [] }))
  .refine((q) => q.options.length >= QUESTION_OPTIONS_MIN || (q.kind !== 'choice' && q.kind !== 'choices'), {
    message: QUESTION_MESSAGES.tooFewOptions,
    params: { min: QUESTION_OPTIONS_MIN },
    path: ['options'],
  });

export const questionsInputSchema = z.array(questionInputSchema).max(QUESTIONS_MAX, QUESTION_MESSAGES.tooMany);

/** A person's answers to the host's questions, by question id (checked against the event's questions on submit). */
export const questionAnswersSchema = z
  .record(
    z.string().max(64),
    // One union of the three shapes, and the limits checked after it: a union's failing member would be reported as
    // "Invalid input" instead of what is wrong with the answer.
    z
      .union([z.string(), z.array(z.string()), z.boolean()])
      .superRefine((value, ctx) => {
        if (typeof value === 'string' && value.length > ANSWER_TEXT_MAX)
          ctx.addIssue({ code: 'custom', message: 'validation.field.maxChars', params: { max: ANSWER_TEXT_MAX } });
        if (
          Array.isArray(value) &&
          (value.length > QUESTION_OPTIONS_MAX || value.some((o) => o.length > QUESTION_OPTION_MAX))
        )
          ctx.addIssue({ code: 'custom', message: QUESTION_MESSAGES.notAnOption });
      })
      .transform((value) =>
        typeof value === 'string' ? wellFormed(value) : Array.isArray(value) ? value.map(wellFormed) : value,
      ),
  )
  .refine((answers) => Object.keys(answers).length <= QUESTIONS_MAX, QUESTION_MESSAGES.tooMany);
