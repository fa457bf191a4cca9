import { issueText } from './issue-text';
import { questionAnswersSchema } from './question.contract';
import { ANSWER_TEXT_MAX, QUESTION_MESSAGES, QUESTION_OPTIONS_MAX } from './question.rules';

const issuesOf = (answers: unknown) =>
  questionAnswersSchema.safeParse(answers).error?.issues.map((i) => ({ path: i.path, message: i.message })) ?? [];

describe('answers to the host’s questions', () => {
  it('say what is wrong with an answer, beside its question', () => {
    expect(issuesOf({ q1: 'x'.repeat(ANSWER_TEXT_MAX + 1) })).toEqual([
      { path: ['q1'], message: 'validation.field.maxChars' },
    ]);
    const [tooLong] = questionAnswersSchema.safeParse({ q1: 'x'.repeat(ANSWER_TEXT_MAX + 1) }).error!.issues;
    expect(issueText(tooLong)).toEqual({ key: 'validation.field.maxChars', values: { max: ANSWER_TEXT_MAX } });
    expect(issuesOf({ q2: Array.from({ length: QUESTION_OPTIONS_MAX + 1 }, (_, i) => `o${i}`) })).toEqual([
      { path: ['q2'], message: QUESTION_MESSAGES.notAnOption },
    ]);
    expect(issuesOf({ q3: ['x'.repeat(500)] })).toEqual([{ path: ['q3'], message: QUESTION_MESSAGES.notAnOption }]);
    expect(issuesOf({ q4: 42 })).toHaveLength(1);
  });

  it('take text, options and yes/no as they are, text made well-formed', () => {
    const parsed = questionAnswersSchema.parse({ a: 'x'.repeat(ANSWER_TEXT_MAX), b: ['Food'], c: true, d: 'a\uD800b' });
    expect(parsed).toEqual({ a: 'x'.repeat(ANSWER_TEXT_MAX), b: ['Food'], c: true, d: 'a\uFFFDb' });
  });
});
