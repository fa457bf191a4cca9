import { describe, expect, it } from 'vitest';
import type { DatePollView } from '@contracts/date-poll.contract';
import { applyAnswers } from './date-poll';

const view = (): DatePollView => ({
  options: [
    { id: 'a', startsAt: '2030-06-01T16:30:00.000Z', yes: 1, maybe: 0, no: 0, score: 1, picked: false },
    { id: 'b', startsAt: '2030-06-08T16:30:00.000Z', yes: 0, maybe: 1, no: 0, score: 0.5, picked: false },
  ],
  pickedOptionId: null,
  people: [],
  answeredCount: 2,
  mine: {},
  suggestGoing: false,
});

describe('applyAnswers (an answer shown before the server has it)', () => {
  it('counts a first answer, moves a changed one, and re-ranks by Yes 1, If need be ½', () => {
    const first = applyAnswers(view(), [{ optionId: 'b', answer: 'yes' }]);
    expect(first.options.map((o) => [o.id, o.yes, o.maybe, o.score])).toEqual([
      ['b', 1, 1, 1.5],
      ['a', 1, 0, 1],
    ]);
    expect(first.answeredCount).toBe(3);
    expect(first.mine).toEqual({ b: 'yes' });
    const changed = applyAnswers(first, [{ optionId: 'b', answer: 'no' }]);
    expect(changed.options.map((o) => [o.id, o.yes, o.maybe, o.no])).toEqual([
      ['a', 1, 0, 0],
      ['b', 0, 1, 1],
    ]);
    expect(changed.answeredCount).toBe(3);
  });

  it('ignores an option the poll does not have', () => {
    expect(applyAnswers(view(), [{ optionId: 'zzz', answer: 'yes' }]).options).toEqual(view().options);
  });
});
