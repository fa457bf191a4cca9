import { insightsInput } from './insights-builders.test-support';
import { itemsOf } from './insights-engine.test-support';

describe('kitchen clash insight', () => {
  it('lists each clash the kitchen plan found as a medium item, and nothing without one', () => {
    const input = insightsInput([], []);
    expect(itemsOf('kitchen_clash', input)).toEqual([]);
    input.kitchen = { clashes: [{ message: '2 dishes need the oven at 18:00; you have 1' }] };
    expect(itemsOf('kitchen_clash', input)).toEqual([
      { severity: 'medium', message: '2 dishes need the oven at 18:00; you have 1' },
    ]);
  });
});
