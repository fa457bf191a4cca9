// The host's own questions, shared by both sides: constants, messages and pure rules, no zod (the schemas in
// question.contract.ts load only with the forms).

/** Short text, one choice, several choices, yes/no. */
export const QUESTION_KINDS = ['text', 'choice', 'choices', 'yesno'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** Who reads the answers besides the person themself: the hosts (and co-hosts) only, or everyone who sees the guest list. */
export const QUESTION_AUDIENCES = ['hosts', 'everyone'] as const;
export type QuestionAudience = (typeof QUESTION_AUDIENCES)[number];

export const QUESTIONS_MAX = 10;
export const QUESTION_LABEL_MAX = 200;
export const QUESTION_OPTIONS_MIN = 2;
export const QUESTION_OPTIONS_MAX = 10;
export const QUESTION_OPTION_MAX = 100;
export const ANSWER_TEXT_MAX = 500;

/** A question of the host's, as the event stores it. */
export interface Question {
  id: string;
  /** The host's words, shown as typed. */
  label: string;
  kind: QuestionKind;
  /** The choices of `choice` and `choices` (empty for the others). */
  options: string[];
  /** Must be answered by those who come. */
  required: boolean;
  audience: QuestionAudience;
}

/** An answer: text or one option (a string), several options, or yes/no. */
export type AnswerValue = string | string[] | boolean;
/** A person's answers, by question id. */
export type QuestionAnswers = Record<string, AnswerValue>;

export const QUESTION_MESSAGES = {
  labelRequired: 'validation.question.labelRequired',
  optionRequired: 'validation.question.optionRequired',
  tooFewOptions: 'validation.question.tooFewOptions',
  tooMany: 'validation.question.tooMany',
  answerRequired: 'validation.question.answerRequired',
  notAnOption: 'validation.question.notAnOption',
} as const;

/** The answer to one question in the shape its kind takes, or undefined when it is not answered (or not of that shape). */
function answerOf(question: Question, value: unknown): AnswerValue | undefined {
  switch (question.kind) {
    case 'text':
      return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, ANSWER_TEXT_MAX) : undefined;
    case 'choice':
      return typeof value === 'string' && value !== '' ? value : undefined;
    case 'choices':
      return Array.isArray(value) && value.length > 0
        ? [...new Set(value.filter((v) => typeof v === 'string'))]
        : undefined;
    case 'yesno':
      return typeof value === 'boolean' ? value : undefined;
  }
}

/**
 * The answers kept for the event's questions (those of questions it still asks, in their shape) and what is wrong,
 * by question id: a required question left unanswered by someone who comes (`going`), or a choice that is not one
 * of the options.
 */
export function checkAnswers(
  questions: readonly Question[],
  answers: Readonly<Record<string, unknown>> | undefined,
  going: boolean,
): { kept: QuestionAnswers; problems: Record<string, string> } {
  const kept: QuestionAnswers = {};
  const problems: Record<string, string> = {};
  for (const q of questions) {
    const answer = answerOf(q, answers?.[q.id]);
    if (answer === undefined) {
      if (q.required && going) problems[q.id] = QUESTION_MESSAGES.answerRequired;
      continue;
    }
    const chosen = typeof answer === 'string' && q.kind === 'choice' ? [answer] : Array.isArray(answer) ? answer : [];
    if (chosen.some((c) => !q.options.includes(c))) problems[q.id] = QUESTION_MESSAGES.notAnOption;
    else kept[q.id] = answer;
  }
  return { kept, problems };
}

/** The answers a reader may see: those to questions for everyone, or all of them (`all`: the hosts, the person). */
export function visibleAnswers(
  questions: readonly Question[],
  answers: Readonly<QuestionAnswers> | null | undefined,
  all: boolean,
): QuestionAnswers {
  const shown: QuestionAnswers = {};
  for (const q of questions) {
    const a = answers?.[q.id];
    if (a !== undefined && (all || q.audience === 'everyone')) shown[q.id] = a;
  }
  return shown;
}

/** How many answered each option (yes/no: 'yes' and 'no'; text: how many answered at all, under ''). */
export function answerCounts(
  question: Question,
  answers: ReadonlyArray<Readonly<QuestionAnswers> | null | undefined>,
): Map<string, number> {
  const counts = new Map<string, number>(
    question.kind === 'yesno'
      ? [
          ['yes', 0],
          ['no', 0],
        ]
      : question.kind === 'text'
        ? [['', 0]]
        : question.options.map((o) => [o, 0]),
  );
  for (const a of answers) {
    const value = a?.[question.id];
    if (value === undefined) continue;
    const keys =
      question.kind === 'yesno'
        ? [value ? 'yes' : 'no']
        : question.kind === 'text'
          ? ['']
          : ([] as string[]).concat(value as string | string[]);
    for (const k of keys) if (counts.has(k)) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

/** A question's field in the RSVP forms, the server's and the app's alike (the app takes typed values over by name). */
export const questionFieldName = (questionId: string) => `q.${questionId}`;

/** The question a form field is for (null: the field is not a question's). */
export const questionIdOfField = (name: string): string | null => (name.startsWith('q.') ? name.slice(2) : null);

/** A form's value of an answer: text, an option or 'yes'/'no' as a string, several options as a list ('' or []: none). */
export type AnswerFormValue = string | string[];

/** Saved answers as a form's values (yes/no as 'yes' / 'no'). */
export function answerFormValues(
  answers: Readonly<QuestionAnswers> | null | undefined,
): Record<string, AnswerFormValue> {
  const values: Record<string, AnswerFormValue> = {};
  for (const [id, a] of Object.entries(answers ?? {})) values[id] = typeof a === 'boolean' ? (a ? 'yes' : 'no') : a;
  return values;
}

/** A form's values as the answers the contract reads, for these questions (a yes/no from 'yes' / 'no'; empty: left out). */
export function answersFromForm(
  questions: readonly Question[],
  values: Readonly<Record<string, AnswerFormValue>> | undefined,
): QuestionAnswers {
  const answers: QuestionAnswers = {};
  for (const q of questions) {
    const v = values?.[q.id];
    if (v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    if (q.kind === 'yesno') {
      if (v === 'yes' || v === 'no') answers[q.id] = v === 'yes';
    } else if (q.kind === 'choices') answers[q.id] = ([] as string[]).concat(v);
    else if (typeof v === 'string') answers[q.id] = v;
  }
  return answers;
}
