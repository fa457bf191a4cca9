import {
  answerCounts,
  answerFormValues,
  answersFromForm,
  checkAnswers,
  visibleAnswers,
  type Question,
  type QuestionAnswers,
} from './question.rules';

const q = (id: string, kind: Question['kind'], more: Partial<Question> = {}): Question => ({
  id,
  label: id,
  kind,
  options: kind === 'choice' || kind === 'choices' ? ['A', 'B'] : [],
  required: false,
  audience: 'hosts',
  ...more,
});
const QUESTIONS = [
  q('text', 'text', { required: true }),
  q('one', 'choice', { audience: 'everyone' }),
  q('many', 'choices'),
  q('yn', 'yesno'),
];

describe('question rules', () => {
  it('keeps replies in their shape, drops the unknown and the empty, and names what is wrong', () => {
    expect(
      checkAnswers(QUESTIONS, { text: ' Early ', one: 'A', many: ['B', 'B'], yn: false, gone: 'x' }, true),
    ).toEqual({
      kept: { text: 'Early', one: 'A', many: ['B'], yn: false },
      problems: {},
    });
    expect(checkAnswers(QUESTIONS, { text: '  ', one: 'C', yn: 'yes' }, true).problems).toEqual({
      text: 'validation.question.answerRequired',
      one: 'validation.question.notAnOption',
    });
    // Someone not coming need not answer the required one.
    expect(checkAnswers(QUESTIONS, {}, false)).toEqual({ kept: {}, problems: {} });
  });

  it('shows the replies for the hosts only to those who see everything', () => {
    const answers = { text: 'Early', one: 'A' };
    expect(visibleAnswers(QUESTIONS, answers, false)).toEqual({ one: 'A' });
    expect(visibleAnswers(QUESTIONS, answers, true)).toEqual(answers);
  });

  it('reads a form and writes one back, yes/no as words only for a yes/no question', () => {
    const form = { text: 'yes', one: 'B', many: ['A'], yn: 'no' };
    const answers = answersFromForm(QUESTIONS, form);
    expect(answers).toEqual({ text: 'yes', one: 'B', many: ['A'], yn: false });
    expect(answerFormValues(answers)).toEqual(form);
    expect(answersFromForm(QUESTIONS, { text: '', many: [], yn: 'maybe' })).toEqual({});
  });

  it('counts the replies per option', () => {
    const rows: (QuestionAnswers | null)[] = [
      { many: ['A', 'B'], yn: true },
      { many: ['B'], yn: true },
      null,
      { yn: false },
    ];
    expect([...answerCounts(QUESTIONS[2], rows)]).toEqual([
      ['A', 1],
      ['B', 2],
    ]);
    expect([...answerCounts(QUESTIONS[3], rows)]).toEqual([
      ['yes', 2],
      ['no', 1],
    ]);
  });
});
